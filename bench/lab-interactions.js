// @ts-check
/**
 * What `npm run bench:lab-ui` (lab-ui.js) does on each fresh page, in order: the Lab's
 * interactions, the trader's own chain, and the home page's live card. Each is readied (not
 * measured), pressed, and its visible effect awaited.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { largeChain } from './large-chain.js'

/**
 * The interactions, in the order one run performs them on a fresh page with the default template.
 * `act` is the measured input; `ready` readies it (not measured); `done` waits for its visible effect.
 * `drawn`, when given, names the element that is the press's outcome (a CSS selector): how long
 * until it is on screen with words in it is measured too, as a row of its own (`drawnRow`), since
 * the press may answer first with a word or a mark of feedback ("Running…", the choice pressed).
 *
 * @typedef {import('@playwright/test').Page} Page
 * @typedef {{ name: string, ready?: (page: Page) => Promise<void>, act: (page: Page) => Promise<void>, done: (page: Page) => Promise<void>, drawn?: string }} Interaction
 * @type {Interaction[]}
 */
export const interactions = [
  {
    // What every visitor does first: the page as it loaded, nothing changed.
    name: 'First Run after load',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
    // The result's heading (result-section.tsx's resultHeadingId).
    drawn: '#lab-result',
  },
  {
    name: "Open a node's editor",
    ready: (page) => aimAt(editButton(page)),
    act: (page) => editButton(page).click(),
    done: (page) => editorOf(page).waitFor(),
  },
  {
    name: 'Apply a node editor',
    ready: async (page) => {
      await editorOf(page).getByRole('spinbutton', { name: 'Quantity' }).fill('3')
      await aimAt(editorOf(page).getByRole('button', { name: 'Apply' }))
    },
    act: (page) => editorOf(page).getByRole('button', { name: 'Apply' }).click(),
    done: (page) => editorOf(page).waitFor({ state: 'hidden' }),
  },
  {
    name: 'Undo',
    ready: (page) => aimAt(undoButton(page)),
    act: (page) => undoButton(page).click(),
    done: async () => {},
  },
  {
    name: 'Type in a scenario field',
    ready: async (page) => {
      // On a phone the figures only conditions read are behind their disclosure.
      const vix = page.getByRole('spinbutton', { name: 'VIX', exact: true })
      if (!(await vix.isVisible())) await page.getByText('More market figures').click()
      await vix.focus()
      await page.keyboard.press('End')
    },
    act: (page) => page.keyboard.press('5'),
    done: async () => {},
  },
  {
    name: 'Run',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
  {
    name: 'Replay',
    ready: (page) => aimAt(page.getByRole('button', { name: 'Replay sample session' })),
    act: (page) => page.getByRole('button', { name: 'Replay sample session' }).click(),
    done: (page) => page.getByRole('heading', { name: /^(Sample session replay|Replay)/ }).waitFor(),
  },
  {
    // The choice, then its Open button; in a build whose choice opened a template on each arrow
    // (measured with --baseline), the arrow itself.
    name: 'Switch templates',
    ready: async (page) => {
      const choice = page.getByRole('combobox', { name: 'Start from a template' })
      if (await openButton(page).count()) {
        await choice.selectOption({ index: 1 })
        await aimAt(openButton(page))
      } else await choice.focus()
    },
    act: async (page) =>
      (await openButton(page).count()) ? openButton(page).click() : page.keyboard.press('ArrowDown'),
    done: async () => {},
  },
  {
    name: 'Run after switching templates',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
]

/** The live card's status line, which says each outcome. */
const heroStatusSelector = '#home figure [role="status"]'
/**
 * The home page's live card, on a fresh load of /: its code loads on the first touch (focus), and
 * what is measured is the press after it has loaded (the card taking the markup over included),
 * then a second press.
 *
 * @type {Interaction[]}
 */
export const heroInteractions = [
  {
    name: 'Hero card: first press, its code loaded',
    ready: async (page) => {
      const loaded = page.waitForResponse((response) => /\/assets\/hero-live-[\w-]+\.js$/.test(response.url()))
      await inView(heroChoice(page, 'IV rank'))
      await heroChoice(page, 'IV rank').locator('input').first().focus()
      await loaded
      await aimAt(lastOption(page, 'IV rank'))
    },
    act: (page) => lastOption(page, 'IV rank').click(),
    done: (page) => heroStatus(page).filter({ hasText: /\S/ }).waitFor(),
    // The status line, empty until the visitor's first change: its words come with the rerun.
    drawn: heroStatusSelector,
  },
  {
    name: 'Hero card: another press',
    ready: (page) => aimAt(lastOption(page, 'Alert')),
    act: (page) => lastOption(page, 'Alert').click(),
    done: (page) => heroStatus(page).filter({ hasText: 'sell' }).waitFor(),
  },
]
/**
 * A trader's own chain on /lab, after the interactions above: a 20,000-row chain file read (what is
 * measured is the longest main-thread task while it is read: the parsing runs in a Web Worker, and
 * none of the page's own work may hold it), then a Run priced from it.
 *
 * @type {Interaction[]}
 */
export const chainInteractions = [
  {
    name: 'Longest task while a 20,000-row chain is read',
    ready: (page) => inView(page.getByRole('group', { name: 'Your option chain' })),
    act: (page) =>
      page.getByRole('group', { name: 'Your option chain' }).locator('input[type=file]').setInputFiles(largeChainFile),
    done: (page) => page.locator('[data-live="status"]', { hasText: 'Chain loaded' }).waitFor({ timeout: 60_000 }),
  },
  {
    name: 'Run with the chain loaded',
    ready: (page) => aimAt(runButton(page)),
    act: (page) => runButton(page).click(),
    done: upToDate,
  },
]
/**
 * The chain, as a file on disk: the browser reads a file chosen by its path as a visitor's; one
 * passed as bytes would be built in the page by Playwright's own script, on the main thread measured.
 */
const largeChainFile = join(mkdtempSync(join(tmpdir(), 'lab-ui-')), 'chain-20000.csv')
writeFileSync(largeChainFile, largeChain())
/** The first of these is measured by its long tasks, not by Event Timing: a file chosen is no interaction. */
export const longTaskInteractions = new Set([chainInteractions[0]?.name])
/** The row that times an interaction's `drawn` outcome. */
export const drawnRow = (/** @type {Interaction} */ interaction) => `${interaction.name}: its outcome on screen`

const heroChoice = (/** @type {Page} */ page, /** @type {string} */ legend) =>
  page.locator('#home [data-hero-controls]').getByRole('group', { name: legend })
/** The card's last choice in a group: what each press picks. */
const lastOption = (/** @type {Page} */ page, /** @type {string} */ legend) =>
  heroChoice(page, legend).locator('label').last()
const heroStatus = (/** @type {Page} */ page) => page.locator(heroStatusSelector)

/**
 * Scrolls a control into view before it is pressed, as the visitor does: Playwright's click would
 * otherwise scroll it in the same instant as the press, and the press would be charged with
 * drawing the part of the page the scroll brings in.
 */
async function inView(/** @type {import('@playwright/test').Locator} */ control) {
  await control.scrollIntoViewIfNeeded()
}
/**
 * Readies a control to be pressed as the visitor does: in view, and with a mouse (the desktop
 * width) the pointer resting on it. Playwright's click moves the pointer and presses in the same
 * instant, which no hand does: the press would be charged with the pointer's arrival (the hover's
 * style, layout and paint, and the leaving control's). On a touch screen nothing hovers: the tap
 * brings the pointer with it, and so does the click.
 */
async function aimAt(/** @type {import('@playwright/test').Locator} */ control) {
  await inView(control)
  if (!(await control.page().evaluate(() => matchMedia('(pointer: coarse)').matches))) await control.hover()
}
const runButton = (/** @type {Page} */ page) => page.locator('#lab-run')
/** A run's result is on the page: the Run bar says so. */
function upToDate(/** @type {Page} */ page) {
  return page.locator('#lab-run-status', { hasText: 'Up to date' }).waitFor()
}
const openButton = (/** @type {Page} */ page) => page.getByRole('button', { name: 'Open', exact: true })
const editButton = (/** @type {Page} */ page) => page.getByRole('button', { name: /^Edit Open/ }).first()
const undoButton = (/** @type {Page} */ page) =>
  page.getByRole('toolbar', { name: 'Strategy' }).getByRole('button', { name: /^Undo/ })

/**
 * The Open node's editor, open in place in the tree; or, in a build from before 2026-11-26 measured
 * with --baseline, the modal dialog the editors were then.
 */
function editorOf(/** @type {Page} */ page) {
  const name = 'Edit Open position'
  return page.getByRole('form', { name }).or(page.getByRole('dialog', { name }))
}
