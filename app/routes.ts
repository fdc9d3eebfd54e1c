import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { strategyTags } from './lab/engine/templates.ts'

// Listed by hand: file-based routing would add nothing here. A route with a parameter gets its
// pages from app/route-paths.ts, which lists the slugs its loader answers.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  // A page per file of content/guides; an unknown slug answers 404 (routes/guide.tsx).
  route('guides/:slug', 'routes/guide.tsx'),
  route('lab', 'routes/lab.tsx'),
  // The Lab's guide to a visitor's own option chain and alert log (content/lab/your-data.md).
  route('lab/your-data', 'routes/your-data.tsx'),
  // The strategy pages: a route per hub, read from the templates' tags (a static path outranks
  // `:slug`), and one for every template, whose slugs app/route-paths.ts lists; a new template or
  // tag gets its page with no other edit, and an unknown slug answers 404 (routes/strategy.tsx).
  route('strategies', 'routes/strategies.tsx'),
  ...strategyTags.map((tag) => route(`strategies/${tag}`, 'routes/strategies.tsx', { id: `strategies/${tag}` })),
  route('strategies/:slug', 'routes/strategy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('security', 'routes/security.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
