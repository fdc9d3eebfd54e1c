import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { guides } from './content/guides'
import { strategyTags } from './lab/engine/templates'

// Listed by hand: file-based routing would add nothing here. Each guide page is a route of its
// own rather than one `guides/:slug`, so an unknown slug matches nothing but the not-found route,
// on the server and in the browser alike.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  ...guides.map((guide) => route(`guides/${guide.id}`, 'routes/guide.tsx', { id: `guide/${guide.id}` })),
  route('lab', 'routes/lab.tsx'),
  // The strategy index and a route per hub (static segments, so they win over the templates'
  // `:slug`); each template's page is `strategies/:slug`, its loader finding the template and
  // answering 404 for a slug no template has. route-paths.ts lists the slugs to prerender.
  route('strategies', 'routes/strategies.tsx'),
  ...strategyTags.map((tag) => route(`strategies/${tag}`, 'routes/strategies.tsx', { id: `strategies/${tag}` })),
  route('strategies/:slug', 'routes/strategy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('security', 'routes/security.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
