import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import { Container } from '~/components/ui/container'
import { pageMeta } from '~/lib/seo'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    path: '/404',
    noindex: true,
  })

/** SPEC §2: any unknown path. The servers answer such paths with this page and status 404. */
export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <Container className="flex min-h-[70dvh] flex-col items-center justify-center pt-28 pb-20 text-center">
      <h1 className="from-ink to-muted bg-gradient-to-b bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </h1>
      <p className="text-muted mt-4 text-xl">Oops! Page not found</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  )
}
