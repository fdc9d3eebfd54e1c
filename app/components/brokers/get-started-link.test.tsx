import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sectionIds } from '~/content/navigation'
import { GetStartedLink } from './get-started-link'

function renderOnBrokers() {
  const router = createMemoryRouter(
    [
      { path: '/brokers', element: <GetStartedLink>Get Started Today</GetStartedLink> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: ['/brokers'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => document.getElementById(sectionIds.getStarted)?.remove())

describe('GetStartedLink', () => {
  it('is a real link to /#get-started, so it works without JavaScript', () => {
    renderOnBrokers()
    expect(screen.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/#get-started')
  })

  it('scrolls smoothly to #get-started when the page has it, and stays on the page', async () => {
    const target = document.createElement('div')
    target.id = sectionIds.getStarted
    document.body.append(target)
    const scrollIntoView = vi.spyOn(target, 'scrollIntoView')
    const router = renderOnBrokers()

    await userEvent.click(screen.getByRole('link', { name: 'Get Started Today' }))
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(target).toHaveFocus()
    expect(router.state.location.pathname).toBe('/brokers')
  })

  it('goes to /#get-started when the page has no such element', async () => {
    const router = renderOnBrokers()
    await userEvent.click(screen.getByRole('link', { name: 'Get Started Today' }))
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.hash).toBe('#get-started')
    expect(await screen.findByText('Home')).toBeInTheDocument()
  })
})
