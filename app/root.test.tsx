import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './root'

function Nothing() {
  return null
}

/** Renders the root error boundary for a route that fails the way `fail` does. */
function renderFailure(fail: () => never) {
  const Stub = createRoutesStub([
    {
      path: '/',
      ErrorBoundary: ErrorBoundary as never,
      children: [{ index: true, Component: fail }],
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

afterEach(() => vi.unstubAllEnvs())

describe('root ErrorBoundary', () => {
  it('shows the status and status text of a routing error, inside the site shell, with a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Stub = createRoutesStub([
      {
        path: '/',
        ErrorBoundary: ErrorBoundary as never,
        loader: () => {
          throw new Response(null, { status: 503, statusText: 'Service Unavailable' })
        },
        Component: Nothing,
        HydrateFallback: Nothing,
      },
    ])
    render(<Stub initialEntries={['/']} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible()
    expect(screen.getByText('503 Service Unavailable')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows the message of a thrown Error, without its stack in a production build', async () => {
    vi.stubEnv('DEV', false)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailure(() => {
      throw new Error('Chart feed unavailable')
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible()
    expect(screen.getByText('Chart feed unavailable')).toBeVisible()
    expect(screen.queryByText(/Stack trace/)).toBeNull()
    expect(document.body.textContent).not.toMatch(/at \S+ \(/)
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  it('folds the stack into a details element in development', async () => {
    vi.stubEnv('DEV', true)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailure(() => {
      throw new Error('Chart feed unavailable')
    })
    const summary = await screen.findByText(/Stack trace/)
    const details = summary.closest('details')
    expect(details).not.toBeNull()
    expect(details).not.toHaveAttribute('open')
    expect(details?.querySelector('pre')?.textContent).toContain('Chart feed unavailable')
  })

  it('has a fallback for a thrown value that is not an Error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailure(() => {
      throw 'plain string'
    })
    expect(await screen.findByText('Something went wrong.')).toBeVisible()
  })
})
