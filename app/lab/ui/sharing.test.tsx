import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { count, openOrder, scenario, sixtyNodes, withRoot } from '../engine/fixtures/sixty-nodes'
import { limits } from '../engine/kinds'
import { fileText } from '../engine/link-codec'
import type { Strategy } from '../engine/model'
import { all, numbered, open, skip, test, when } from '../engine/tree-builders'
import { renderLabAt, setUpLabTests } from './at-lab.test-support'
import { reducer } from './lab-state'
import { nearNodes } from './tree-size'
import { freshState } from './use-lab'

setUpLabTests()

const at = renderLabAt

const status = () => document.querySelector('[data-live="status"]') as Element

/** What Export hands the browser to download: its bytes and name, caught at URL.createObjectURL. */
function catchDownloads() {
  const files: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob)
    return 'blob:caught'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return files
}

const sixty = sixtyNodes()
const plainFile = () => new File([fileText({ strategy: sixty, scenario })], 'sixty.json', { type: 'application/json' })

// A limit on hangs: drawing a 60-node tree three times in jsdom takes 15-30 s on a busy 2-core machine.
describe('a strategy of 60 nodes, the most the editor allows', { timeout: 60_000 }, () => {
  it('opens from a file, exports and imports again, and shows its size against the limit', async () => {
    const user = userEvent.setup()
    const downloads = catchDownloads()
    at('/lab')
    await user.upload(await screen.findByLabelText('Import JSON'), plainFile())
    await screen.findByRole('heading', { name: `Strategy: ${sixty.name}` })
    // The meter's words are its description (HTML allows no aria-valuetext on a meter).
    expect(screen.getByRole('meter', { name: 'Tree size' })).toHaveAccessibleDescription(/^60 of 60 nodes: /)
    expect(screen.getByText('60 of 60 nodes: the tree is full; a link or file carries no more.')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Export JSON' }))
    await waitFor(() => expect(status()).toHaveTextContent('Exported sixty-node-strategy.json.gz.'))
    const exported = downloads[0] as Blob
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await screen.findByRole('heading', { name: /^Strategy: (?!Sixty)/ })
    await user.upload(screen.getByLabelText('Import JSON'), new File([exported], 'sixty-node-strategy.json.gz'))
    await waitFor(() => expect(status()).toHaveTextContent(`Imported ${sixty.name} with its scenario.`))
    expect(count(sixty)).toBe(limits.nodes)
  })

  it('opens from a copied link, showing no other strategy while it is read', async () => {
    const user = userEvent.setup()
    let copied = ''
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          copied = text
        },
      },
    })
    const first = at('/lab')
    await user.upload(await screen.findByLabelText('Import JSON'), plainFile())
    await screen.findByRole('heading', { name: `Strategy: ${sixty.name}` })
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(status()).toHaveTextContent('Link copied. Anyone who opens it gets this strategy.'))
    expect(screen.getByRole('textbox', { name: 'Link to this strategy' })).toHaveValue(copied)
    first.unmount()
    window.localStorage.clear()

    const { hash } = new URL(copied)
    // Every strategy heading the page ever shows while the link is read: only the link's.
    const headings: string[] = []
    const observer = new MutationObserver(() => {
      const heading = document.getElementById('lab-strategy')?.textContent
      if (heading && heading !== headings.at(-1)) headings.push(heading)
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    // React's use() waits for the link's reading (use-lab.ts); it retries the render inside an awaited act.
    await act(async () => {
      at(`/lab${hash}`)
    })
    await screen.findByRole('heading', { name: `Strategy: ${sixty.name}` })
    expect(screen.getByText(/^Opened the strategy and scenario from the link\./, { selector: 'p' })).toBeVisible()
    observer.disconnect()
    expect(headings).toEqual([`Strategy: ${sixty.name}`])
  })
})

describe('Copy link and Export never promise what cannot be opened', { timeout: 60_000 }, () => {
  it('makes no link for a tree over the limit, says why, and exports the file with a warning', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    catchDownloads()
    // The editor lets a tree grow past the limit (its problem is shown), as saved work can hold it.
    const over = structuredClone(sixty)
    const group = over.root.kind === 'if' && over.root.condition.kind === 'all' ? over.root.condition : null
    group?.conditions.push({ kind: 'test', id: 'n99', fact: 'vix', op: 'lt', value: 25 })
    expect(count(over)).toBe(limits.nodes + 1)
    window.localStorage.setItem('strategy-lab:v1', JSON.stringify({ strategy: over, scenario, templateId: '' }))
    at('/lab')
    await screen.findByRole('heading', { name: `Strategy: ${over.name}` })
    expect(
      screen.getByText(
        '61 of 60 nodes: remove 1 node before the strategy can run, be linked or be exported to open again.',
      ),
    ).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    const notice = await screen.findByText(/^No link was made: the Lab could not open it\./, { selector: 'p' })
    expect(within(notice.parentElement as HTMLElement).getByRole('list', { name: 'Problems' })).toHaveTextContent(
      /A tree can hold up to 60 nodes; this one has 61\./,
    )
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.queryByRole('textbox', { name: 'Link to this strategy' })).toBeNull()
    await waitFor(() => expect(document.querySelector('[data-live="alert"]')).toHaveTextContent(/No link was made/))

    await user.click(screen.getByRole('button', { name: 'Export JSON' }))
    await screen.findByText(/^Exported sixty-node-strategy\.json\.gz, but the Lab cannot import it as it is\./, {
      selector: 'p',
    })
  })
})

describe('the tree’s size', () => {
  /** A tree of `nodes` nodes: IF an AND of nodes − 4 tests THEN the order ELSE do nothing. */
  const sized = (nodes: number): Strategy =>
    withRoot(
      numbered(
        when(
          all(...Array.from({ length: nodes - 4 }, (_, i) => test('vix', 'lt', 20 + (i % 50)))),
          open(openOrder),
          skip('No trade.'),
        ),
      ),
    )
  const edit = (from: number, to: number) => {
    const before = sized(from)
    return reducer(freshState(before, scenario), {
      type: 'edit',
      strategy: sized(to),
      announcement: 'Added a condition.',
    }).announcement?.text
  }

  it('is said with the change that crosses four fifths of the limit, the limit, or back, and not otherwise', () => {
    expect(edit(nearNodes - 2, nearNodes - 1)).toBe('Added a condition.')
    expect(edit(nearNodes - 1, nearNodes)).toBe(
      `Added a condition. Tree size: ${nearNodes} of 60 nodes: ${60 - nearNodes} more fit in a strategy, its link and its file.`,
    )
    expect(edit(nearNodes, nearNodes + 1)).toBe('Added a condition.')
    expect(edit(59, 60)).toBe(
      'Added a condition. Tree size: 60 of 60 nodes: the tree is full; a link or file carries no more.',
    )
    expect(edit(60, 61)).toMatch(/^Added a condition\. Tree size: 61 of 60 nodes: remove 1 node/)
    expect(edit(nearNodes, nearNodes - 1)).toBe(
      `Added a condition. Tree size: ${nearNodes - 1} of 60 nodes, room to grow.`,
    )
  })
})
