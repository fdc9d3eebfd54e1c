import { describe, expect, test } from 'vitest'
import type { GuideCard } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { contactSection } from '~/content/home'
import { sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { describeCondition } from '~/lab/describe'
import { templates } from '~/lab/engine/templates'
import { alphaOf } from '../support/colors'
import { standInsWithNotFound, unknownPath } from '../support/stand-ins'

/**
 * The smoke suite every engine the Chromium suite cannot see runs (firefox.test.ts, webkit.test.ts):
 * the same checks, each engine's test file supplying a page it drives.
 */

/** What the suite does with a page; each engine implements it with its own driver. */
export type SmokePage = {
  /**
   * Loads `path` from the site and resolves after its load event; console messages count from
   * here. With `scripts: false` the site's script files are refused, so the app never starts.
   */
  goto(path: string, options?: { scripts?: boolean }): Promise<void>
  /** Runs `fn` in the page (it must not use anything from outside but its arguments) and returns its result. */
  evaluate<Args extends (string | number)[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>
  /** Clicks the element `selector` finds, with the engine's own pointer input, as a user would. */
  click(selector: string): Promise<void>
  /** Clicks the button whose accessible name is `name`. */
  clickButton(name: string): Promise<void>
  /** Types `text` into the field `selector` finds, key by key. */
  type(selector: string, text: string): Promise<void>
  /**
   * Replaces the value of the field `selector` finds with `value`, by keyboard. A date or time is
   * given as its value (`2026-11-23`, `11:15`) and typed into the fields of the engine's own date
   * or time control, in the order and clock that control shows.
   */
  fill(selector: string, value: string): Promise<void>
  /**
   * Presses a key on the focused element with the engine's own keyboard input: a key name as
   * Playwright spells it (Tab, Enter, Escape), after any modifiers (`Shift+Tab`).
   */
  press(key: string): Promise<void>
  /** Console errors and warnings and uncaught errors since the last goto, as `level: text` lines. */
  problems(): Promise<string[]>
}

export type Engine = {
  name: string
  widths: readonly number[]
  /** A page of this width for the length of `use`. */
  withPage(width: number, use: (page: SmokePage) => Promise<void>): Promise<void>
}

/**
 * What the not-found page logs on purpose (docs/requirements.md#not-found-page-and-error-screen),
 * and what an engine may add for a document answered with 404 (WebKit does).
 */
const expectedOnNotFound = [
  /404 Error: User attempted to access non-existent route/,
  /^error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^)]+\/no\/such\/page\)$/,
]

/** Page state settles (fades, smooth scrolls, the app's start) well within this on a busy machine. */
const settles = { timeout: 15_000, interval: 50 }

// In-page checks: they run in the browser, so they use nothing but their arguments.
const hydrated = () => document.documentElement.dataset.hydrated === 'true'
/** Something on the page says it is still being drawn (the Lab's workbench draws a part per frame). */
const busy = () => document.querySelector('[aria-busy="true"]') !== null
const headerColor = () => getComputedStyle(document.querySelector('header') as HTMLElement).backgroundColor
const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' })
const scrolledY = () => window.scrollY
const shown = (selector: string) => {
  const element = document.querySelector(selector)
  return element instanceof HTMLElement && !element.closest('[hidden]') && element.getClientRects().length > 0
}
const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null
/** Which face of a guide card is live (not inert), whether it is still turning, and the page's video frames. */
const cardState = (id: string) => {
  const card = document.querySelector(`article[aria-labelledby="guide-${id}-title"]`)
  const live = (face: string) => {
    const element = card?.querySelector(`[data-face="${face}"]`)
    return element != null && element.closest('[inert]') === null
  }
  return {
    front: live('front'),
    back: live('back'),
    turning: (card?.getAnimations({ subtree: true }).length ?? 0) > 0,
    frames: document.querySelectorAll('iframe').length,
  }
}
const form = () => ({
  button: document.querySelector('form button[type="submit"]')?.textContent?.trim(),
  email: (document.querySelector('input[type="email"]') as HTMLInputElement).value,
})
/**
 * The section sits where its scroll margin and the page's top scroll padding put it, below the
 * header: the scroll reached it and stopped there.
 */
const sectionInPlace = (id: string) => {
  const section = document.getElementById(id)
  if (!section) return false
  const margin =
    (Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0) +
    (Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0)
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
  const top = section.getBoundingClientRect().top
  return Math.abs(top - margin) <= 2 && top >= header - 1
}

/** A selector for the control the label `text` names (the Lab's ids come from useId, so are looked up). */
const fieldLabelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((item) => item.textContent?.trim() === text)
  return label?.htmlFor ? `#${CSS.escape(label.htmlFor)}` : null
}
const fieldValue = (selector: string) => (document.querySelector(selector) as HTMLInputElement | null)?.value ?? null
/** A field's kind of control and its value. */
const controlOf = (selector: string) => {
  const input = document.querySelector(selector) as HTMLInputElement | null
  return input && { type: input.type, value: input.value }
}
const textOf = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null
/** The library link's target as a path (whether it names the template in the hash or the query). */
const linkTarget = (selector: string) => {
  const link = document.querySelector(selector)
  if (!(link instanceof HTMLAnchorElement)) return null
  const url = new URL(link.getAttribute('href') ?? '', window.location.href)
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
}

const menuButton = 'header button[aria-controls]'
const focusOn = (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.focus()
const isFocused = (selector: string) => document.activeElement === document.querySelector(selector)
const pageInert = () => (document.querySelector('main') as HTMLElement).inert
/** The focused element's words or label, if it is in the header; null if focus is anywhere else. */
const focusedInHeader = () => {
  const element = document.activeElement
  if (!element?.closest('header')) return null
  return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`
}
/** How many controls of the header Tab can reach: shown, not inert. */
const headerStops = () =>
  [...document.querySelectorAll<HTMLElement>('header a[href], header button')].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  ).length

/** The Lab's number fields: how many, and the appearance each is drawn with. */
const numberFields = () =>
  [...document.querySelectorAll<HTMLInputElement>('#workbench input[type="number"]')].map(
    (field) => getComputedStyle(field).appearance,
  )

/**
 * How the text of each accent-filled button or button-styled link is set: the properties that
 * decide its weight, and whether the brand face at that weight is ready.
 */
const accentButtonText = (accent: string) =>
  [...document.querySelectorAll('a, button')]
    .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).backgroundColor === accent)
    .map((element) => {
      const style = getComputedStyle(element)
      return {
        text: element.textContent?.trim(),
        family: style.fontFamily.split(',')[0]?.replaceAll('"', ''),
        weight: style.fontWeight,
        variations: style.fontVariationSettings,
        color: style.color,
        faceReady: document.fonts.check(`${style.fontWeight} ${style.fontSize} Inter`),
      }
    })

/**
 * The Lab's check: a template whose tree has a plain number condition on its path (the day's move),
 * edited to a value that keeps the path, so the run still ends in an order.
 */
const labTemplate = (() => {
  const template = templates.find((item) => item.id === 'trend-debit-spread')
  if (!template) throw new Error('The Strategy Library has no trend-debit-spread template.')
  return template
})()
const editedCondition = (() => {
  const root = labTemplate.strategy.root
  const group = root.kind === 'if' ? root.condition : undefined
  const condition =
    group?.kind === 'all'
      ? group.conditions.find((item) => item.kind === 'test' && item.fact === 'dayMovePercent')
      : undefined
  if (condition?.kind !== 'test') throw new Error('The trend template no longer tests the day’s move.')
  return condition
})()
const editedValue = 0.5
const result = 'section[aria-labelledby="lab-result"]'
/** The scenario's line on whether the market is open at its date and time. */
const marketStatus = 'div[role="status"] > p'
const menu = 'nav[aria-label="Main (menu)"]'

async function gotoHydrated(page: SmokePage, path: string) {
  await page.goto(path)
  await expect.poll(() => page.evaluate(hydrated), settles).toBe(true)
  await expect.poll(() => page.evaluate(busy), settles).toBe(false)
}

async function headerAlpha(page: SmokePage) {
  return alphaOf(await page.evaluate(headerColor))
}

async function scrollTo(page: SmokePage, y: number) {
  await page.evaluate(scrollToY, y)
  await expect.poll(() => page.evaluate(scrolledY), settles).toBe(y)
}

export function smokeSuite({ name, widths, withPage }: Engine) {
  describe.each(widths)(`${name} at %i px`, (width) => {
    const usesMenu = width < 1024

    test.each(standInsWithNotFound)('%s loads and hydrates with no console error or warning', (path) =>
      withPage(width, async (page) => {
        await gotoHydrated(page, path)
        await expect(page.evaluate(() => document.querySelector('h1')?.textContent?.trim())).resolves.toBeTruthy()
        const unexpected = (await page.problems()).filter(
          (text) => !(path === unknownPath && expectedOnNotFound.some((pattern) => pattern.test(text))),
        )
        expect(unexpected).toEqual([])
      }),
    )

    test(`the header is opaque past ${timings.navOpaqueAfterPx} px before the app starts, and after`, () =>
      withPage(width, async (page) => {
        await page.goto('/', { scripts: false })
        await scrollTo(page, 400)
        await expect.poll(() => headerAlpha(page), settles).toBeGreaterThan(0.9)
        expect(await page.evaluate(hydrated)).toBe(false)

        await gotoHydrated(page, '/')
        // At the top it turns (or stays) transparent once the app runs; the change is a 300 ms fade.
        await expect.poll(() => headerAlpha(page), settles).toBeLessThan(0.1)
        await scrollTo(page, 400)
        await expect.poll(() => page.evaluate(attribute, 'header', 'data-scrolled'), settles).toBe('true')
        await expect.poll(() => headerAlpha(page), settles).toBeGreaterThan(0.9)
        expect(await page.problems()).toEqual([])
      }))

    // From lg up the items sit in the bar and there is no menu (the navigation test below uses the bar).
    if (usesMenu) {
      test('the menu opens and closes with its button', () =>
        withPage(width, async (page) => {
          await gotoHydrated(page, '/')
          expect(await page.evaluate(shown, menu)).toBe(false)
          await page.clickButton('Menu')
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(true)
          expect(await page.evaluate(attribute, menuButton, 'aria-expanded')).toBe('true')
          await page.clickButton('Menu')
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(false)
          expect(await page.evaluate(attribute, menuButton, 'aria-expanded')).toBe('false')
          expect(await page.problems()).toEqual([])
        }))
    }

    // The menu is modal (docs/requirements.md#navigation-bar): Tab and Shift+Tab go round the
    // header and never reach the page behind, which is inert; Escape closes it, focus on the button.
    if (usesMenu) {
      test('the menu keeps keyboard focus in the header, both ways round, and Escape returns it to the button', () =>
        withPage(width, async (page) => {
          await gotoHydrated(page, '/')
          await page.evaluate(focusOn, menuButton)
          await page.press('Enter')
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(true)
          expect(await page.evaluate(pageInert)).toBe(true)
          // More presses than the header has stops, so each way goes round at least once.
          const presses = (await page.evaluate(headerStops)) + 2
          for (const key of ['Tab', 'Shift+Tab']) {
            const seen = new Set<string>()
            for (let press = 0; press < presses; press++) {
              await page.press(key)
              const where = await page.evaluate(focusedInHeader)
              expect(where, `${key} ${press + 1}`).not.toBeNull()
              seen.add(where ?? '')
            }
            expect(seen.size, `${key} met every stop`).toBe(presses - 2)
          }
          await page.press('Escape')
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(false)
          expect(await page.evaluate(isFocused, menuButton)).toBe(true)
          expect(await page.evaluate(pageInert)).toBe(false)
          expect(await page.problems()).toEqual([])
        }))
    }

    test('a guide card turns to its video and back', () =>
      withPage(width, async (page) => {
        const [guide] = guideCards(process.env) as [GuideCard]
        await gotoHydrated(page, '/guides')
        await page.clickButton(`Watch ${guide.title}`)
        // Back is clicked once the card has come to rest, as a visitor would: mid-turn, the card
        // edge-on is what a pointer meets.
        const back = { front: false, back: true, turning: false, frames: 1 }
        await expect.poll(() => page.evaluate(cardState, guide.slug), settles).toEqual(back)
        await page.clickButton(`Back to the ${guide.title} overview`)
        const front = { front: true, back: false, turning: false, frames: 0 }
        await expect.poll(() => page.evaluate(cardState, guide.slug), settles).toEqual(front)
        expect(await page.problems()).toEqual([])
      }))

    test(`the navigation reaches a home section: Pricing scrolls it into view, clear of the header${usesMenu ? ', and the menu closes' : ''}`, () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/')
        if (usesMenu) {
          await page.clickButton('Menu')
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(true)
          await page.click(`${menu} a[href="/#pricing"]`)
          await expect.poll(() => page.evaluate(shown, menu), settles).toBe(false)
        } else {
          await page.click('nav[aria-label="Main"] a[href="/#pricing"]')
        }
        await expect.poll(() => page.evaluate(() => window.location.hash), settles).toBe(`#${sectionIds.pricing}`)
        // Polled until the smooth scroll has brought the section to its place.
        await expect.poll(() => page.evaluate(sectionInPlace, sectionIds.pricing), settles).toBe(true)
        expect(await page.problems()).toEqual([])
      }))

    // Engines set the same text at different widths (WebKitGTK about 6 % wider): at a crowded width
    // the bar must still show the brand's whole name, not "Trade…".
    test('the header shows the brand’s whole name', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/brokers')
        const name = await page.evaluate(() => {
          const text = document.querySelector('header a[aria-label$=", home"] .truncate')
          return text ? { shown: text.clientWidth, needed: text.scrollWidth } : null
        })
        expect(name).not.toBeNull()
        expect(name?.needed).toBeLessThanOrEqual(name?.shown ?? 0)
      }))
  })

  // What does not change with the width (a form's logic, the Lab's controls and its run), once per
  // engine, at its widest.
  describe(`${name}, at any width`, () => {
    const width = Math.max(...widths)

    test('the early-access form confirms with Subscribed! and resets', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/')
        await page.type('input[type="email"]', 'trader@example.com')
        await page.clickButton(contactSection.submit)
        await expect.poll(() => page.evaluate(form), settles).toMatchObject({ button: contactSection.subscribed })
        // The reset comes timings.subscribedResetMs later; only its arrival is checked here, not its timing.
        await expect
          .poll(() => page.evaluate(form), { ...settles, timeout: timings.subscribedResetMs + settles.timeout })
          .toEqual({ button: contactSection.submit, email: '' })
        expect(await page.problems()).toEqual([])
      }))

    test('the Lab’s number fields are drawn without spin buttons', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/lab')
        await expect.poll(() => page.evaluate(shown, '#workbench'), settles).toBe(true)
        const fields = await page.evaluate(numberFields)
        expect(fields.length).toBeGreaterThan(10)
        // appearance: textfield is what takes the spin buttons away in Firefox; WebKit's go with
        // their own pseudo-elements (app/styles/app.css).
        expect(new Set(fields)).toEqual(new Set(['textfield']))
        expect(await page.problems()).toEqual([])
      }))

    // The text on the accent (green) buttons is set alike in every engine: the brand face, ready, at
    // semibold, with no variation override, in the dark accent ink. WebKitGTK still draws dark text
    // on a light fill thinner, and light text on a dark fill heavier, than Chromium and Firefox: its
    // Skia text rasterizer blends glyph edges without their gamma and contrast adjustment (measured
    // on the same page: ink coverage 0.19 on green against 0.22 in both others). No style sets that,
    // and none here compensates for it: no style reaches WebKitGTK alone, so it would thicken the
    // text in every other engine.
    test('the text on accent buttons is set alike: brand face, semibold, no variation override', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/lab')
        await expect.poll(() => page.evaluate(shown, '#workbench'), settles).toBe(true)
        const buttons = await page.evaluate(accentButtonText, 'rgb(53, 224, 161)')
        expect(buttons.map((button) => button.text)).toContain('Run dry run')
        for (const button of buttons) {
          expect(button).toEqual({
            text: button.text,
            family: 'Inter',
            weight: '600',
            variations: 'normal',
            color: 'rgb(4, 20, 13)',
            faceReady: true,
          })
        }
      }))

    test('the Strategy Lab opens a library template, edits a node, takes a date and time, and dry-runs it to a ticket', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/lab')
        await expect.poll(() => page.evaluate(shown, '#workbench'), settles).toBe(true)
        expect(await page.problems()).toEqual([])
        // A clock time that may be empty is a text field, which reads empty when it is: WebKitGTK
        // draws a time ("12:30") in an empty time control.
        const lastEntry = await page.evaluate(fieldLabelled, 'Last entry today (ET)')
        expect(await page.evaluate(controlOf, lastEntry ?? '')).toEqual({ type: 'text', value: '' })

        // Opened through the library's own link, wherever it puts the template's name.
        const target = await page.evaluate(linkTarget, `a[aria-label="Open in the Lab: ${labTemplate.name}"]`)
        expect(target).toMatch(new RegExp(`template=${labTemplate.id}`))
        // A page load like any other: the workbench is drawn a part per frame, the scenario's date and
        // time among the last, so nothing is read before it is whole.
        await gotoHydrated(page, target ?? '')
        await expect
          .poll(() => page.evaluate(textOf, '#lab-strategy'), settles)
          .toBe(`Strategy: ${labTemplate.strategy.name}`)
        await expect.poll(() => page.evaluate(shown, '#workbench'), settles).toBe(true)

        // The node's editor, open in place: a new value, applied, is what the tree then shows.
        await page.click(`[data-node-edit="${editedCondition.id}"]`)
        await expect.poll(() => page.evaluate(shown, 'form[data-editor]'), settles).toBe(true)
        // Its fields come a frame after its heading.
        await expect.poll(() => page.evaluate(fieldLabelled, 'Value'), settles).toBeTruthy()
        const value = await page.evaluate(fieldLabelled, 'Value')
        await page.fill(value ?? '', String(editedValue))
        await expect.poll(() => page.evaluate(fieldValue, value ?? ''), settles).toBe(String(editedValue))
        await page.clickButton('Apply')
        await expect.poll(() => page.evaluate(shown, 'form[data-editor]'), settles).toBe(false)
        await expect
          .poll(() => page.evaluate(textOf, `[data-node="${editedCondition.id}"]`), settles)
          .toContain(describeCondition({ ...editedCondition, value: editedValue }))

        // The date and time reach the Lab, not only the fields: the market status follows them.
        const date = await page.evaluate(fieldLabelled, 'Date')
        const time = await page.evaluate(fieldLabelled, 'Time (ET)')
        if (!date || !time) throw new Error('The scenario has no Date or no Time (ET) field.')
        const setMarket = async (day: string, clock: string) => {
          await page.fill(date, day)
          await page.fill(time, clock)
          await expect.poll(() => page.evaluate(fieldValue, date), settles).toBe(day)
          await expect.poll(() => page.evaluate(fieldValue, time), settles).toBe(clock)
        }
        await setMarket('2026-11-26', '08:00')
        await expect
          .poll(() => page.evaluate(textOf, marketStatus), settles)
          .toBe('Market closed: Thursday, November 26, 2026 is a market holiday: Thanksgiving Day.')
        await page.clickButton('Run dry run')
        await expect
          .poll(() => page.evaluate(textOf, result), settles)
          .toContain('Skipped: The market is closed: Thursday, November 26, 2026 is a market holiday')

        await setMarket('2026-11-23', '08:00')
        await expect
          .poll(() => page.evaluate(textOf, marketStatus), settles)
          .toBe('Market closed: 08:00 ET is before the 09:30 ET open.')
        await setMarket('2026-11-23', '11:15')
        await expect.poll(() => page.evaluate(textOf, marketStatus), settles).toMatch(/^Market open: /)
        // Any change leaves the last result marked out of date; the new run is on these inputs.
        await expect.poll(() => page.evaluate(textOf, result), settles).toContain('Out of date')
        await page.clickButton('Run dry run')
        await expect.poll(() => page.evaluate(textOf, `${result} h3`), settles).toBe('Order ticket')
        expect(await page.problems()).toEqual([])
      }))

    test('the Strategy Lab runs by keyboard: Enter on Run lands on a heading that states the outcome', () =>
      withPage(width, async (page) => {
        await gotoHydrated(page, '/lab')
        await expect.poll(() => page.evaluate(shown, '#workbench'), settles).toBe(true)
        // WebDriver's Enter key, pressed on the Run button.
        await page.type('#lab-run', '\uE007')
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                document.activeElement?.id === 'lab-result' ? document.activeElement.textContent : null,
              ),
            settles,
          )
          .toMatch(/^Dry-run result: order, /)
        expect(await page.problems()).toEqual([])
      }))
  })
}
