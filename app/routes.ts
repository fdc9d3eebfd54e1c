import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { guides } from './content/guides'
import { strategyHubs } from './content/strategies'

// Listed by hand: file-based routing would add nothing here. A guide or a hub is a route of its own,
// so an unknown slug matches nothing but the not-found route. The templates' pages are one
// `strategies/:slug` route: every route entry ships in the manifest every page loads, and its module
// renders the not-found page for an unknown slug (the servers answer that address with
// build/client/404.html and status 404); app/route-paths.ts expands the slug for prerendering.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  ...guides.map((guide) => route(`guides/${guide.id}`, 'routes/guide.tsx', { id: `guide/${guide.id}` })),
  route('lab', 'routes/lab.tsx'),
  route('strategies', 'routes/strategies.tsx'),
  ...Object.keys(strategyHubs).map((tag) =>
    route(`strategies/${tag}`, 'routes/strategies.tsx', { id: `strategies/${tag}` }),
  ),
  // Every template's page; a hub's own route above wins over this one at its address.
  route('strategies/:slug', 'routes/strategy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('security', 'routes/security.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
