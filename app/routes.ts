import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { guides } from './content/guides'
import { strategyTags, templates } from './lab/engine/templates'

// Listed by hand: file-based routing would add nothing here. Each guide page is a route of its
// own rather than one `guides/:slug`, so an unknown slug matches nothing but the not-found route,
// on the server and in the browser alike.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  ...guides.map((guide) => route(`guides/${guide.id}`, 'routes/guide.tsx', { id: `guide/${guide.id}` })),
  route('lab', 'routes/lab.tsx'),
  // The strategy pages, like the guides: a route per hub and per template, read from their data, so
  // a new template or tag gets its page with no other edit, and an unknown one matches nothing but
  // the not-found route, on the server and in the browser alike (the 404 page hydrates as itself).
  route('strategies', 'routes/strategies.tsx'),
  ...strategyTags.map((tag) => route(`strategies/${tag}`, 'routes/strategies.tsx', { id: `strategies/${tag}` })),
  ...templates.map((template) =>
    route(`strategies/${template.id}`, 'routes/strategy.tsx', { id: `strategy/${template.id}` }),
  ),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('security', 'routes/security.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
