import type { Page } from '@playwright/test'
import { labLinks } from '~/content/site/lab-links'
import { simulationNote } from '~/lab/engine/kinds'
import { sessionLabel } from '~/lab/engine/session'
import { defaultTemplate, templates } from '~/lab/engine/templates'
import { stages } from '~/lab/ui/stages'
import { accessibilityTree } from '../support/accessibility-tree'
import { expectEdgesAt3To1 } from '../support/boundaries'
import { contrastRatio } from '../support/colors'
import { bothWidths, expect, expectNoAxeViolations, gotoHydrated, holdRequests, test } from '../support/fixtures'

const workbench = (page: Page) => page.locator('#workbench')
/** The workbench's own chunk, which the page requests once it has hydrated. */
const workbenchChunk = /\/workbench-[\w-]+\.js$/

async function openLab(page: Page, path = '/lab') {
  await gotoHydrated(page, path)
  await expect(workbench(page)).toBeVisible()
}

/**
 * How tall the Lab may be on a phone (375 px), before a run and after one, measured to the top of
 * the Strategy Library: the library below it grows a card with each template, the workbench must
 * not. Measured at 5,014 and 7,451 px with twelve templates (the whole page was held to 8,800 and
 * 11,300 px while the library had six).
 */
const labPhoneHeight = { beforeRun: 5400, afterRun: 7900 }

const result = (page: Page) => page.getByRole('region', { name: /^(Dry-run result|Replay): / })

test.describe('Strategy Lab', () => {
  test.beforeEach(async ({ page }) => {
    // Nothing may leave the site: fail on any request to another host.
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname
      if (host !== '127.0.0.1' && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) {
        throw new Error(`request left the site: ${request.url()}`)
      }
    })
  })

  // One load stands in for several tests that only read the Lab as it loads, nothing edited or
  // scrolled: each old test is a step, by its title. On a phone, the two of them that ran there too.
  test(
    'as loaded, nothing edited: its chunk, its tree, its selects, fields and buttons',
    bothWidths,
    async ({ page, request }) => {
      const desktop = (page.viewportSize()?.width ?? 0) >= 1024
      // Watched from before the load: the scripts the page asks for, the page's own HTML, the chevron.
      const scripts: string[] = []
      page.on('request', (sent) => {
        if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
      })
      const html = desktop ? await (await request.get('/lab')).text() : ''
      const chevron = desktop
        ? page.waitForResponse((response) => /\/assets\/select-chevron-[\w-]+\.svg$/.test(response.url()))
        : undefined
      await openLab(page)
      await expect(workbench(page).getByRole('group', { name: 'Strategy tree' })).toBeVisible()

      // The workbench's panels were `content-visibility: auto`, which left a panel below the fold out
      // of Chromium's accessibility tree (ignored, "notRendered") until it was scrolled to: its
      // heading, its region and its fields were missing from a screen reader's lists.
      await test.step('on load, before any scrolling, every panel of the workbench is in the accessibility tree', async () => {
        // Nothing has scrolled: what follows is read from the page as it loaded.
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        const tree = await accessibilityTree(page)
        const find = (role: string, name: string) => tree.filter((node) => node.role === role && node.name === name)
        const wanted = [
          ['heading', 'Scenario'],
          ['region', 'Scenario'],
          // Chromium's own role for a date field.
          ['Date', 'Date'],
          ['button', 'Replay sample session'],
        ] as const
        for (const [role, name] of wanted) {
          const nodes = find(role, name)
          expect(nodes, `${role} "${name}" in the tree`).not.toHaveLength(0)
          expect(
            nodes.map((node) => node.ignoredReasons),
            `${role} "${name}" is not left out`,
          ).toEqual(nodes.map(() => []))
        }
        // Every heading the page draws, scrolled to or not, is one a screen reader can list. (The DOM's
        // checkVisibility() counts what is skipped by content-visibility: auto as visible, as it is.)
        const drawn = await page
          .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
          .evaluateAll(
            (headings) =>
              headings.filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"]'))
                .length,
          )
        expect(tree.filter((node) => node.role === 'heading' && !node.ignored)).toHaveLength(drawn)
      })

      if (desktop) {
        await test.step('loads its interactive code after the first paint, as its own chunk', async () => {
          const requested = scripts.find((path) => workbenchChunk.test(path))
          expect(requested).toBeDefined()
          // Not preloaded by the page itself: fetched once React has taken over.
          expect(html).not.toContain(requested ?? '---')
        })

        await test.step("every select is drawn as the site's field with our chevron, in place of the engine's control", async () => {
          expect((await chevron)?.status()).toBe(200)
          const selects = workbench(page).locator('select')
          expect(await selects.count()).toBeGreaterThan(0)
          for (const select of await selects.all()) {
            const style = await select.evaluate((element) => {
              const computed = getComputedStyle(element)
              return {
                appearance: computed.appearance,
                image: computed.backgroundImage,
                end: computed.paddingInlineEnd,
              }
            })
            expect(style.appearance).toBe('none')
            expect(style.image).toMatch(/\/assets\/select-chevron-[\w-]+\.svg/)
            // The chosen option's text stops short of the chevron.
            expect(Number.parseFloat(style.end)).toBeGreaterThanOrEqual(36)
          }
        })

        await test.step('an IF node says IF once, then what it tests', async () => {
          const ifRow = workbench(page).locator('[data-node]').first()
          // The tag, the words, the marks after a run: each part of the row's first line apart.
          const words = await ifRow.evaluate((row) =>
            [...(row.firstElementChild?.children ?? [])]
              .map((part) => part.textContent)
              .filter(Boolean)
              .join(' '),
          )
          expect(words).toBe('IF Minutes to the close between 90 and 360')
          expect(words).not.toMatch(/\bIF\b.*\bIF\b/)
        })

        await test.step('number fields have no spin buttons', async () => {
          const numbers = workbench(page).locator('input[type="number"]')
          expect(await numbers.count()).toBeGreaterThan(10)
          for (const field of await numbers.all()) await expect(field).toHaveCSS('appearance', 'textfield')
        })
      }

      await test.step('Edit and More actions are drawn as buttons: an edge of 3:1 or more and a target of 24 px or more', async () => {
        const actions = workbench(page).getByRole('button', { name: /^(Edit|More actions for) / })
        expect(await actions.count()).toBeGreaterThan(4)
        for (const action of await actions.all()) {
          const box = await action.boundingBox()
          expect(box?.width).toBeGreaterThanOrEqual(24)
          expect(box?.height).toBeGreaterThanOrEqual(24)
          const colours = await action.evaluate((button) => {
            const style = getComputedStyle(button)
            let around = button.parentElement
            while (around && getComputedStyle(around).backgroundColor === 'rgba(0, 0, 0, 0)')
              around = around.parentElement
            return {
              width: Number.parseFloat(style.borderTopWidth),
              edge: style.borderTopColor,
              fill: style.backgroundColor,
              around: around ? getComputedStyle(around).backgroundColor : '',
            }
          })
          expect(colours.width).toBeGreaterThanOrEqual(1)
          // Against the node it sits on, and against its own fill.
          expect(contrastRatio(colours.edge, colours.around)).toBeGreaterThanOrEqual(3)
          expect(contrastRatio(colours.edge, colours.fill)).toBeGreaterThanOrEqual(3)
        }
      })
    },
  )

  test(
    'draws the workbench a part per frame, the first screen first, so no one frame styles and lays out the whole of it',
    bothWidths,
    async ({ page }) => {
      // Elements added to the builder (the result's column, drawn ahead while hidden, aside), counted per
      // animation frame, and whether the frame's additions held the template choice and the toolbar.
      await page.addInitScript(() => {
        const frames: { added: number; firstScreen: boolean }[] = []
        Object.assign(window, { __frames: frames })
        let added = 0
        const inBuilder = (element: Element) =>
          element.closest('#workbench') !== null && element.closest('section[aria-labelledby="lab-result"]') === null
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes]))
            if (node instanceof Element) added += [node, ...node.querySelectorAll('*')].filter(inBuilder).length
        }).observe(document, { childList: true, subtree: true })
        const flush = () => {
          if (added > 0) {
            const firstScreen =
              document.querySelector('#workbench select') !== null &&
              document.querySelector('#workbench [role="toolbar"]') !== null
            frames.push({ added, firstScreen })
            added = 0
          }
          requestAnimationFrame(flush)
        }
        requestAnimationFrame(flush)
      })
      await openLab(page)
      const frames = await page.evaluate(
        () => (window as unknown as { __frames: { added: number; firstScreen: boolean }[] }).__frames,
      )
      const total = frames.reduce((sum, frame) => sum + frame.added, 0)
      expect(frames[0]?.firstScreen, 'the first frame holds the template choice and the toolbar').toBe(true)
      expect(frames.length).toBeGreaterThanOrEqual(Object.keys(stages).length + 1)
      // Drawn at once, the builder came in one frame of about 570 elements; now its largest part is the tree.
      expect(Math.max(...frames.map((frame) => frame.added))).toBeLessThan(total * 0.45)
    },
  )

  test(
    'until its code arrives, the page stands in the workbench’s shape: its panels where the workbench’s will be',
    bothWidths,
    async ({ page }) => {
      // The panels' boxes, as offsets from the top of the block the workbench fills, and their edges.
      const panelBoxes = (panelsOf: string) =>
        page.locator(panelsOf).evaluateAll((panels) =>
          panels
            .filter((panel) => panel.getClientRects().length > 0)
            .slice(0, 2)
            .map((panel) => {
              const box = panel.getBoundingClientRect()
              const top = (panel.closest('.noscript\\:hidden, #workbench') as Element).getBoundingClientRect().top
              return [Math.round(box.top - top), Math.round(box.left), Math.round(box.width)]
            }),
        )
      // The workbench's code held back: the stand-in, with the words a visitor reads meanwhile.
      const release = await holdRequests(page, workbenchChunk)
      await gotoHydrated(page, '/lab', { drawn: false })
      await expect(page.getByText('Loading the Lab…')).toBeVisible()
      const standIn = await panelBoxes('.noscript\\:hidden [data-panel]')
      release()
      await expect(workbench(page)).toBeVisible()
      // Side by side from lg; on a phone the second panel is a screen or more further down.
      const sideBySide = (page.viewportSize()?.width ?? 0) >= 1024
      expect(standIn).toHaveLength(sideBySide ? 2 : 1)
      const panels = (await panelBoxes('#workbench [data-panel]')).slice(0, standIn.length)
      for (const [index, box] of panels.entries()) {
        const [top, left, width] = standIn[index] ?? []
        expect(Math.abs((top ?? 0) - (box[0] ?? 0)), `panel ${index + 1}'s top`).toBeLessThanOrEqual(2)
        expect([left, width]).toEqual([box[1], box[2]])
      }
    },
  )

  /** One frame of the workbench: the page's, the screen's, the toolbar's and the workbench's widths. */
  type Frame = { page: number; screen: number; toolbar: number; workbench: number }
  test(
    'the workbench is drawn at the screen’s width from its first frame: nothing moves once it is there',
    bothWidths,
    async ({ page }) => {
      // Each frame from the one the workbench first shows in: the page's and the toolbar's widths.
      await page.addInitScript(() => {
        const frames: Frame[] = []
        Object.assign(window, { workbenchFrames: frames })
        const measure = () => {
          const workbench = document.getElementById('workbench')
          const toolbar = workbench?.querySelector('[role="toolbar"]')
          if (workbench && toolbar) {
            const width = (element: Element) => Math.round(element.getBoundingClientRect().width)
            const root = document.documentElement
            frames.push({
              page: root.scrollWidth,
              screen: root.clientWidth,
              toolbar: width(toolbar),
              workbench: width(workbench),
            })
          }
          if (frames.length < 5) requestAnimationFrame(measure)
        }
        requestAnimationFrame(measure)
      })
      await gotoHydrated(page, '/lab')
      await expect(workbench(page)).toBeVisible()
      const framesSeen = () => page.evaluate(() => (window as unknown as { workbenchFrames: Frame[] }).workbenchFrames)
      await expect.poll(async () => (await framesSeen()).length).toBe(5)
      const frames = await framesSeen()
      for (const frame of frames) {
        expect(frame.page, 'the page is no wider than the screen').toBeLessThanOrEqual(frame.screen)
        expect(frame.toolbar, 'the toolbar wraps within the workbench').toBeLessThanOrEqual(frame.workbench)
      }
      expect(new Set(frames.map((frame) => frame.toolbar)).size, 'the toolbar keeps its width').toBe(1)

      // The page uses the screen: on a phone /lab is at most so tall before Run and after it; from
      // lg the result sits beside the builder, in view while the builder scrolls, and no card
      // stands empty beside it.
      const phone = (page.viewportSize()?.width ?? 0) < 1024
      const pageHeight = () =>
        page.evaluate(() => {
          const library = document.getElementById('library-heading')?.closest('section')
          return library ? library.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY
        })
      if (phone)
        expect(await pageHeight(), 'the Lab above its library, before Run').toBeLessThanOrEqual(
          labPhoneHeight.beforeRun,
        )
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
      if (phone) {
        expect(await pageHeight(), 'the Lab above its library, after Run').toBeLessThanOrEqual(labPhoneHeight.afterRun)
        return
      }
      const builder = await page.getByRole('region', { name: /^Strategy: / }).boundingBox()
      const beside = await result(page).boundingBox()
      expect(beside && builder && beside.x > builder.x + builder.width, 'the result beside the builder').toBe(true)
      // Each card's room below its last line, less its own padding.
      const emptySpace = await workbench(page)
        .locator('.lab-panel')
        .evaluateAll((cards) =>
          cards.map((card) => {
            const last = card.lastElementChild?.getBoundingClientRect().bottom ?? 0
            const padding = Number.parseFloat(getComputedStyle(card).paddingBottom)
            return Math.round(card.getBoundingClientRect().bottom - padding - last)
          }),
        )
      for (const space of emptySpace) expect(space, 'empty space in a card').toBeLessThanOrEqual(200)
      // Halfway down the builder, the result is still in view.
      await page.getByRole('region', { name: 'Scenario' }).scrollIntoViewIfNeeded()
      await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeInViewport()
    },
  )

  test('while the workbench’s code loads, Run looks and is ready: a press then runs once the Lab is there', async ({
    page,
  }) => {
    const release = await holdRequests(page, workbenchChunk)
    await gotoHydrated(page, '/lab', { drawn: false })
    const run = page.getByRole('button', { name: 'Run dry run' })
    await expect(run).not.toHaveAttribute('aria-disabled')
    expect(await run.evaluate((button) => getComputedStyle(button).opacity)).toBe('1')
    await run.click()
    await expect(run).toHaveAccessibleDescription('Run waits for the Lab to load, then runs.')
    release()
    await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeVisible()
  })

  test('while the workbench’s code loads, Alt+R is queued as a press of Run', async ({ page }) => {
    const release = await holdRequests(page, workbenchChunk)
    await gotoHydrated(page, '/lab', { drawn: false })
    await expect(page.getByText('Loading the Lab…')).toBeVisible()
    await page.keyboard.press('Alt+KeyR')
    const run = page.getByRole('button', { name: 'Run dry run' })
    await expect(run).toBeFocused()
    await expect(run).toHaveAccessibleDescription('Run waits for the Lab to load, then runs.')
    release()
    await expect(result(page).getByRole('heading', { name: /^Dry-run result: / })).toBeFocused()
  })

  test(
    'template → edit by keyboard → run → order ticket, clean under axe at each step',
    bothWidths,
    async ({ page }) => {
      // The Lab as it opens is checked whole by a11y.spec.ts; each state here, in the workbench it changes.
      await openLab(page)

      // Open the iron condor from the library, by keyboard.
      const condor = templates.find((t) => t.id === 'iron-condor-45') ?? templates[0]
      await page.getByRole('link', { name: `Open in the Lab: ${condor.name}` }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: `Strategy: ${condor.strategy.name}` })).toBeVisible()

      // Edit the Open node's quantity by keyboard in its editor, open in place.
      await page.getByRole('button', { name: /^Edit Open iron condor/ }).focus()
      await page.keyboard.press('Enter')
      const editor = page.getByRole('form', { name: 'Edit Open position' })
      await expect(editor).toBeVisible()
      const quantity = editor.getByRole('spinbutton', { name: 'Quantity' })
      await quantity.fill('0')
      await expect(editor.getByText('Quantity must be a whole number from 1 to 100.')).toBeVisible()
      await expectNoAxeViolations(page, 'invalid input in the node editor', '#workbench')
      // The editor's fields, the invalid one among them, at 3:1 or more (WCAG 1.4.11).
      await expectEdgesAt3To1(page, 'node editor with an invalid field')
      await quantity.focus()
      await quantity.fill('3')
      await page.keyboard.press('Enter')
      await expect(editor).toBeHidden()
      await expect(page.getByRole('button', { name: /^Edit Open iron condor, 45 DTE, 0.16 delta, 3×/ })).toBeFocused()

      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toBeVisible()
      await expect(result(page).getByRole('table', { name: 'Order legs' }).getByRole('row')).toHaveCount(5)
      await expect(result(page)).toContainText('3 × iron condor (4 legs, 12 contracts)')
      await expect(result(page)).toContainText(simulationNote)
      // The math of this one position is shown (max profit, probability of profit, take-profit); a
      // result of trading (profit made, returns, win rate, equity) never is.
      await expect(result(page)).not.toContainText(/(?<!take-|max |of )profit|win rate|\breturns?\b|equity/i)
      await expect(page.locator('[data-node="n13"]')).toHaveAttribute('data-on-path', 'true')
      await expect(page.locator('[data-node="n14"]')).toHaveAttribute('data-on-path', 'false')
      await expect(page.locator('[data-node="n14"]')).toContainText('not taken')
      await expectNoAxeViolations(page, 'order ticket', '#workbench')

      // On the narrowest phone (320 px) the four legs fit their box: nothing scrolls sideways.
      if ((page.viewportSize()?.width ?? 0) >= 1024) return
      await page.setViewportSize({ width: 320, height: 640 })
      const fit = await result(page)
        .getByRole('table', { name: 'Order legs' })
        .evaluate((table) => {
          const box = table.parentElement as HTMLElement
          const root = document.documentElement
          return {
            table: Math.round(table.getBoundingClientRect().right),
            box: Math.round(box.getBoundingClientRect().right),
            boxScroll: box.scrollWidth - box.clientWidth,
            pageScroll: root.scrollWidth - root.clientWidth,
          }
        })
      expect(fit.table, 'the legs end inside their box').toBeLessThanOrEqual(fit.box)
      expect([fit.boxScroll, fit.pageScroll], 'no sideways scrolling').toEqual([0, 0])
    },
  )

  // One load for four runs that each change one field of the scenario: each field is put back
  // before the next step, so each run sees the template's scenario but for its own change.
  test('a run blocked, skipped, skipped by an early close, and on a closed market, each saying why', async ({
    page,
  }) => {
    await openLab(page)
    const market = page.getByRole('group', { name: 'Market (made-up)' })
    const date = market.getByLabel('Date')
    const time = market.getByLabel('Time (ET)')
    const realized = page.getByRole('group', { name: 'Account (made-up)' }).getByRole('spinbutton', {
      name: 'Realized P&L today ($)',
    })
    const [templateDate, templateTime, templateRealized] = [
      await date.inputValue(),
      await time.inputValue(),
      await realized.inputValue(),
    ]

    await test.step('a risk rule blocks the order and says which', async () => {
      await realized.fill('-900')
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page).getByRole('heading', { name: 'Blocked by a risk rule' })).toBeVisible()
      await expect(result(page)).toContainText('Daily loss cap')
      await expectNoAxeViolations(page, 'blocked', '#workbench')
    })
    await realized.fill(templateRealized)

    await test.step('a skipped run names the condition and its value, then the strategy’s note', async () => {
      await time.fill('15:20')
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page)).toContainText(
        'Skipped: Minutes to the close 40 min is not between 90 min and 360 min.',
      )
      await expect(result(page)).toContainText('The strategy’s note: Minutes to the close outside 90–360')
      await expect(page.locator('[data-node="n2"]')).toContainText(
        '40 min · needs between 90 min and 360 min · not met',
      )
      await expectNoAxeViolations(page, 'skipped', '#workbench')
    })
    await time.fill(templateTime)

    await test.step('on an early-close day the 0-DTE template stops counting from the 13:00 close, and says so', async () => {
      await date.fill('2026-11-27')
      await time.fill('12:45')
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page)).toContainText(
        'Skipped: Minutes to the close 15 min (to the 13:00 ET early close, Day after Thanksgiving) is not between 90 min and 360 min.',
      )
      await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toHaveCount(0)
    })
    await date.fill(templateDate)
    await time.fill(templateTime)

    await test.step('a date the market is closed gives a skip that says why, never an order', async () => {
      await date.fill('2026-11-26')
      await expect(
        page.getByText('Market closed: Thursday, November 26, 2026 is a market holiday: Thanksgiving Day.'),
      ).toBeVisible()
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page)).toContainText('The market is closed: Thursday, November 26, 2026 is a market holiday')
      await expect(result(page).getByRole('heading', { name: 'Order ticket' })).toHaveCount(0)
      await expectNoAxeViolations(page, 'market closed', '#workbench')
    })
  })

  test('replays a labelled synthetic session as a timeline of decisions', async ({ page }) => {
    await openLab(page)
    await page.getByRole('button', { name: 'Replay sample session' }).click()
    await expect(result(page).getByRole('heading', { name: /^Replay: / })).toBeFocused()
    await expect(result(page)).toContainText(sessionLabel)
    // One row per alert (the alert and its price); closes are items inside them, later days rows of their own.
    await expect(result(page).getByRole('listitem').filter({ hasText: / @ \d/ })).toHaveCount(16)
    await expect(
      result(page)
        .getByRole('listitem')
        .filter({ hasText: /Order: / })
        .first(),
    ).toBeVisible()
    await expectNoAxeViolations(page, 'replay', '#workbench')
  })

  test('a tampered link says so and opens the default template', async ({ page }) => {
    await openLab(page, '/lab#s=v1.abc.eyJuYW1lIjoieCJ9')
    await expect(page.getByRole('alert')).toContainText('This link is incomplete or was changed after it was made.')
    await expect(page.getByRole('heading', { name: `Strategy: ${defaultTemplate.strategy.name}` })).toBeVisible()
    await expectNoAxeViolations(page, 'link error', '#workbench')
  })

  test('a reload loses nothing', async ({ page }) => {
    await openLab(page)
    const name = page.getByRole('textbox', { name: 'Strategy name' })
    await name.fill('Kept across reloads')
    await name.press('Enter')
    await expect(page.getByRole('heading', { name: 'Strategy: Kept across reloads' })).toBeVisible()
    await page.waitForFunction(
      (key) => window.localStorage.getItem(key)?.includes('Kept across reloads'),
      'strategy-lab:v1',
    )
    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByRole('heading', { name: 'Strategy: Kept across reloads' })).toBeVisible()
  })

  // One visit from the hero: what the Lab says on arriving is read first (a run would move focus
  // and fill the polite region), then the dry run. Each old test a step.
  test('from the hero to the Lab: it says which template it opened, and its dry run writes the hero’s order', async ({
    page,
  }) => {
    const hero = templates.find((t) => t.id === labLinks.heroTemplate)
    if (!hero) throw new Error(`No template ${labLinks.heroTemplate}`)
    await gotoHydrated(page, '/')
    const picture =
      (await page.locator('figure').filter({ hasText: 'Open this strategy in the Lab' }).textContent()) ?? ''
    await page.getByRole('link', { name: 'Open this strategy in the Lab' }).click()

    await test.step('the hero’s Open this strategy in the Lab says which template it opened', async () => {
      await expect(page.getByRole('main').locator('h1')).toBeFocused()
      const words = `Opened template: ${hero.name}.`
      // On screen, beside the workbench, and read out by its polite region.
      await expect(page.locator('#workbench p').filter({ hasText: words })).toBeVisible()
      await expect(page.locator('[data-live="status"]')).toHaveText(words)
    })

    await test.step('the hero opens its own strategy in the Lab, whose dry run writes the order the hero shows', async () => {
      const order = /Buy (\d+) × (\d+)\/(\d+) call spread, (\d+) DTE, limit \$(\d+\.\d\d)/.exec(picture)
      expect(order, picture).not.toBeNull()
      const [, quantity, bought, sold, dte, limit] = order ?? []
      await expect(page.getByRole('heading', { name: `Strategy: ${hero.strategy.name}` })).toBeVisible()
      await page.getByRole('button', { name: 'Run dry run' }).click()
      await expect(result(page)).toContainText(`${quantity} × call debit spread`)
      await expect(result(page)).toContainText(`(${dte} DTE)`)
      await expect(result(page)).toContainText(`Limit $${limit} debit`)
      const strikes = result(page).getByRole('table', { name: 'Order legs' }).getByRole('row')
      await expect(strikes.nth(1)).toContainText(String(bought))
      await expect(strikes.nth(2)).toContainText(String(sold))
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('explains the Lab, lists the library and writes out an example tree', async ({ page }) => {
      await page.goto('/lab')
      await expect(page.getByRole('heading', { level: 1, name: 'Strategy Lab' })).toBeVisible()
      await expect(page.getByText('The interactive Lab needs JavaScript.')).toBeVisible()
      for (const template of templates) await expect(page.getByRole('heading', { name: template.name })).toBeVisible()
      await expect(page.getByText('Open vertical credit spread put, 0 DTE, 0.1 delta, 1×')).toBeVisible()
      await expect(page.getByText('Loading the Lab…')).toBeHidden()
    })
  })
})
