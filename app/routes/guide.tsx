import { renderToStaticMarkup } from 'react-dom/server'
import { data } from 'react-router'
import { GuidePage } from '~/components/guides/guide-page'
import { type BreadcrumbHandle, pageTrail } from '~/content/breadcrumbs'
import { type DrawnFigure, type GuideFigure, guidePath, guidesIndex, posterSize, posterText } from '~/content/guides'
import { guidePage, videoSettingsOfBuild } from '~/content/guides.server'
import { StaticTree } from '~/lab/static-tree'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/guide'
import NotFound, { meta as notFoundMeta } from './not-found'

// Every guide page (docs/requirements.md#guide-pages). The loader runs at build time only
// (prerendering, ssr:false): it reads the guide's Markdown file, and React Router inlines the page's
// data in its HTML and writes it to /guides/<slug>.data for navigation in the app, so each page
// carries its own article and no Markdown code reaches the browser.

/** A guide sits under the guides' index, named by its title. */
export const handle: BreadcrumbHandle<{ title: string }> = {
  breadcrumb: (page) => ({ name: page.title, above: [guidesIndex] }),
}

export function loader({ params, url }: Route.LoaderArgs) {
  const page = guidePage(params.slug, videoSettingsOfBuild())
  if (!page) throw data(`No guide is called ${params.slug}`, { status: 404 })
  const { figure, ...rest } = page
  const shown = figure ? { ...rest, figure: drawn(figure) } : rest
  return { ...shown, trail: pageTrail(handle, url.pathname, shown) }
}

/** A figure's tree drawn here, at build time: the page shows the HTML and ships no drawing code. */
function drawn({ tree, ...figure }: GuideFigure): DrawnFigure {
  return { ...figure, treeHtml: renderToStaticMarkup(<StaticTree tree={tree} />) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  // No data: an unknown slug in the browser, which the error boundary below shows as not found.
  loaderData
    ? pageMeta({
        title: loaderData.pageTitle,
        // The lead, not the card's description on /guides: the two places say it in their own words.
        description: loaderData.lead,
        path: guidePath(loaderData.slug),
        type: 'article',
        // The first video's poster: it shows what the page opens with.
        image: {
          path: loaderData.videos[0]?.poster ?? '',
          ...posterSize,
          alt: `${loaderData.title} video guide: ${posterText(loaderData, 0).headline}`,
        },
      })
    : notFoundMeta({} as Parameters<typeof notFoundMeta>[0])

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuidePage page={loaderData} trail={loaderData.trail} />
}

/**
 * An unknown slug: the servers answer it with the 404 page and status 404; in the browser, the
 * router matches it here and its data request finds no file, so it shows the same page.
 */
export function ErrorBoundary() {
  return <NotFound />
}
