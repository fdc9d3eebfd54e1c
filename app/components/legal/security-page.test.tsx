import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keyHandling } from '~/content/security'

// docs/requirements.md#security-page: the page opens with what we do with a broker connection, in
// the company's words only; an answer it has not given says so, and claims nothing.

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const answers = {
  SITE_BROKER_KEY_STORAGE: 'Encrypted with AES-256 in a separate key store; never written to logs.',
  SITE_BROKER_KEY_ACCESS: 'Only the order service; no employee can read a key.',
  SITE_BROKER_KEY_DISCONNECT: 'The keys are deleted within one minute.',
  SITE_BROKER_KEY_REFUSED: 'Withdrawals and transfers: a key that has them is refused.',
  SITE_BROKER_KEY_REVOKE: 'Disconnect in Settings, or delete the key at your broker.',
}

/** The page as its route renders it (loader and component), with these SITE_* settings, in a fresh module graph. */
async function renderSecurity(env: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const [route, router] = await Promise.all([import('~/routes/security'), import('react-router')])
  const loaderData = route.loader()
  const Page = route.default as (props: { loaderData: typeof loaderData }) => React.ReactNode
  render(
    <router.MemoryRouter initialEntries={['/security']}>
      <Page loaderData={loaderData} />
    </router.MemoryRouter>,
  )
  await screen.findByRole('heading', { level: 1, name: 'Security' })
}

/** The table's rows as [question, answer] text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])
}

describe('the security page’s table on broker connections', () => {
  it('opens the page: the first section, a table named by its heading, one question a row', async () => {
    await renderSecurity()
    const headings = screen.getAllByRole('heading', { level: 2 })
    expect(headings[0]).toHaveTextContent(keyHandling.title)
    expect(headings[0]?.closest('section')).toHaveAttribute('id', 'key-handling')
    const table = screen.getByRole('table', { name: keyHandling.title })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([keyHandling.questionHeading, keyHandling.answerHeading])
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col')
    for (const header of within(table).getAllByRole('rowheader')) expect(header).toHaveAttribute('scope', 'row')
    expect(rowsOf(table).map(([question]) => question)).toEqual([
      'How your broker connection is stored',
      'Who can read it',
      'What happens when you disconnect',
      'Permissions we refuse, such as withdrawals',
      'How to revoke our access',
    ])
  })

  it('says every answer is to be confirmed before launch while none is set, muted, and claims nothing', async () => {
    await renderSecurity()
    const table = screen.getByRole('table', { name: keyHandling.title })
    for (const [question, answer] of rowsOf(table)) expect(answer, question ?? '').toBe('To be confirmed before launch')
    for (const marker of within(table).getAllByText('To be confirmed before launch')) {
      expect(marker).toHaveClass('pending-fact')
      expect(marker).not.toHaveAttribute('aria-hidden')
    }
    const section = table.closest('section') as HTMLElement
    expect(within(section).getByText(keyHandling.pendingNote)).toBeInTheDocument()
    expect(section.textContent).not.toMatch(/encrypt|AES|deleted|employee/i)
  })

  it('shows each answer the company gives, as given, and marks only the rest', async () => {
    const { SITE_BROKER_KEY_ACCESS: _unset, ...most } = answers
    await renderSecurity(most)
    const table = screen.getByRole('table', { name: keyHandling.title })
    expect(rowsOf(table).map(([, answer]) => answer)).toEqual([
      answers.SITE_BROKER_KEY_STORAGE,
      'To be confirmed before launch',
      answers.SITE_BROKER_KEY_DISCONNECT,
      answers.SITE_BROKER_KEY_REFUSED,
      answers.SITE_BROKER_KEY_REVOKE,
    ])
  })

  it('drops the note and every marker once all five answers are given', async () => {
    await renderSecurity(answers)
    const table = screen.getByRole('table', { name: keyHandling.title })
    expect(rowsOf(table).map(([, answer]) => answer)).toEqual(Object.values(answers))
    expect(screen.queryByText(/confirmed before launch/i)).toBeNull()
  })
})
