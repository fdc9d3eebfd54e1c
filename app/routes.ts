import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { guides } from './content/guides'

// Listed by hand: file-based routing would add nothing here. Each guide page is a route of its
// own rather than one `guides/:slug`, so an unknown slug matches nothing but the not-found route,
// on the server and in the browser alike.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  ...guides.map((guide) => route(`guides/${guide.id}`, 'routes/guide.tsx', { id: `guide/${guide.id}` })),
  route('lab', 'routes/lab.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  route('security', 'routes/security.tsx'),
  route('legal', 'routes/legal.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
