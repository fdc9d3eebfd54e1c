import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import type { FaqItems } from '~/components/home/faq-list'
import { breadcrumbTrail } from '~/content/breadcrumbs'
import type { GuidePageData } from '~/content/guides'
import { type StrategyArticleData, structuredDataFor } from './page-graph'

/**
 * JSON-LD for crawlers, written into the prerendered HTML of each page (see page-graph.ts). Root renders it only
 * during prerendering (`import.meta.env.SSR`), so neither this data nor the code that builds it is
 * in the visitors' JavaScript; React 19 leaves the extra `<head>` node alone when it hydrates.
 */
export function StructuredData() {
  // A guide page's or a template page's own data, from its loader: the article's words (and a
  // guide's dates); the home page's FAQ from its route's loader (content/faq/), as the page shows it.
  const guide = useRouteLoaderData<GuidePageData>('routes/guide')
  const strategy = useRouteLoaderData<StrategyArticleData>('routes/strategy')
  const matches = useMatches()
  const home = matches.find((match) => match.id === 'routes/home')?.loaderData as { faq?: FaqItems } | undefined
  const trail = breadcrumbTrail(matches)
  const data = structuredDataFor(useLocation().pathname, { trail, faq: home?.faq, guide, strategy })
  if (!data) return null
  return (
    <script
      type="application/ld+json"
      // JSON, with "<" escaped so no string in it can close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized data, not markup
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
