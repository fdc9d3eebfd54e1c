import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { strategyTags, templates } from './lab/engine/templates'

// Listed by hand: file-based routing would add nothing here. A route with a parameter gets its
// pages from app/route-paths.ts, which lists the slugs its loader answers.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  // A page per file of content/guides; an unknown slug answers 404 (routes/guide.tsx).
  route('guides/:slug', 'routes/guide.tsx'),
  route('lab', 'routes/lab.tsx'),
  // The strategy pages: a route per template and per hub, read from their data, so a new template
  // or tag gets its page with no other edit (and an unknown one is not found).
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
