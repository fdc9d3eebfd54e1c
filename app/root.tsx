import type { ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { pagePath } from '~/lib/page-path'
import { RouteFocus } from '~/lib/route-focus'
import type { Route } from './+types/root'
import brandFont from './assets/fonts/inter.woff2?url'
import { SiteFooter } from './components/layout/site-footer'
import { SiteHeader } from './components/layout/site-header'
import { StructuredData } from './components/seo/structured-data'
import stylesheet from './styles/app.css?url'
import { ButtonLink } from './ui/button'
import { Container } from './ui/container'

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b14" />
        <Meta />
        <Links />
        {import.meta.env.SSR && (
          <>
            <BrandFontPreload />
            <StructuredData />
          </>
        )}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * Every page's text is set in the brand font: the prerendered HTML asks for it alongside the
 * stylesheet instead of once the CSS is parsed. Low priority, so the render-blocking stylesheet goes
 * first: over HTTP/1.1 a font at its default (high) priority took the open connection and sent the
 * stylesheet to a new one, a round trip later (Lighthouse mobile FCP +0.1 s); text paints in the
 * metric-matched fallback meanwhile. Rendered only while prerendering, as StructuredData is, so it
 * costs the visitors' JavaScript nothing (pages reached in the app find the font loaded). Fonts load
 * in CORS mode, so without crossOrigin the preloaded file would not be used.
 */
function BrandFontPreload() {
  return <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="anonymous" fetchPriority="low" />
}

/** Header, main landmark and footer: shared by every page and by the error screen. */
function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {/* Where the header scrolls with the page (short viewports), the page starts under it as it
          does under the fixed bar: every page's top padding already makes room for it. */}
      <main id="main" tabIndex={-1} className="short:-mt-16 outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  )
}

export default function App() {
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <RouteFocus />
    </>
  )
}

/**
 * What the page shows while the router cannot draw it yet. Every prerendered page carries its
 * routes' data, so this is only reached on the not-found page served at an address a route with a
 * parameter matches (/guides/<no such guide>): the router first asks for that route's data, finds
 * none, and then draws the route's not-found page. Until then the page stays as the server sent it:
 * React keeps a prerendered element whose inner HTML it is not given, so nothing flashes or moves.
 */
export function HydrateFallback() {
  return (
    <SiteShell>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that React keeps the prerendered content */}
      <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    </SiteShell>
  )
}

/** docs/requirements.md#not-found-page-and-error-screen: an unhandled routing error shows this screen, inside the site's look, with a way home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail: string
  let stack: string | undefined
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText}`.trim()
  } else if (error instanceof Error) {
    detail = error.message
    stack = import.meta.env.DEV ? error.stack : undefined
  } else {
    detail = 'Something went wrong.'
  }
  return (
    <SiteShell>
      <Container className="flex min-h-[70dvh] flex-col items-center justify-center pt-28 pb-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Unexpected Application Error!</h1>
        <p className="text-muted mt-4 text-lg">{detail}</p>
        {stack && (
          <details className="mt-6 w-full max-w-3xl text-left">
            <summary className="text-muted cursor-pointer text-sm">Stack trace (development only)</summary>
            <pre className="bg-surface mt-3 overflow-x-auto rounded-lg p-4 text-xs">{stack}</pre>
          </details>
        )}
        <ButtonLink to={pagePath('/')} className="mt-8">
          Return to Home
        </ButtonLink>
      </Container>
    </SiteShell>
  )
}
