import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { headerNav, labNavItem, mainNav } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { SiteHeader } from './site-header'

function Page() {
  const { pathname } = useLocation()
  return (
    <>
      <SiteHeader />
      <p data-testid="path">{pathname}</p>
      <section id="pricing">Pricing</section>
    </>
  )
}

function renderHeader(path = '/') {
  const Stub = createRoutesStub([
    { path: '/', Component: Page },
    { path: '/brokers', Component: Page },
    { path: '/guides', Component: Page },
    { path: '/guides/:id', Component: Page },
    { path: '/lab', Component: Page },
    { path: '/privacy', Component: Page },
  ])
  return render(<Stub initialEntries={[path]} />)
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  fireEvent.scroll(window)
}

afterEach(() => scrollWindowTo(0))

describe('SiteHeader scroll state', () => {
  it(`turns opaque only past ${timings.navOpaqueAfterPx} px, and back when scrolled up`, async () => {
    renderHeader()
    const header = await screen.findByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')

    scrollWindowTo(timings.navOpaqueAfterPx)
    expect(header).toHaveAttribute('data-scrolled', 'false')

    scrollWindowTo(timings.navOpaqueAfterPx + 1)
    expect(header).toHaveAttribute('data-scrolled', 'true')

    scrollWindowTo(10)
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  it('is already opaque when the page opens scrolled (a reload mid-page)', async () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true })
    renderHeader()
    expect(await screen.findByRole('banner')).toHaveAttribute('data-scrolled', 'true')
  })
})

describe('SiteHeader links', () => {
  it('lists the navigation items in order, with real hrefs', async () => {
    renderHeader()
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(headerNav.map((item) => item.label))
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      headerNav.map((item) => ('section' in item ? `/#${item.section}` : item.to)),
    )
  })

  it('keeps the required items in their order and adds the Strategy Lab after Guides', async () => {
    renderHeader()
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(labels.filter((label) => label !== labNavItem.label)).toEqual(mainNav.map((item) => item.label))
    expect(labels.slice(labels.indexOf('Guides'), labels.indexOf('Guides') + 2)).toEqual(['Guides', 'Strategy Lab'])
    expect(within(nav).getByRole('link', { name: 'Strategy Lab' })).toHaveAttribute('href', '/lab')
  })

  it('opens the app in a new tab from Sign In and Get Started', async () => {
    renderHeader()
    await screen.findByRole('banner')
    const appLinks = [
      ...screen.getAllByRole('link', { name: /^Sign In/, hidden: true }),
      ...screen.getAllByRole('link', { name: /^Get Started/, hidden: true }),
    ]
    expect(appLinks).toHaveLength(4) // bar and menu
    for (const link of appLinks) {
      expect(link).toHaveAttribute('href', site.appUrl)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    }
  })

  it('marks the current route in the bar', async () => {
    renderHeader('/brokers')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Brokers' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Guides' })).not.toHaveAttribute('aria-current')
  })

  // Which item each page marks, in the bar and in the menu alike: the item of the page itself
  // ("page"), the item a page belongs to ("true", Guides on a guide), never a section of home.
  it.each([
    ['/', 'Home', 'page'],
    ['/brokers', 'Brokers', 'page'],
    ['/guides', 'Guides', 'page'],
    ['/guides/getting-started', 'Guides', 'true'],
    ['/lab', 'Strategy Lab', 'page'],
    ['/privacy', undefined, undefined],
  ])('on %s marks %s, and only it', async (path, label, value) => {
    renderHeader(path)
    await screen.findByRole('banner')
    for (const name of ['Main', 'Main (menu)']) {
      const nav = screen.getByRole('navigation', { name, hidden: true })
      const marked = within(nav)
        .getAllByRole('link', { hidden: true })
        .filter((link) => link.hasAttribute('aria-current'))
      expect(
        marked.map((link) => [link.textContent, link.getAttribute('aria-current')]),
        name,
      ).toEqual(label ? [[label, value]] : [])
    }
    // The logo leads home but is not an item: it never claims the page.
    expect(screen.getByRole('link', { name: `${site.name}, home` })).not.toHaveAttribute('aria-current')
  })
})

describe('SiteHeader mobile menu', () => {
  async function openMenu() {
    const user = userEvent.setup()
    renderHeader()
    const button = await screen.findByRole('button', { name: 'Menu' })
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(menu).not.toBeNull()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toBeVisible()
    return { user, button, menu: menu as HTMLElement }
  }

  it('toggles with its button', async () => {
    const { user, button, menu } = await openMenu()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })

  it('offers every item, Check Compatibility, Sign In and Get Started', async () => {
    const { menu } = await openMenu()
    const nav = within(menu).getByRole('navigation')
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(headerNav.map((item) => item.label))
    expect(within(menu).getByRole('link', { name: 'Check Compatibility' })).toHaveAttribute('href', '/brokers')
    expect(within(menu).getByRole('link', { name: /^Sign In/ })).toHaveAttribute('href', site.appUrl)
    expect(within(menu).getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', site.appUrl)
  })

  it('closes when a route item is chosen, and the route changes', async () => {
    const { user, button, menu } = await openMenu()
    await user.click(within(menu).getByRole('link', { name: 'Guides' }))
    expect(screen.getByTestId('path')).toHaveTextContent('/guides')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })

  it('closes when a section item is chosen, and scrolls to that section', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    const { user, button, menu } = await openMenu()
    await user.click(within(menu).getByRole('link', { name: 'Pricing' }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'))
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button, menu } = await openMenu()
    within(menu).getByRole('link', { name: 'Features' }).focus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
    expect(button).toHaveFocus()
  })

  it('closes when the dimmed page behind it is clicked', async () => {
    const { button, menu } = await openMenu()
    const backdrop = document.querySelector('[aria-hidden="true"].fixed')
    expect(backdrop).not.toBeNull()
    act(() => fireEvent.click(backdrop as Element))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(menu).not.toBeVisible()
  })
})
