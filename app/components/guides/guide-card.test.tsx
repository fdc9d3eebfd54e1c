import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { embedUrl, type GuideCard as GuideCardData, guidePath } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { GuideCard } from './guide-card'

type ListedGuide = GuideCardData
// The cards as the /guides loader hands them over, from the guides' files.
const guides = guideCards({})
const singleGuide = guides.find((guide) => guide.videos.length === 1) as ListedGuide
const multiGuide = guides.find((guide) => guide.videos.length === 3) as ListedGuide

/** The card links to its guide page, so it renders inside a router. */
function card(guide: ListedGuide) {
  return (
    <MemoryRouter>
      <GuideCard guide={guide} />
    </MemoryRouter>
  )
}

function faces(container: HTMLElement) {
  const front = container.querySelector<HTMLElement>('[data-face="front"]')
  const back = container.querySelector<HTMLElement>('[data-face="back"]')
  if (!front || !back) throw new Error('card faces not found')
  return { front, back }
}

describe('GuideCard', () => {
  it('shows the front with its topics, and creates no video, until Watch is pressed', () => {
    const { container } = render(card(multiGuide))
    const { front, back } = faces(container)
    expect(within(front).getByRole('heading', { level: 2, name: multiGuide.title })).toBeInTheDocument()
    for (const topic of multiGuide.topics) expect(within(front).getByText(topic)).toBeInTheDocument()
    expect(front).not.toHaveAttribute('inert')
    expect(back).toHaveAttribute('inert')
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('links the front to the guide page', () => {
    const { container } = render(card(multiGuide))
    const link = within(faces(container).front).getByRole('link', { name: `Read the guide ${multiGuide.title}` })
    expect(link).toHaveAttribute('href', guidePath(multiGuide.slug))
  })

  it('plays a single-video card on flip, moves focus to the back, and returns it on Back', async () => {
    const user = userEvent.setup()
    const { container } = render(card(singleGuide))
    const { front, back } = faces(container)
    const watch = screen.getByRole('button', { name: `Watch ${singleGuide.title}` })

    await user.click(watch)
    expect(front).toHaveAttribute('inert')
    expect(back).not.toHaveAttribute('inert')
    expect(within(back).getByRole('heading', { level: 2 })).toHaveFocus()
    const frames = container.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const [video] = singleGuide.videos
    expect(frames[0]).toHaveAttribute('src', embedUrl(video?.videoId ?? ''))
    expect(frames[0]?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/)
    expect(frames[0]).toHaveAttribute('title', `${singleGuide.title} video`)
    expect(frames[0]).toHaveAttribute('loading', 'lazy')
    expect(frames[0]).toHaveAttribute(
      'allow',
      'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
    )
    expect(within(back).queryByRole('button', { pressed: false })).toBeNull()

    await user.click(within(back).getByRole('button', { name: /^Back/ }))
    expect(front).not.toHaveAttribute('inert')
    expect(back).toHaveAttribute('inert')
    expect(container.querySelector('iframe')).toBeNull()
    expect(watch).toHaveFocus()
  })

  it('offers one toggle per video: choose shows it, choosing it again hides it, Back clears it', async () => {
    const user = userEvent.setup()
    const { container } = render(card(multiGuide))
    const { back } = faces(container)
    await user.click(screen.getByRole('button', { name: `Watch ${multiGuide.title}` }))

    const toggles = multiGuide.videos.map((video) => within(back).getByRole('button', { name: video.label }))
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(container.querySelector('iframe')).toBeNull()

    const [first, second] = multiGuide.videos
    await user.click(toggles[0] as HTMLElement)
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'true')
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    expect(container.querySelector('iframe')).toHaveAttribute('src', embedUrl(first?.videoId ?? ''))
    expect(container.querySelector('iframe')).toHaveAttribute('title', `${multiGuide.title}: ${first?.label} video`)

    await user.click(toggles[1] as HTMLElement)
    expect(toggles[0]).toHaveAttribute('aria-pressed', 'false')
    expect(toggles[1]).toHaveAttribute('aria-pressed', 'true')
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    expect(container.querySelector('iframe')).toHaveAttribute('src', embedUrl(second?.videoId ?? ''))

    await user.click(toggles[1] as HTMLElement)
    expect(toggles[1]).toHaveAttribute('aria-pressed', 'false')
    expect(container.querySelector('iframe')).toBeNull()

    await user.click(toggles[2] as HTMLElement)
    expect(container.querySelectorAll('iframe')).toHaveLength(1)
    await user.click(within(back).getByRole('button', { name: /^Back/ }))
    expect(container.querySelector('iframe')).toBeNull()

    await user.click(screen.getByRole('button', { name: `Watch ${multiGuide.title}` }))
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('prerenders the front readable, the back inert, and the channel offered for browsers without JavaScript', () => {
    const html = renderToString(card(singleGuide))
    const prerendered = document.createElement('div')
    prerendered.innerHTML = html
    expect(prerendered.querySelector('iframe')).toBeNull()
    expect(prerendered.querySelector('[data-face="back"]')).toHaveAttribute('inert')
    expect(prerendered.querySelector('noscript')?.innerHTML).toContain(site.social.youtube)
    for (const topic of singleGuide.topics) expect(html).toContain(topic)
  })
})
