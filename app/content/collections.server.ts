import { prerenderedPaths } from '../route-paths.ts'
import { checkGuides } from './guides.server.ts'
import { readLabGuides } from './lab-guide.server.ts'
import { readFaq, readLegal } from './pages.server.ts'
import { strategyHubWords } from './strategy-hubs.server.ts'

/**
 * Every content collection's check (content/<collection>/*.md), run by react-router.config.ts before
 * the build starts, so a mistake in any file ends the build with one line naming the file and the
 * field, whichever page would have read it first. A collection adds its reader here. A reader that
 * runs as a module is imported (the route table, app/routes.ts, which the config imports before this
 * check runs) wraps itself in exitOnContentError too.
 */
const checks: ReadonlyArray<() => unknown> = [
  strategyHubWords,
  () => checkGuides(prerenderedPaths),
  readFaq,
  readLegal,
  readLabGuides,
]

/** Reads every collection, which checks each front matter; throws the first ContentError. */
export function checkContent(): void {
  for (const check of checks) check()
}
