import { readFileSync } from 'node:fs'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { chainFileLimit } from '../engine/chain-types'
import { chainLeftOutWords, decodeWork } from '../engine/link-codec'
import { readRequest } from './address'
import { renderLabAt, setUpLabTests } from './at-lab.test-support'

setUpLabTests()

/**
 * "Use my option chain" in the workbench, as a visitor uses it: a file chosen, dropped, pasted,
 * refused, or overtaken by a later one; a run priced from it; the chain left out of the link. The
 * reading, the drop and the paste box are the alert log's too (file-intake.tsx). jsdom has no Worker: the chain is read in the
 * page here (read-files.ts) by the worker’s own replies (at-lab.test-support.tsx).
 */

// Tests run from the project's root.
const exampleChain = readFileSync('public/lab/example-chain.csv', 'utf8')

const at = renderLabAt

const status = () => document.querySelector('[data-live="status"]') as Element
const alertRegion = () => document.querySelector('[data-live="alert"]') as Element
const chainGroup = () => screen.getByRole('group', { name: 'Your option chain' })
const field = (name: string) =>
  within(screen.getByRole('group', { name: /^Market/ })).getByLabelText(name) as HTMLInputElement

async function shownResult(name: string | RegExp) {
  const region = await screen.findByRole('region', { name })
  await waitFor(() => expect(region.children.length).toBeGreaterThanOrEqual(3))
  return region
}

describe('your option chain', { timeout: 30_000 }, () => {
  it('loads a chosen file, takes its quote’s moment and price, and prices the run’s ticket from it', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    await user.upload(
      within(chainGroup()).getByLabelText('Use my option chain'),
      new File([exampleChain], 'spy-2026-11-23.csv', { type: 'text/csv' }),
    )
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Chain loaded: spy-2026-11-23.csv, 1,458 contracts, 9 expirations from 2026-11-23 to 2027-01-15. The scenario’s date and time are now the quote’s, 10:42 ET on 2026-11-23. The underlying price is now the file’s, $601.22.',
      ),
    )
    expect(field('Date').value).toBe('2026-11-23')
    expect(field('Time (ET)').value).toBe('10:42')
    expect(within(chainGroup()).getByText(/1,458 contracts/)).toHaveTextContent(
      'spy-2026-11-23.csv: 1,458 contracts, 9 expirations from 2026-11-23 to 2027-01-15 of SPY, quoted 10:42 ET on 2026-11-23.',
    )

    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: order/)
    expect(within(result).getByText(/^From your chain/)).toHaveTextContent(
      'From your chain, spy-2026-11-23.csv, quoted 10:42 ET on 2026-11-23.',
    )
    const legs = await within(result).findByRole('table', { name: 'Order legs' })
    expect(
      within(legs)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Side', 'Option', 'Strike', 'IV', 'Delta', 'Mid (bid × ask)'])
    // Each leg's mid with the quote it is halfway between: "6.815 (6.78 × 6.85)".
    for (const row of within(legs).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent(/\d\.\d{2,3} \(\d+\.\d\d × \d+\.\d\d\)$/)
    }
    expect(within(result).getByText('Natural price').nextElementSibling).toHaveTextContent(/^\$\d+\.\d\d credit$/)
  })

  it('refuses a broken file by its line and column and changes nothing', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    const date = field('Date').value
    const broken = 'Expiration,Strike,Type,Bid,Ask\n2026-12-07,580,put,1.40,1.46\n2026-12-07,585,put,abc,2.16\n'
    await user.upload(within(chainGroup()).getByLabelText('Use my option chain'), new File([broken], 'bad.csv'))
    const message = 'bad.csv was not loaded: Line 3, column “Bid”: “abc” is not a price.'
    await waitFor(() => expect(alertRegion()).toHaveTextContent(message))
    expect(within(chainGroup()).getByText(message)).toBeVisible()
    expect(field('Date').value).toBe(date)
    expect(within(chainGroup()).queryByRole('button', { name: /^Stop using/ })).toBeNull()
  })

  it('refuses a file over the limit by its size, before reading it', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    const large = new File(['x'], 'everything.csv')
    Object.defineProperty(large, 'size', { value: chainFileLimit + 1 })
    const read = vi.spyOn(large, 'text')
    await user.upload(within(chainGroup()).getByLabelText('Use my option chain'), large)
    await waitFor(() =>
      expect(alertRegion()).toHaveTextContent(
        'everything.csv was not loaded: everything.csv is 8.0 MB; the Lab reads chain files up to 8.0 MB.',
      ),
    )
    expect(read).not.toHaveBeenCalled()
  })

  it('reads a pasted chain, and goes back to the model’s prices once it is put away', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    await user.click(within(chainGroup()).getByText('Paste a chain instead'))
    const box = within(chainGroup()).getByLabelText('Chain as CSV text, header row included')
    await user.click(box)
    await user.paste(exampleChain)
    await user.click(within(chainGroup()).getByRole('button', { name: 'Read pasted chain' }))
    await waitFor(() => expect(status()).toHaveTextContent(/^Chain loaded: pasted chain, 1,458 contracts/))

    const stop = within(chainGroup()).getByRole('button', { name: 'Stop using pasted chain' })
    await user.click(stop)
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Chain removed: tickets are priced from the model again. pasted chain was not kept.',
      ),
    )
    // Focus goes to the file chooser, not lost with the button that went.
    expect(within(chainGroup()).getByLabelText('Use my option chain')).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: order/)
    expect(within(result).queryByText(/^From your chain/)).toBeNull()
    const legs = await within(result).findByRole('table', { name: 'Order legs' })
    expect(
      within(legs)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toContain('Mid (est.)')
  })

  it('reads a file dropped on the panel, and ignores a drag that carries no file', async () => {
    at('/lab?template=put-credit-spread-45')
    // The drop zone: the dashed box around the chooser.
    const zone = within(chainGroup()).getByLabelText('Use my option chain').closest('div.border-dashed') as HTMLElement
    fireEvent.dragOver(zone, { dataTransfer: { types: ['text/plain'], files: [] } })
    expect(zone).not.toHaveClass('border-accent')
    const file = new File([exampleChain], 'dropped.csv', { type: 'text/csv' })
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    expect(zone).toHaveClass('border-accent')
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files: [file] } })
    expect(zone).not.toHaveClass('border-accent')
    await waitFor(() => expect(status()).toHaveTextContent(/^Chain loaded: dropped\.csv, 1,458 contracts/))
  })

  it('says an empty paste box is empty, and reads nothing', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    await user.click(within(chainGroup()).getByText('Paste a chain instead'))
    await user.click(within(chainGroup()).getByRole('button', { name: 'Read pasted chain' }))
    await waitFor(() => expect(alertRegion()).toHaveTextContent('Paste a chain first: the box is empty.'))
    expect(status()).not.toHaveTextContent(/Reading/)
    expect(within(chainGroup()).queryByRole('button', { name: /^Stop using/ })).toBeNull()
  })

  it('takes the later of two files chosen one after the other, and says nothing of the earlier', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    const chooser = within(chainGroup()).getByLabelText('Use my option chain')
    const broken = 'Expiration,Strike,Type,Bid,Ask\n2026-12-07,585,put,abc,2.16\n'
    // Both chosen before either is read: the first one's answer comes first, and no longer counts.
    await Promise.all([
      user.upload(chooser, new File([broken], 'first.csv')),
      user.upload(chooser, new File([exampleChain], 'second.csv')),
    ])
    await waitFor(() => expect(status()).toHaveTextContent(/^Chain loaded: second\.csv/))
    expect(alertRegion()).not.toHaveTextContent('first.csv')
    expect(within(chainGroup()).queryByText(/first\.csv/)).toBeNull()
  })

  it('leaves the chain out of a copied link, which says one was used', async () => {
    const user = userEvent.setup()
    at('/lab?template=put-credit-spread-45')
    await user.upload(
      within(chainGroup()).getByLabelText('Use my option chain'),
      new File([exampleChain], 'spy-2026-11-23.csv'),
    )
    await waitFor(() => expect(status()).toHaveTextContent(/^Chain loaded/))
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Link copied. Anyone who opens it gets this strategy. Your chain, spy-2026-11-23.csv, is not in it: the link says one was used, nothing more.',
      ),
    )
    // Read back as a new tab would open it: the work, and the words that a chain was used, no more.
    const link = (await screen.findByRole('textbox', { name: 'Link to this strategy' })) as HTMLInputElement
    const request = readRequest(new URL(link.value))
    if (request?.kind !== 'link') throw new Error(`not a link: ${link.value}`)
    const opened = await decodeWork(request.code)
    if (!opened.ok) throw new Error(opened.message)
    expect(opened.warnings).toContain(chainLeftOutWords)
    expect(JSON.stringify(opened.value)).not.toMatch(/spy-2026-11-23|contracts|bid|ask/)
  })
})
