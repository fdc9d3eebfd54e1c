import { index, type RouteConfig, route } from '@react-router/dev/routes'

// Five routes, listed by hand: file-based routing would add nothing here.
export default [
  index('routes/home.tsx'),
  route('brokers', 'routes/brokers.tsx'),
  route('guides', 'routes/guides.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
