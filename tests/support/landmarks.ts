import { guidePath } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { strategyPath } from '~/content/strategies'
import { defaultTemplate } from '~/lab/engine/templates'

// A screen reader's landmark list is for moving around a page. It held one
// region per section of a policy (12 on /privacy), of a strategy page and of a guide, and every
// footer added a "Risk disclosure" region. A page keeps the shell's landmarks (banner, main,
// contentinfo, its navigations) and only the regions a reader jumps to; a section is otherwise a
// plain section with its heading (a <section> is a region only when it has a name).

/** The shell's landmarks, which every page has once. */
const shell = ['banner', 'contentinfo', 'main', 'navigation: Footer', 'navigation: Main']

const [firstGuide] = guideCards(process.env)

/**
 * The landmarks a page lists, for pages whose sections were regions. A stand-in among them is
 * checked in its load in a11y.spec.ts, any other page in landmarks.spec.ts.
 */
export const expectedLandmarks: Record<string, string[]> = {
  '/privacy': [...shell, 'navigation: On this page'],
  '/cookies': shell,
  '/security': shell,
  '/legal': shell,
  '/guides': shell,
  [guidePath(firstGuide?.slug ?? '')]: [...shell, 'navigation: Breadcrumb', 'navigation: More guides'],
  [strategyPath(defaultTemplate.id)]: [...shell, 'navigation: Breadcrumb', 'navigation: Related templates'],
}
