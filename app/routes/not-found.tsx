import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { browseStrategies } from '~/content/site/navigation'
import { pagePath } from '~/lib/page-path'
import { pageMeta } from '~/lib/seo'
import { ButtonLink } from '~/ui/button'
import { Container } from '~/ui/container'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    noindex: true,
  })

const suggestion = 'rounded-sm text-accent underline-offset-4 hover:text-accent-strong hover:underline'

/** docs/requirements.md#not-found-page-and-error-screen: any unknown path. The servers answer such paths with this page and status 404. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Container className="flex min-h-[70dvh] flex-col items-center justify-center pt-28 pb-20 text-center">
      <h1 className="from-ink to-muted bg-gradient-to-b bg-clip-text text-7xl font-bold tracking-tight text-transparent sm:text-8xl">
        404
      </h1>
      <p className="text-ink mt-4 text-xl font-semibold">Oops! Page not found</p>
      <p className="text-muted mt-3 max-w-md text-pretty">
        The link may be old or mistyped. Head back home, or pick up where most traders start.
      </p>
      <ButtonLink to={pagePath('/')} className="mt-8">
        Return to Home
      </ButtonLink>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium">
        <li>
          <Link to={pagePath('/brokers')} className={suggestion}>
            Check broker compatibility
          </Link>
        </li>
        <li>
          <Link to={pagePath('/guides')} className={suggestion}>
            Browse trading guides
          </Link>
        </li>
        <li>
          <Link to={browseStrategies.to} className={suggestion}>
            {browseStrategies.label}
          </Link>
        </li>
      </ul>
    </Container>
  )
}
