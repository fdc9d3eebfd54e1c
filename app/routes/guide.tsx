import { useLocation } from 'react-router'
import { GuidePage } from '~/components/guides/guide-page'
import { guideArticles } from '~/content/guide-articles'
import { guideAt, guides, posterPath, posterSize, posterText } from '~/content/guides'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/guide'

// One module for the six guide pages (app/routes.ts lists a route per guide); the address says which.

export const meta: Route.MetaFunction = ({ location }) => {
  const guide = guideAt(location.pathname)
  return guide
    ? pageMeta({
        title: `${guide.title} guide`,
        // The lead, not the card's description on /guides: the two places say it in their own words.
        description: guideArticles[guide.id].lead,
        path: `/guides/${guide.id}`,
        // The first video's poster: it shows what the page opens with.
        image: {
          path: posterPath(guide, 0),
          ...posterSize,
          alt: `${guide.title} video guide: ${posterText(guide, 0).headline}`,
        },
      })
    : []
}

export default function Guide() {
  const { pathname } = useLocation()
  const index = guides.findIndex((guide) => guide === guideAt(pathname))
  const guide = guides[index]
  // Unreachable: the route table only sends a guide's own address here.
  if (!guide) throw new Error(`No guide at ${pathname}`)
  return (
    <GuidePage guide={guide} article={guideArticles[guide.id]} previous={guides[index - 1]} next={guides[index + 1]} />
  )
}
