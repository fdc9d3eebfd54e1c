import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, expect, it, vi } from 'vitest'
import { contactSection as copy, earlyAccessConfirmCopy } from '~/content/home'
import { EarlyAccessForm } from './early-access-form'

// A build made with SITE_SMTP_URL (npm start e-mails a confirmation link): the build inlines this
// constant, so the test sets it as the build would.
vi.mock('~/config/early-access-confirms', () => ({ earlyAccessConfirms: true }))

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 200 }))),
  )
})

it('with the confirmation e-mail (npm start, SITE_SMTP_URL at build time), says so in the hint and tells the visitor to check the inbox', async () => {
  const user = userEvent.setup()
  render(<EarlyAccessForm endpoint="/api/early-access" />)
  const field = screen.getByLabelText(copy.emailLabel)
  expect(field).toHaveAccessibleDescription(/We e-mail you a link to confirm/)
  await user.type(field, 'trader@example.com')
  await user.click(screen.getByRole('button'))
  expect(await screen.findByRole('status')).toHaveTextContent(earlyAccessConfirmCopy().subscribedStatus)
  expect(screen.getByRole('status')).toHaveTextContent(/Check your inbox/)
  expect(screen.getByRole('button')).toHaveTextContent('Subscribed!')
})

it('sends to another host without the confirmation words: only npm start mails the link', () => {
  render(<EarlyAccessForm endpoint="https://lists.example.com/early-access" />)
  expect(screen.getByLabelText(copy.emailLabel)).not.toHaveAccessibleDescription(/link to confirm/)
})
