import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/config/site'
import { contactSection as copy, earlyAccessCopy } from '~/content/home'
import { timings } from '~/content/site/timings'
import { EarlyAccessForm } from './early-access-form'

const endpoint = 'https://lists.example.com/early-access'

function field() {
  return screen.getByLabelText(copy.emailLabel) as HTMLInputElement
}

function submitButton() {
  return screen.getByRole('button')
}

const preview = earlyAccessCopy(false)
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/**
 * The field's description without an endpoint: the preview line, its link to the channel (and the
 * link's "opens in a new tab", which jsdom joins to it without a space), then any error.
 */
const previewDescription = (error = '') =>
  new RegExp(
    `^${literal(preview.hint)} ${literal(preview.channel ?? '')}\\s?\\(opens in a new tab\\)${error ? ` ${literal(error)}` : ''}$`,
  )

/**
 * What the form shows under its button: each paragraph with visible text (not screen-reader-only,
 * not empty), as [text, classes].
 */
function linesUnderTheForm(form: HTMLElement) {
  const button = within(form).getByRole('button')
  return [...form.querySelectorAll('p')]
    .filter((line) => button.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING)
    .filter((line) => !line.classList.contains('sr-only') && !line.classList.contains('hidden'))
    .filter((line) => (line.textContent ?? '').trim() !== '')
    .map((line) => [line.textContent, line.className] as const)
}

/** A fetch whose answer the test releases when it wants to. */
function deferredFetch() {
  let answer: (response: Response) => void = () => {}
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, answer: (response: Response) => act(async () => answer(response)) }
}

let fetchSpy: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
  vi.stubGlobal('fetch', fetchSpy)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('EarlyAccessForm without an endpoint (the default)', () => {
  it('starts idle with a labeled, required e-mail field that has no name', () => {
    render(<EarlyAccessForm endpoint="" />)
    expect(field()).toHaveAttribute('type', 'email')
    expect(field()).toBeRequired()
    expect(field()).not.toHaveAttribute('name')
    expect(submitButton()).toHaveTextContent(copy.submit)
    expect(submitButton()).toBeEnabled()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('refuses an empty submit with a message tied to the field, and focuses the field', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint="" />)
    expect(field()).not.toHaveAttribute('aria-invalid')
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent(copy.submit)
    expect(submitButton()).not.toHaveAttribute('aria-disabled')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveAccessibleDescription(previewDescription(`Error: ${copy.emailMissing}`))
    expect(field()).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('refuses a malformed address by the browser’s own e-mail rule, without its popup', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint="" />)
    expect(field().form).toHaveAttribute('novalidate')
    await user.type(field(), 'abc')
    await user.click(submitButton())
    expect(field()).toBeInvalid()
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(field()).toHaveAccessibleDescription(previewDescription(`Error: ${copy.emailFormat}`))
    expect(field()).toHaveFocus()
    expect(submitButton()).toHaveTextContent(copy.submit)
  })

  it('clears the message once the address is right', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint="" />)
    await user.type(field(), 'abc{Enter}')
    expect(screen.getByText(copy.emailFormat)).toBeInTheDocument()
    await user.type(field(), '@example.com{Enter}')
    expect(screen.queryByText(copy.emailFormat)).toBeNull()
    expect(field()).not.toHaveAttribute('aria-invalid')
    expect(field()).toHaveAccessibleDescription(previewDescription())
    expect(submitButton()).toHaveTextContent('Subscribed!')
  })

  it('shows Subscribed! on a button marked unavailable that keeps focus, announces it, and sends nothing', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint="" />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent('Subscribed!')
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')
    expect(submitButton()).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('says in one muted line that it is a preview keeping no address, with the channel for launch news', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint="" />)
    const form = field().form as HTMLFormElement
    expect(field()).toHaveAccessibleDescription(previewDescription())
    const line = `${preview.hint} ${preview.channel} (opens in a new tab)`
    expect(linesUnderTheForm(form).map(([text]) => text?.replace(/\s+/g, ' '))).toEqual([line])
    expect(linesUnderTheForm(form)[0]?.[1]).toMatch(/\btext-muted\b/)
    const channel = within(form).getByRole('link', { name: /YouTube/ })
    expect(channel).toHaveAttribute('href', site.social.youtube)
    expect(channel).toHaveAttribute('target', '_blank')

    // Subscribed!, as the button must say, and still that one line: no second sentence to contradict it.
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    expect(submitButton()).toHaveTextContent('Subscribed!')
    expect(screen.getByRole('status')).toHaveTextContent(/^Subscribed!$/)
    expect(screen.getByRole('status')).toHaveClass('sr-only')
    expect(linesUnderTheForm(form).map(([text]) => text?.replace(/\s+/g, ' '))).toEqual([line])
    expect(form.textContent).not.toMatch(
      /nothing (was|is) sent|joining|joined|the list|we received|saved|stored your|thanks/i,
    )
  })

  it('submits nowhere before the app starts, and has a note for then with the support e-mail', () => {
    render(<EarlyAccessForm endpoint="" />)
    const form = field().form as HTMLFormElement
    // method="dialog" outside a dialog: the browser neither navigates nor clears the field.
    expect(form).toHaveAttribute('method', 'dialog')
    expect(form).not.toHaveAttribute('action')
    // The note for that time is prerendered only (tests/e2e/home.spec.ts shows it): here, in the
    // running app, its live region is empty.
    expect(form.querySelector('[data-before-start]')).toBeNull()
  })

  it('returns to idle with the field cleared after exactly the confirmation time, the confirmation kept', () => {
    vi.useFakeTimers()
    render(<EarlyAccessForm endpoint="" />)
    fireEvent.change(field(), { target: { value: 'trader@example.com' } })
    fireEvent.submit(field().form as HTMLFormElement)
    expect(submitButton()).toHaveTextContent('Subscribed!')

    act(() => vi.advanceTimersByTime(timings.subscribedResetMs - 1))
    expect(submitButton()).toHaveTextContent('Subscribed!')
    expect(field()).toHaveValue('trader@example.com')

    act(() => vi.advanceTimersByTime(1))
    expect(submitButton()).toHaveTextContent(copy.submit)
    expect(submitButton()).not.toHaveAttribute('aria-disabled')
    expect(field()).toHaveValue('')
    // Kept until the visitor acts: heard or not, it is still there to read.
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!')
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed!')

    fireEvent.change(field(), { target: { value: 't' } })
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('EarlyAccessForm with an endpoint', () => {
  it('names the field so the form also posts without JavaScript', () => {
    render(<EarlyAccessForm endpoint={endpoint} />)
    expect(field()).toHaveAttribute('name', 'email')
    const form = field().form as HTMLFormElement
    expect(form).toHaveAttribute('action', endpoint)
    expect(form).toHaveAttribute('method', 'post')
    // Before the app starts the browser posts the address there itself: no note to wait.
    expect(form.querySelector('[data-before-start]')).toBeNull()
  })

  it('says the address goes to the list, as it did before the preview line: no preview words, no channel link', async () => {
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    expect(field()).toHaveAccessibleDescription('Used only for early-access news. Never shared or sold.')
    expect(screen.queryByText(/preview/i)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    expect(await screen.findByRole('status')).toHaveTextContent('Subscribed! Thanks for joining the early-access list.')
    expect(screen.getByRole('status')).toHaveClass('text-accent')
    expect(screen.getByRole('status')).not.toHaveClass('sr-only')
  })

  it('POSTs the address as JSON and confirms on a 2xx answer', async () => {
    const { fetchMock, answer } = deferredFetch()
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'trader@example.com' }),
    })
    // No confirmation before the answer arrives.
    expect(submitButton()).not.toHaveTextContent('Subscribed!')

    await answer(new Response(null, { status: 200 }))
    expect(submitButton()).toHaveTextContent('Subscribed!')
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it('shows an error, keeps the address and re-enables the button when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.error)
    expect(field()).toHaveValue('trader@example.com')
    expect(field()).toHaveAttribute('aria-invalid', 'true')
    expect(submitButton()).toHaveTextContent(copy.submit)
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).not.toHaveAttribute('aria-disabled')
  })

  it('treats a non-2xx answer as a failure', async () => {
    const { answer } = deferredFetch()
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    await answer(new Response('nope', { status: 500 }))

    expect(screen.getByRole('alert')).toHaveTextContent(copy.error)
    expect(submitButton()).not.toHaveTextContent('Subscribed!')
    expect(field()).toHaveValue('trader@example.com')
  })

  it('can be retried after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    expect(await screen.findByText(new RegExp(copy.error))).toBeInTheDocument()

    await user.click(submitButton())
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(submitButton()).toHaveTextContent('Subscribed!')
    expect(screen.getByRole('alert')).toHaveTextContent('')
  })

  it('ignores further submits while a request is in flight', async () => {
    const { fetchMock, answer } = deferredFetch()
    const user = userEvent.setup()
    render(<EarlyAccessForm endpoint={endpoint} />)
    await user.type(field(), 'trader@example.com')
    await user.click(submitButton())
    await user.click(submitButton())
    await user.type(field(), '{Enter}')
    fireEvent.submit(field().form as HTMLFormElement)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(submitButton()).toHaveTextContent(copy.sending)

    await answer(new Response(null, { status: 200 }))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(submitButton()).toHaveTextContent('Subscribed!')
  })
})
