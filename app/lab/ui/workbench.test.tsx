import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import * as describeModule from '../describe'
import * as evaluateModule from '../engine/evaluate'
import { decodeWork } from '../engine/link-codec'
import { pathShapes } from '../engine/paths'
import { replayScenario } from '../engine/replay'
import { defaultTemplate, type Template, templates } from '../engine/templates'
import { readRequest } from './address'
import { AtLab, setUpLabTests } from './at-lab.test-support'
import { replayHeadline } from './result-panel'
import { resultHeadingId } from './result-section'
import { storageKey, templateOf } from './use-lab'
import { Workbench } from './workbench'

setUpLabTests()

/** Swaps the first IF's branches through its More actions menu. */
async function swapFirstIf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^More actions for IF Minutes to the close/ }))
  await user.click(screen.getByRole('menuitem', { name: /^Swap branches of IF Minutes to the close/ }))
}

/**
 * The result's region, once its body (drawn a frame after its heading: result-section.tsx) is shown.
 * Waited for as long as any other find (tests/support/setup-unit.ts): a limit on hangs, as a dry
 * run in jsdom took over 5 s in a CI stage that shares both cores.
 */
async function shownResult(name: string | RegExp) {
  const region = await screen.findByRole('region', { name })
  // Its heading, its body and the trial link, none of them hidden.
  await waitFor(() => {
    expect(region.children.length).toBeGreaterThanOrEqual(3)
    expect(region.querySelector('[style*="display: none"]')).toBeNull()
  })
  return region
}

/**
 * The node editor just opened, once it is drawn whole: its heading comes with the press, its fields
 * in the next frame, when the first takes focus.
 */
async function drawnEditor(name: string | RegExp) {
  const editor = screen.getByRole('form', { name })
  await waitFor(() => expect(editor.querySelector('input, select')).toHaveFocus())
  return editor
}

const openNode = () =>
  screen.getAllByRole('button', { name: /^Edit Open vertical credit spread put/ })[0] as HTMLElement

describe('Workbench', () => {
  it('opens an editor in two frames: its heading with the press, its fields and their focus in the next', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    // The next frame comes when the test says so.
    const frames: FrameRequestCallback[] = []
    const nextFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame))
    await user.click(openNode())
    const editor = screen.getByRole('form', { name: 'Edit Open position' })
    expect(within(editor).getByRole('heading', { name: 'Edit Open position' })).toBeVisible()
    expect(within(editor).queryByRole('combobox')).toBeNull()
    expect(within(editor).queryByRole('button', { name: 'Apply' })).toBeNull()

    nextFrame.mockRestore()
    for (const frame of frames.splice(0)) frame(performance.now())
    expect(await within(editor).findByRole('combobox', { name: 'Structure' })).toHaveFocus()
    expect(within(editor).getByRole('button', { name: 'Apply' })).toBeVisible()
  })

  it('edits a node in its editor, open in place, one undo step per Apply, with redo', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(openNode())
    const editor = await drawnEditor('Edit Open position')
    const quantity = within(editor).getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '7')
    await user.click(within(editor).getByRole('button', { name: 'Apply' }))
    expect(screen.queryByRole('form', { name: 'Edit Open position' })).toBeNull()
    // The node's text keeps "0 DTE" on one line in a span of its own: read as the row's whole text.
    const edited = () => screen.queryAllByRole('button', { name: /^Edit Open .*, 0 DTE, 0.1 delta, 7×$/ })
    expect(edited()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(edited()).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Redo' }))
    expect(edited()).toHaveLength(1)
  })

  it('edits the Open node’s minimum credit, which the dry run then holds the order to', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(openNode())
    const editor = await drawnEditor('Edit Open position')
    const minimum = within(editor).getByRole('spinbutton', { name: 'Minimum credit (% of the width, 0 for none)' })
    expect(minimum).toHaveValue(3)
    await user.clear(minimum)
    await user.type(minimum, '40')
    await user.click(within(editor).getByRole('button', { name: 'Apply' }))
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: skipped: Minimum credit \$2\.00/)
    expect(result).toHaveTextContent(/Minimum credit \$2\.00: 40% of the \$5 width; the limit is \$0\.\d\d/)
  })

  it('says IF once on an IF node: its tag, then what it tests', () => {
    render(<Workbench />, { wrapper: AtLab })
    const tree = screen.getByRole('group', { name: 'Strategy tree' })
    const ifRows = [...tree.querySelectorAll('[data-node]')].filter((row) => row.textContent?.startsWith('IF'))
    expect(ifRows.length).toBeGreaterThan(0)
    for (const row of ifRows) {
      const words = [...(row.firstElementChild?.children ?? [])].map((part) => part.textContent)
      const text = words.join(' ')
      expect(text).toMatch(/^IF (Minutes to the close|Entries today|Price vs VWAP)/)
      expect(text).not.toMatch(/\bIF\b.*\bIF\b/)
    }
  })

  it('refuses an out-of-range value with a message beside the field; Apply, pressed, sends focus there and says why', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(openNode())
    const editor = await drawnEditor(/^Edit /)
    const quantity = within(editor).getByRole('spinbutton', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '0')
    expect(quantity).toHaveAttribute('aria-invalid', 'true')
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number from 1 to 100.')
    const apply = within(editor).getByRole('button', { name: 'Apply' })
    expect(apply).toBeEnabled()
    await user.click(apply)
    expect(quantity).toHaveFocus()
    const alert = document.querySelector('[data-live="alert"]')
    await waitFor(() =>
      expect(alert).toHaveTextContent('Not applied: one problem. Quantity must be a whole number from 1 to 100.'),
    )
    // Nothing changed: the editor is still open on the draft.
    expect(screen.getByRole('form', { name: 'Edit Open position' })).toBeVisible()
    expect(quantity).toHaveValue(0)
  })

  it('undoes and redoes by keyboard shortcut', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const firstBranch = () => screen.getAllByText(/^(THEN|ELSE)$/)[0]?.nextElementSibling?.textContent
    const before = firstBranch()
    await swapFirstIf(user)
    expect(firstBranch()).not.toBe(before)
    await user.click(document.body)
    await user.keyboard('{Control>}z{/Control}')
    expect(firstBranch()).toBe(before)
    await user.keyboard('{Meta>}{Shift>}z{/Shift}{/Meta}')
    expect(firstBranch()).not.toBe(before)
  })

  it('re-renders no node of the tree while the visitor types in a field', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const calls = vi.spyOn(describeModule, 'nodeWords')
    await user.type(screen.getByRole('textbox', { name: 'Strategy name' }), ' edited')
    expect(calls).not.toHaveBeenCalled()
    await user.tab()
    expect(
      screen.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name} edited` }),
    ).toBeInTheDocument()
    // The spy does see renders: committing the name re-renders the tree (its problems are rechecked).
    expect(calls).toHaveBeenCalled()
  })

  it('runs the default template to an order ticket with the simulation note', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult('Dry-run result: order, SPY 1 × put credit spread')
    // Focus comes once the body has painted (result-section.tsx).
    await waitFor(() => expect(result.querySelector('h2')).toHaveFocus())
    expect(within(result).getByRole('heading', { name: 'Order ticket' })).toBeInTheDocument()
    expect(within(result).getByText(/Simulation with made-up inputs/)).toBeInTheDocument()
    const legs = within(result).getByRole('table', { name: 'Order legs' })
    expect(within(legs).getAllByRole('row')).toHaveLength(3)
    expect(within(result).getByText('SPY · 1 × put credit spread (2 legs, 2 contracts)')).toBeInTheDocument()
    expect(within(result).getByRole('img', { name: /Payoff at expiration and today/ })).toBeInTheDocument()
  })

  it('closes on an alert that says sell with sentiment flat, and says why, as TradersPost reads it', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const message = screen.getByRole('textbox', { name: 'Alert message, as written in TradingView' })
    await user.clear(message)
    await user.click(message)
    await user.paste('{"ticker":"SPY","action":"sell","sentiment":"flat"}')
    const positions = screen.getByRole('spinbutton', { name: /^Open positions in this ticker/ })
    await user.clear(positions)
    await user.type(positions, '1{Enter}')
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: close/)
    expect(within(result).getByRole('heading', { name: 'Close 1 open position' })).toBeInTheDocument()
    expect(result).toHaveTextContent(
      'The alert says sell with sentiment flat, which TradersPost reads as an exit only (close, never open).',
    )
  })

  it('reads TradersPost’s signalPrice as the alert’s price, and its Price field edits it', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const message = screen.getByRole('textbox', { name: 'Alert message, as written in TradingView' })
    await user.clear(message)
    await user.click(message)
    await user.paste('{"ticker":"SPY","action":"buy","signalPrice":605.5}')
    const price = screen.getByRole('spinbutton', { name: /^Price/ })
    expect(price).toHaveValue(605.5)
    expect(screen.getByText(/^This run prices SPY at the alert’s price, \$605\.50/)).toBeInTheDocument()
    // Typed over, as a visitor selects the figure and types another.
    await user.type(price, '1', { initialSelectionStart: 0, initialSelectionEnd: 5 })
    expect(message).toHaveValue('{"ticker":"SPY","action":"buy","signalPrice": 1}')
  })

  it('names an entry against the alert’s sentiment on the ticket, and skips it once the trigger says so', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const message = screen.getByRole('textbox', { name: 'Alert message, as written in TradingView' })
    await user.clear(message)
    await user.click(message)
    await user.paste('{"ticker":"SPY","action":"sell","sentiment":"short","price":601.2}')
    const against =
      'Against the alert’s sentiment: it says sell with sentiment short, which TradersPost reads as “enter bearish”, but the tree opens a put credit spread, a bullish position.'
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    expect(await shownResult(/^Dry-run result: order/)).toHaveTextContent(against)
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^An entry against the alert’s sentiment/ }),
      'Skip the entry',
    )
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    expect(await shownResult(/^Dry-run result: skipped/)).toHaveTextContent(
      `${against} Not sent: this strategy skips an entry its alert’s sentiment contradicts.`,
    )
  })

  it('labels the standard listing grid beside the scenario’s strike interval, and a ticket uses the interval typed', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const interval = screen.getByRole('spinbutton', {
      name: 'Strike interval near the money ($, 0 for the Lab’s default)',
    })
    expect(interval).toHaveAccessibleDescription(/^The standard listing grid for SPY: \$1 strikes\./)
    await user.clear(interval)
    await user.type(interval, '2{Enter}')
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: order/)
    expect(result).toHaveTextContent('SPY: $2 strikes near the money, as the scenario says your chain lists them')
    expect(result).toHaveTextContent('Strikes $6 apart, not the $5 asked (+$1)')
  })

  it('refuses a covered call on XSP in the node’s editor, with the reason beside Structure', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const [ticker] = screen.getAllByRole('textbox', { name: 'Ticker' })
    if (!ticker) throw new Error('no ticker field')
    await user.clear(ticker)
    await user.type(ticker, 'XSP{Enter}')
    await user.click(openNode())
    const editor = await drawnEditor('Edit Open position')
    const structure = within(editor).getByRole('combobox', { name: 'Structure' })
    await user.selectOptions(structure, 'Covered call')
    expect(editor).toHaveTextContent(
      'No covered call on XSP: XSP options are European and cash-settled at the index’s closing value (PM-settled)',
    )
    // Apply is refused and sends focus to Structure, whose reason it reads.
    await user.click(within(editor).getByRole('button', { name: 'Apply' }))
    expect(structure).toHaveFocus()
    expect(structure).toHaveAttribute('aria-invalid', 'true')
    await user.selectOptions(structure, 'Vertical credit spread')
    expect(structure).not.toHaveAttribute('aria-invalid')
  })

  it('saves the work in this browser and restores it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { unmount } = render(<Workbench />, { wrapper: AtLab })
    await swapFirstIf(user)
    act(() => vi.advanceTimersByTime(300))
    expect(JSON.parse(window.localStorage.getItem(storageKey) ?? '{}').strategy.root.onTrue.kind).toBe('skip')
    unmount()
    render(<Workbench />, { wrapper: AtLab })
    expect(screen.getAllByText(/^(THEN|ELSE)$/)[0]?.nextElementSibling?.textContent).toMatch(/Do nothing/)
  })

  it('opens a template only when Open is pressed: choosing one changes nothing', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const choice = screen.getByRole('combobox', { name: 'Start from a template' })
    const other = templates.find((template) => template.id !== defaultTemplate.id) as Template
    const heading = (name: string) => screen.queryByRole('heading', { level: 2, name: `Strategy: ${name}` })
    await user.selectOptions(choice, other.id)
    await user.keyboard('{ArrowDown}')
    expect(heading(defaultTemplate.strategy.name)).toBeInTheDocument()
    await user.selectOptions(choice, other.id)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: `Strategy: ${other.strategy.name}` }),
    ).toBeInTheDocument()
  })

  /**
   * Presses outside act, so that React draws as in a browser: the press answers in its own frame and
   * the change it makes follows in a transition, still pending when `next` is pressed; then waits
   * for what `shown` finds.
   */
  async function pressThen<T>(press: () => void, next: () => HTMLElement, shown: () => Promise<T>) {
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
    try {
      press()
      await Promise.resolve()
      next().click()
      return await shown()
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  }
  const pressThenRun = (press: () => void) =>
    pressThen(
      press,
      () => screen.getByRole('button', { name: /^Run/ }),
      () => shownResult(/^Dry-run result: /),
    )
  /** A template other than the one the Lab opens with, whose orders read differently. */
  const condor = templateOf('iron-condor-45') as Template
  const openTemplate = (template: Template) => () => {
    const choice = screen.getByRole('combobox', { name: 'Start from a template' }) as HTMLSelectElement
    choice.value = template.id
    choice.dispatchEvent(new Event('change', { bubbles: true }))
    screen.getByRole('button', { name: 'Open' }).click()
  }

  it('runs the template just opened when Run is pressed before that template is drawn', async () => {
    render(<Workbench />, { wrapper: AtLab })
    const heading = () => screen.queryByRole('heading', { level: 2, name: `Strategy: ${condor.strategy.name}` })
    const region = await pressThenRun(() => {
      openTemplate(condor)()
      expect(heading()).toBeNull()
    })
    expect(region).toHaveTextContent(/iron condor \(4 legs/)
    expect(heading()).toBeInTheDocument()
  })

  it('copies the link of the template just opened when Copy link is pressed before that template is drawn', async () => {
    render(<Workbench />, { wrapper: AtLab })
    const field = await pressThen(
      openTemplate(condor),
      () => screen.getByRole('button', { name: 'Copy link' }),
      () => screen.findByRole('textbox', { name: 'Link to this strategy' }),
    )
    // Read back as a new tab would open it.
    const request = readRequest(new URL((field as HTMLInputElement).value))
    if (request?.kind !== 'link') throw new Error(`Not a Lab link: ${(field as HTMLInputElement).value}`)
    const carried = await decodeWork(request.code)
    if (!carried.ok) throw new Error(carried.message)
    expect(carried.value.strategy.name).toBe(condor.strategy.name)
  })

  it('runs the node as applied when Run is pressed before the change is drawn', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(openNode())
    const editor = await drawnEditor('Edit Open position')
    await user.clear(within(editor).getByRole('spinbutton', { name: 'Quantity' }))
    await user.type(within(editor).getByRole('spinbutton', { name: 'Quantity' }), '2')
    // The run ahead of the press, of the strategy before Apply, is drawn (hidden): what a first Run shows at once.
    await waitFor(() => expect(document.getElementById(resultHeadingId)).not.toBeNull())
    const region = await pressThenRun(() => within(editor).getByRole('button', { name: 'Apply' }).click())
    expect(region).toHaveTextContent('SPY · 2 × put credit spread')
    expect(region).not.toHaveTextContent('Out of date')
  })

  it('states a replay’s outcome in its heading, worked out from its rows, and sums up its timeline', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(screen.getByRole('button', { name: 'Replay sample session' }))
    const { strategy, scenario } = defaultTemplate
    const { path, timeline: rows } = replayScenario(strategy, scenario)
    const label = pathShapes[path.name].label
    const region = await shownResult(`Replay: “${label}” path, seed ${path.seed}: ${replayHeadline(rows)}`)
    await waitFor(() => expect(region.querySelector('h2')).toHaveFocus())
    expect(region.querySelector('h2')?.textContent).toMatch(/^Replay: “[^”]+” path, seed \d+: (no orders|\d+ orders?)/)
    expect(region.querySelector('ol')).toHaveAccessibleDescription(new RegExp(`^${rows.length} rows`))
  })

  it('replays on the path and seed the visitor chooses, named on the heading and the rows', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market path' }), 'Choppy')
    await user.type(screen.getByRole('spinbutton', { name: 'Path seed' }), '42')
    expect(screen.getByRole('combobox', { name: 'Market path' })).toHaveAccessibleDescription(
      /^Choppy: Swings up and down/,
    )
    await user.click(screen.getByRole('button', { name: 'Replay sample session' }))
    const region = await shownResult(/^Replay: “Choppy” path, seed 42: /)
    const rows = within(region.querySelector('ol') as HTMLElement).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent(/Choppy path/)
    expect(region).toHaveTextContent(/Market path “Choppy”, seed 42: Swings up and down/)
    expect(region).toHaveTextContent(/a take-profit is a resting limit order and fills at its limit price/)
  })

  it('names a seed it cannot use, and Replay waits for it', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.type(screen.getByRole('spinbutton', { name: 'Path seed' }), '1.5')
    await user.click(screen.getByRole('button', { name: 'Replay sample session' }))
    const seed = screen.getByRole('spinbutton', { name: 'Path seed' })
    expect(seed).toHaveAccessibleDescription(/Path seed must be a whole number from 0 to 4,294,967,295\./)
    await waitFor(() => expect(seed).toHaveFocus())
  })

  it('reads the Reset question with each of its answers', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(screen.getByRole('button', { name: 'Reset to template' }))
    const question = `Discard your changes and reopen “${defaultTemplate.name}”?`
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveAccessibleDescription(question)
    expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveAccessibleDescription(question)
  })

  it('writes each leg’s negative delta with a true minus sign, in tabular digits', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    const result = await shownResult(/^Dry-run result: order/)
    const legs = within(result).getByRole('table', { name: 'Order legs' })
    const deltas = within(legs)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4] as HTMLElement)
    // A put credit spread: both legs' deltas are negative.
    expect(deltas.map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Delta−0\.\d\d$/),
      expect.stringMatching(/^Delta−0\.\d\d$/),
    ])
    for (const cell of deltas) expect(cell).toHaveClass('tabular-nums')
    // No hyphen stands for a minus anywhere in the result (a date's hyphens follow a digit).
    expect(result.textContent).not.toMatch(/(^|[^\d])-\d/)
  })

  it('keeps the last entry’s time a text field that reads empty, and takes a 24-hour time', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    const time = screen.getByRole('textbox', { name: 'Last entry today (ET)' })
    expect(time).toHaveValue('')
    await user.type(time, '25:00')
    await user.tab()
    expect(time).toHaveAccessibleDescription(/Write a 24-hour time, as 10:45, or leave it empty\./)
    await user.clear(time)
    await user.type(time, '9:30')
    await user.tab()
    expect(time).not.toHaveAttribute('aria-invalid')
    // The account's closed summary lists it beside its name.
    const term = screen.getAllByRole('term').find((item) => item.textContent === 'Last entry today (ET)')
    expect(term?.nextElementSibling).toHaveTextContent(/^09:30$/)
  })
})

describe('the first Run', () => {
  it('shows the run worked out while the page was idle, drawn hidden until the press', async () => {
    const user = userEvent.setup()
    const evaluate = vi.spyOn(evaluateModule, 'evaluate')
    const ahead = vi.spyOn(evaluateModule, 'evaluateChecked')
    render(<Workbench />, { wrapper: AtLab })
    const hidden = await waitFor(() => {
      const heading = document.getElementById(resultHeadingId)
      expect(heading).not.toBeNull()
      return heading as HTMLElement
    })
    // Drawn, but neither seen nor heard before Run, and the engine has run once, ahead of the press.
    expect(hidden).not.toBeVisible()
    expect(screen.queryByRole('region', { name: /^Dry-run result/ })).toBeNull()
    expect(ahead).toHaveBeenCalledTimes(1)
    expect(evaluate).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    // The press paints its "Running…" first; the frame after shows the run already drawn.
    expect(screen.getByText('Running…')).toBeVisible()
    const result = await screen.findByRole('region', { name: /^Dry-run result: order, SPY 1 × put credit spread/ })
    expect(result).toBeVisible()
    expect(document.getElementById(resultHeadingId)).toBe(hidden)
    // Focus follows once the frame that shows the result has painted.
    await waitFor(() => expect(hidden).toHaveFocus())
    expect(ahead).toHaveBeenCalledTimes(1)
    expect(evaluate).not.toHaveBeenCalled()
    evaluate.mockRestore()
    ahead.mockRestore()
  })

  it('runs the strategy as it is when it changed after the run ahead', async () => {
    const user = userEvent.setup()
    render(<Workbench />, { wrapper: AtLab })
    await waitFor(() => expect(document.getElementById(resultHeadingId)).not.toBeNull())
    await user.click(openNode())
    const editor = await drawnEditor('Edit Open position')
    const minimum = within(editor).getByRole('spinbutton', { name: 'Minimum credit (% of the width, 0 for none)' })
    await user.clear(minimum)
    await user.type(minimum, '40')
    await user.click(within(editor).getByRole('button', { name: 'Apply' }))
    await user.click(screen.getByRole('button', { name: 'Run dry run' }))
    expect(await shownResult(/^Dry-run result: skipped: Minimum credit/)).toBeVisible()
  })
})

describe('saved work the Lab cannot open', () => {
  it('is kept aside, named to the visitor, and survives the next autosave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const unreadable = JSON.stringify({ strategy: { name: 'My wheel', version: 99 }, scenario: {} })
    window.localStorage.setItem(storageKey, unreadable)
    render(<Workbench />, { wrapper: AtLab })
    expect(screen.getByText(/^Your saved strategy “My wheel” could not be opened: /)).toBeInTheDocument()
    expect(
      screen.getByText(/It is kept aside in this browser, unchanged; the default template is open instead\./),
    ).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(300))
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? '{}')
    expect(stored.strategy.name).toBe(defaultTemplate.strategy.name)
    expect(stored.keptAside).toBe(unreadable)
  })

  it('is kept aside when it is not even JSON', () => {
    window.localStorage.setItem(storageKey, '{"strategy": ')
    render(<Workbench />, { wrapper: AtLab })
    expect(screen.getByText(/^The work saved in this browser could not be opened: /)).toBeInTheDocument()
  })
})
