import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { evaluate, orderPost } from '../engine/evaluate'
import { defaultTemplate } from '../engine/templates'
import { PostPreview, postRuns } from './post-preview'

/** The post's figure, found by its caption (jsdom does not name a figure after its figcaption). */
const figure = (caption: string) => screen.getByText(caption).closest('figure') as HTMLElement

const order = (() => {
  const run = evaluate(defaultTemplate.strategy, defaultTemplate.scenario)
  if (run.outcome.kind !== 'order') throw new Error('The default template no longer runs to an order.')
  return run.outcome.ticket
})()

describe('postRuns', () => {
  it('reads the bold the posts use, and leaves an unpaired ** as typed', () => {
    expect(postRuns('**SPY · 1 ×** spread')).toEqual([
      { text: 'SPY · 1 ×', bold: true },
      { text: ' spread', bold: false },
    ])
    expect(postRuns('Limit 0.22 credit')).toEqual([{ text: 'Limit 0.22 credit', bold: false }])
    expect(postRuns('**a** b ** c')).toEqual([
      { text: 'a', bold: true },
      { text: ' b ** c', bold: false },
    ])
  })
})

describe('PostPreview', () => {
  it('shows the Discord post as Discord does: its first line bold, no ** in sight', () => {
    const text = orderPost(order, 'discord')
    render(<PostPreview channel="discord" text={text} />)
    const post = figure('Discord post')
    const [firstLine] = text.split('\n')
    const bold = post.querySelector('strong')
    expect(bold?.textContent).toBe(firstLine?.replaceAll('**', ''))
    const shown = [...post.querySelectorAll('p')].map((line) => line.textContent)
    expect(shown).toEqual(text.replaceAll('**', '').split('\n'))
    // The raw text, markup and all, is there to select; the shown post has none.
    expect(within(post).getByText('Raw text, as sent').closest('details')?.querySelector('pre')?.textContent).toBe(text)
  })

  it('shows the Telegram post as plain text, with nothing bold', () => {
    const text = orderPost(order, 'telegram')
    render(<PostPreview channel="telegram" text={text} />)
    const post = figure('Telegram post')
    expect(post.querySelector('strong')).toBeNull()
    expect([...post.querySelectorAll('p')].map((line) => line.textContent)).toEqual(text.split('\n'))
  })

  it('renders what a post says as text, never as markup', () => {
    render(<PostPreview channel="discord" text={'**<img src=x onerror="alert(1)">** <b>not bold</b>'} />)
    const post = figure('Discord post')
    expect(post.querySelector('img, b')).toBeNull()
    expect(post.querySelector('strong')?.textContent).toBe('<img src=x onerror="alert(1)">')
  })

  it('copies the raw text, as sent, with its button', async () => {
    const user = userEvent.setup()
    const text = orderPost(order, 'discord')
    render(<PostPreview channel="discord" text={text} />)
    await user.click(screen.getByRole('button', { name: 'Copy the Discord post’s text' }))
    await expect(navigator.clipboard.readText()).resolves.toBe(text)
    expect(screen.getByText('Copied')).toBeInTheDocument()
  })

  it('opens the raw text to select by hand where the browser refuses to copy', async () => {
    const user = userEvent.setup()
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')) },
    })
    render(<PostPreview channel="telegram" text="SPY" />)
    const details = screen.getByText('Raw text, as sent').closest('details')
    expect(details).not.toHaveAttribute('open')
    await user.click(screen.getByRole('button', { name: 'Copy the Telegram post’s text' }))
    expect(details).toHaveAttribute('open')
    expect(screen.getByText('Not allowed here: select the raw text')).toBeInTheDocument()
  })
})
