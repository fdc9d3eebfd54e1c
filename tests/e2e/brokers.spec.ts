import type { Page } from '@playwright/test'
import {
  brokerColumns,
  brokerConnection,
  brokerFinder,
  brokerKeyHandlingLink,
  brokers,
  columnsEmptyForEvery,
  comingForEveryBroker,
  comingSoonLabel,
  emptyCellMark,
  findBrokers,
  optionsSupportLabels,
} from '~/content/brokers'
import { affiliateCards, brokersPageLabels, chartingIntegration, partners } from '~/content/partners'
import { sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { affiliateContractNote, affiliateProgram } from '~/content/terms'
import { at, bothWidths, expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'
import { expectNoHorizontalOverflow } from '../support/layout'
import { expectNavItemMarked, navMarkTitle } from '../support/nav-marks'
import { backToTop } from '../support/shell'
import { site } from '../support/site'

// The build reads SITE_* from the environment; read the same values here.
const pendingColor = 'rgb(245, 185, 66)' // --color-pending

function table(page: Page) {
  return page.getByRole('table', { name: 'Broker compatibility by asset class' })
}

/** A column header's accessible text starts with its label (the coming-soon ones add a note). */
function startsWith(label: string) {
  return new RegExp(`^${label}`)
}

const cellsInViewTitle =
  'every broker shows its cells that hold something in view, under their column names; nothing scrolls sideways'

/** The table at this width, from the top of the page: each card's cells in view, nothing past the edge. */
async function expectCellsInView(page: Page) {
  await expectNoHorizontalOverflow(page)
  const grid = table(page)
  // The same table for assistive technology at every width, however CSS lays it out.
  await expect(grid.getByRole('columnheader')).toHaveText(brokerColumns.map((column) => column.label).map(startsWith))
  const rows = grid.getByRole('row').filter({ has: page.getByRole('rowheader') })
  await expect(rows).toHaveCount(brokers.length)
  const viewport = page.viewportSize()?.width ?? 0
  const isNarrow = viewport < 768
  // On a phone a column no broker has anything in stays in the table, out of the cards.
  const outOfCards = new Set<string>(isNarrow ? columnsEmptyForEvery(brokers).map((column) => column.label) : [])
  // The table fits its frame: no column is cut off or reached by scrolling.
  const { scrollWidth, clientWidth } = await grid.evaluate((el) => ({
    scrollWidth: (el.parentElement as HTMLElement).scrollWidth,
    clientWidth: (el.parentElement as HTMLElement).clientWidth,
  }))
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth)

  for (const [index, broker] of brokers.entries()) {
    const row = rows.nth(index)
    await expect(row.getByRole('rowheader')).toContainText(broker.name)
    const cells = row.getByRole('cell')
    await expect(cells).toHaveCount(brokerColumns.length - 1)
    await row.scrollIntoViewIfNeeded()
    const boxes = await row.locator('th, td').evaluateAll((elements) =>
      elements.map((el) => {
        const rect = el.getBoundingClientRect()
        return {
          label: el.getAttribute('data-label') ?? '',
          left: rect.left,
          right: rect.right,
          width: rect.width,
          top: Math.round(rect.top),
          bottom: Math.round(rect.bottom),
          clipped: el.scrollWidth > el.clientWidth,
        }
      }),
    )
    const shown = boxes.filter((box) => !outOfCards.has(box.label))
    for (const [cell, box] of shown.entries()) {
      expect(box.left, `${broker.name}, cell ${cell + 1}`).toBeGreaterThanOrEqual(0)
      expect(box.right, `${broker.name}, cell ${cell + 1}`).toBeLessThanOrEqual(viewport)
      expect(box.clipped, `${broker.name}, cell ${cell + 1} cuts its content`).toBe(false)
    }
    // Left out of view, as the screen-reader-only text is: a clipped box of a pixel at most.
    for (const box of boxes.filter((box) => outOfCards.has(box.label))) {
      expect(box.width, `${broker.name}, ${box.label}`).toBeLessThanOrEqual(1)
    }
    // On a desktop a row is a row; on a phone the name and the options status sit side by side,
    // above any futures, crypto or bonus cell that holds something.
    const [name, options, ...rest] = shown
    if (!name || !options) throw new Error(`${broker.name}: no cells`)
    if (isNarrow) {
      expect(options.left, broker.name).toBeGreaterThanOrEqual(name.right)
      for (const box of rest) expect(box.top, broker.name).toBeGreaterThanOrEqual(Math.max(name.bottom, options.bottom))
    } else {
      expect(new Set(boxes.map((box) => box.top)).size, broker.name).toBe(1)
    }
  }

  // On a phone the header row is not drawn, so each cell in a card names its column (CSS
  // content, hidden from assistive technology, which has the header) and an empty one says what
  // it stands for; a cell out of the cards draws neither.
  const drawn = await rows
    .first()
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells.map((cell) => ({
        label: getComputedStyle(cell, '::before').content,
        empty: getComputedStyle(cell, '::after').content,
      })),
    )
  const headerRow = grid.getByRole('row').first()
  if (isNarrow) {
    const header = await headerRow.evaluate((el) => {
      const group = (el.parentElement as HTMLElement).getBoundingClientRect()
      return { width: group.width, height: group.height }
    })
    expect(header.width * header.height, 'the header row draws nothing').toBeLessThanOrEqual(1)
    expect(drawn).toEqual(
      brokerColumns.slice(1).map((column, index) =>
        outOfCards.has(column.label)
          ? { label: 'none', empty: 'none' }
          : {
              label: `"${column.label}" / ""`,
              empty: index === 0 ? 'none' : `"${emptyCellMark(column)}" / ""`,
            },
      ),
    )
  } else {
    await expect(headerRow).toBeVisible()
    for (const header of await grid.getByRole('columnheader').all()) await expect(header).toBeInViewport()
    for (const cell of drawn) expect(cell).toEqual({ label: 'none', empty: 'none' })
  }
}

const keyHandlingTitle = 'links to what the security page does with a broker connection'

async function expectKeyHandlingLink(page: Page) {
  const link = page.getByRole('main').getByRole('link', { name: brokerKeyHandlingLink.label })
  await expect(link).toHaveAttribute('href', '/security#key-handling')
  await expect(link).toBeVisible()
}

const search = (page: Page) => page.getByRole('searchbox', { name: brokerFinder.searchLabel })
const rowHeaders = (page: Page) => table(page).locator('tbody th')

/**
 * Hydration moves nothing that matters: the layout shifts recorded since navigation (buffered),
 * up to the frame after this call, so that a shift the last hydrated render causes is drawn and
 * counted. Entries not yet handed to the callback are taken with takeRecords.
 */
async function expectNoLayoutShift(page: Page) {
  const shifts = await page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const seen: PerformanceEntry[] = []
        const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()))
        observer.observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            seen.push(...observer.takeRecords())
            observer.disconnect()
            resolve(
              seen.map((entry) => {
                const shift = entry as unknown as { value: number; sources: { node?: Node }[] }
                return { value: shift.value, sources: shift.sources.map((source) => source.node?.nodeName ?? '?') }
              }),
            )
          }),
        )
      }),
  )
  // Inserting the finder on hydration would shift the table by about 0.1; a busy machine can
  // still record a sub-pixel nudge, so the bar is a tenth of Lighthouse's 0.1 "good" mark.
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  expect(total, JSON.stringify(shifts)).toBeLessThan(0.01)
}

test.describe('/brokers', () => {
  // The checks of the page as it loads share one load per width, each a step named as the test it
  // was. Steps that only read come first; the skip link takes the first Tab; the broker link and
  // Get Started Today, which leave focus or the page, come last. axe checks the page as it loads
  // in a11y.spec.ts, the finder's states further down.
  test('/brokers as it loads, at desktop', at('desktop'), async ({ page, context }) => {
    const [firstBroker] = brokers
    // The broker site the broker link step opens: routed before the load, as its test did.
    await context.route(`${firstBroker.website}/**`, (route) => route.fulfill({ status: 200, body: 'broker site' }))
    await gotoHydrated(page, '/brokers')

    await test.step('finder › is in place from the first paint: hydration moves nothing that matters', async () => {
      await expect(search(page)).toBeEnabled()
      await expectNoLayoutShift(page)
    })

    await test.step('skip link › is out of sight until focused, then the first Tab stop, visible, and moves focus to the main content', async () => {
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).not.toBeInViewport()
      await page.keyboard.press('Tab')
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport({ ratio: 1 })
      await page.keyboard.press('Enter')
      await expect(page.locator('main#main')).toBeFocused()
      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('header'))).toBeNull()
    })

    await test.step('has its title; the table has a caption, the five column headers, and one row per broker in order', async () => {
      await expect(page).toHaveTitle(`Broker compatibility | ${site.name}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broker compatibility')
      const grid = table(page)
      await expect(grid).toBeVisible()
      const headerNames = brokerColumns.map((column) =>
        'comingSoon' in column ? `${column.label} (${comingSoonLabel})` : column.label,
      )
      const headers = grid.getByRole('columnheader')
      await expect(headers).toHaveCount(headerNames.length)
      for (const [index, name] of headerNames.entries()) {
        await expect(headers.nth(index)).toHaveAccessibleName(name)
        await expect(headers.nth(index)).toHaveAttribute('scope', 'col')
      }

      const rows = grid.locator('tbody tr')
      await expect(rows).toHaveCount(brokers.length)
      for (const [index, broker] of brokers.entries()) {
        const row = rows.nth(index)
        const rowHeader = row.getByRole('rowheader')
        await expect(rowHeader).toHaveAttribute('scope', 'row')
        const link = rowHeader.getByRole('link', { name: `${broker.name} (opens in a new tab)` })
        await expect(link).toHaveAttribute('href', broker.website)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
        const logo = rowHeader.getByRole('img', { name: broker.name })
        await expect(logo).toBeVisible()
        await expect(logo).toHaveAttribute('width', '40')
        await expect(logo).toHaveAttribute('height', '40')
        await expect(logo).toHaveAttribute('src', /^\/assets\/[\w-]+\.svg$/)
        // Lazy, so nothing below the fold competes with the stylesheet: it loads once near the view.
        await expect(logo).toHaveAttribute('loading', 'lazy')
        await logo.scrollIntoViewIfNeeded()
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true)

        const cells = row.getByRole('cell')
        await expect(cells).toHaveCount(4)
        const options = cells.nth(0)
        if (broker.options === true) {
          await expect(options).toHaveText(optionsSupportLabels.supported)
          await expect(options.locator('svg')).toBeVisible()
        } else {
          await expect(options).toHaveText(optionsSupportLabels.pending)
          await expect(options.getByText(optionsSupportLabels.pending)).toBeVisible()
          await expect(options.getByText(optionsSupportLabels.pending)).toHaveCSS('color', pendingColor)
        }
        // Futures, crypto and bonus cells are empty (docs/requirements.md#brokers-page).
        for (const empty of [1, 2, 3]) await expect(cells.nth(empty)).toHaveText('')
      }
    })

    await test.step(cellsInViewTitle, async () => {
      await backToTop(page)
      await expectCellsInView(page)
    })

    await test.step('on a desktop the empty columns are narrow, and the broker column says how each broker connects', async () => {
      const grid = table(page)
      const headers = grid.getByRole('columnheader')
      const widths = await headers.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().width))
      const empty = columnsEmptyForEvery(brokers).map((column) => brokerColumns.indexOf(column))
      expect(empty).toEqual([2, 3, 4])
      for (const column of empty) {
        expect(widths[column], `${brokerColumns[column]?.label} column`).toBeLessThanOrEqual(130)
      }
      // The width they gave up goes to the broker column.
      expect(widths[0]).toBeGreaterThan(Math.max(...empty.map((column) => widths[column] ?? 0)) * 3)

      const rows = grid.locator('tbody tr')
      for (const [index, broker] of brokers.entries()) {
        const rowHeader = rows.nth(index).getByRole('rowheader')
        const line = rowHeader.getByText(brokerConnection.label, { exact: false })
        const words = site.brokerConnections[broker.name] || brokerConnection.unconfirmed
        await expect(line, broker.name).toHaveText(`${brokerConnection.label} ${words}`)
        await expect(line, broker.name).toBeVisible()
        // One line, inside the broker column.
        const [lineBox, columnBox] = await Promise.all([line.boundingBox(), headers.first().boundingBox()])
        if (!lineBox || !columnBox) throw new Error(`${broker.name}: no box`)
        expect(lineBox.height, broker.name).toBeLessThan(30)
        expect(lineBox.x, broker.name).toBeGreaterThanOrEqual(columnBox.x)
        expect(lineBox.x + lineBox.width, broker.name).toBeLessThanOrEqual(columnBox.x + columnBox.width)
        const marker = line.getByText(brokerConnection.unconfirmed)
        if (site.brokerConnections[broker.name]) await expect(marker).toHaveCount(0)
        else await expect(marker, `${broker.name}: a muted marker`).toHaveCSS('font-style', 'italic')
      }
      // The phone's sentence is not needed here: the column headers say Coming Soon.
      await expect(page.getByText(comingForEveryBroker(brokers) ?? '')).toBeHidden()
    })

    await test.step(keyHandlingTitle, () => expectKeyHandlingLink(page))

    await test.step('every external link on the page opens a new tab with rel="noopener noreferrer"', async () => {
      const main = page.locator('main')
      const external = main.locator('a[href^="http"]')
      // 7 brokers + 2 partners + the charting site.
      await expect(external).toHaveCount(brokers.length + partners.length + 1)
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      for (const partner of partners) {
        const link = main.getByRole('link', { name: new RegExp(`^${partner.name}\\b.*\\(opens in a new tab\\)$`) })
        await expect(link).toHaveAttribute('href', partner.url)
        await expect(link.getByRole('img', { name: partner.name })).toBeVisible()
      }
      const learnMore = main.getByRole('link', {
        name: `${brokersPageLabels.learnMore} about ${chartingIntegration.name} (opens in a new tab)`,
      })
      await expect(learnMore).toHaveAttribute('href', site.chartingUrl)
    })

    await test.step('the affiliate program states its terms and the contract note', async () => {
      const section = page.getByRole('region', { name: brokersPageLabels.affiliateTitle })
      await expect(section.getByText(brokersPageLabels.affiliateEyebrow, { exact: true })).toBeVisible()
      const titles = section.getByRole('heading', { level: 3 })
      await expect(titles).toHaveText(affiliateCards.map((card) => card.title))
      for (const card of affiliateCards) await expect(section).toContainText(card.description)
      await expect(section).toContainText(`${affiliateProgram.extraTrialWeeks}-week extra free trial`)
      await expect(section).toContainText(`${affiliateProgram.commissionPercent}% commission on all referral payments`)
      await expect(section).toContainText(affiliateContractNote)
    })

    await test.step('the closing call e-mails support about co-marketing, with a subject', async () => {
      const link = page.getByRole('link', { name: 'Email us about co-marketing' })
      await expect(link).toHaveAttribute('href', `mailto:${site.supportEmail}?subject=Co-marketing%20partnership`)
      await expect(page.getByRole('region', { name: 'Co-marketing with us' })).toContainText(site.supportEmail)
    })

    await test.step(`navigation bar › ${navMarkTitle('/brokers', 'Brokers', 'page')}`, async () => {
      await backToTop(page)
      await expectNavItemMarked(page, 'Brokers', 'page')
    })

    await test.step('a broker link really opens the broker site in a new tab', async () => {
      // The skip link step wrote #main into the address; the click must leave the address as it is.
      const address = page.url()
      expect(address).toMatch(/\/brokers(#main)?$/)
      const popup = page.waitForEvent('popup')
      await table(page)
        .getByRole('link', { name: `${firstBroker.name} (opens in a new tab)` })
        .click()
      const opened = await popup
      await opened.waitForLoadState()
      expect(opened.url()).toBe(`${firstBroker.website}/`)
      expect(page.url()).toBe(address)
    })

    await test.step('Get Started Today goes to /#get-started when this page has no such element', async () => {
      const link = page.getByRole('link', { name: brokersPageLabels.getStartedToday })
      await expect(link).toHaveAttribute('href', `/#${sectionIds.getStarted}`)
      expect(await page.locator(`#${sectionIds.getStarted}`).count()).toBe(0)
      await link.click()
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/#get-started$/)
      // The home page (not the brokers page) is now showing.
      await expect(page.getByRole('table', { name: 'Broker compatibility by asset class' })).toHaveCount(0)
      await expect(page).not.toHaveTitle(/Broker compatibility/)
    })
  })

  test('/brokers as it loads, on a phone', at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/brokers')

    await test.step('finder › is in place from the first paint: hydration moves nothing that matters', async () => {
      await expect(search(page)).toBeEnabled()
      await expectNoLayoutShift(page)
    })

    await test.step(cellsInViewTitle, () => expectCellsInView(page))

    await test.step('on a phone no card repeats Coming Soon: one sentence above the cards says it for every broker', async () => {
      await backToTop(page)
      const grid = table(page)
      const sentence = page.getByText(comingForEveryBroker(brokers) ?? '')
      expect(comingForEveryBroker(brokers)).toBe('Futures and crypto trading are coming soon for every broker listed.')
      await expect(sentence).toBeVisible()
      const [sentenceBox, tableBox] = await Promise.all([sentence.boundingBox(), grid.boundingBox()])
      if (!sentenceBox || !tableBox) throw new Error('no box')
      expect(sentenceBox.y + sentenceBox.height).toBeLessThanOrEqual(tableBox.y)

      const rows = grid.locator('tbody tr')
      await expect(rows).toHaveCount(brokers.length)
      for (const [index, broker] of brokers.entries()) {
        const row = rows.nth(index)
        await row.scrollIntoViewIfNeeded()
        await expect(row, broker.name).toBeVisible()
        // What the card says: its text, and the CSS labels and empty-cell marks of the cells in view.
        const drawn = await row.evaluate((element) => {
          const marks = [...element.querySelectorAll('td')].flatMap((cell) => {
            const box = cell.getBoundingClientRect()
            if (box.width <= 1 || box.height <= 1) return []
            return [getComputedStyle(cell, '::before').content, getComputedStyle(cell, '::after').content]
          })
          return [element.textContent, ...marks].join(' ')
        })
        expect(drawn, broker.name).not.toContain(comingSoonLabel)
        expect(drawn, broker.name).not.toMatch(/Futures|Crypto|Bonus|–/)
        // The cells are still there for a screen reader, under their column headers.
        await expect(row.getByRole('cell')).toHaveCount(brokerColumns.length - 1)
        await expect(row.getByRole('rowheader')).toContainText(brokerConnection.label)
      }
    })

    await test.step(keyHandlingTitle, () => expectKeyHandlingLink(page))

    // Opens the menu, which makes the page behind it inert: last.
    await test.step(`navigation bar › ${navMarkTitle('/brokers', 'Brokers', 'page')}`, async () => {
      await backToTop(page)
      await expectNavItemMarked(page, 'Brokers', 'page')
    })
  })

  test('no element reaches past a 320 px screen', at('phone'), async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await gotoHydrated(page, '/brokers')
    await expectNoHorizontalOverflow(page)
  })

  // Without JavaScript, the table, the partner links and Get Started Today: no-js.spec.ts, on the
  // page's walk.
})

test.describe('/brokers finder', () => {
  const pending = brokers.filter((broker) => broker.options === 'pending')

  test('works by keyboard alone: type, then choose a status with the arrow keys', at('desktop'), async ({ page }) => {
    await gotoHydrated(page, '/brokers')
    await search(page).focus()
    await page.keyboard.type('t')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: 'All' })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Pending' })).toBeChecked()
    const expected = pending.filter((broker) => broker.name.toLowerCase().includes('t'))
    await expect(rowHeaders(page)).toHaveCount(expected.length)
    await expect(page.getByRole('status').filter({ hasText: 'brokers' })).toHaveText(
      brokerFinder.count(expected.length, brokers.length),
    )
  })

  test('reads the count out once typing pauses: once, not per keystroke', at('desktop'), async ({ page }) => {
    // The test holds the page's clock: the pause is measured in the page's own time.
    await page.clock.install()
    await gotoHydrated(page, '/brokers')
    await page.clock.pauseAt(Date.now() + 60_000)
    const status = page.getByRole('status').filter({ hasText: 'brokers' })
    await expect(status).toHaveText(brokerFinder.count(brokers.length, brokers.length))
    // Every text the live region takes from here on.
    await status.evaluate((element) => {
      const heard: string[] = []
      ;(window as unknown as { heard: string[] }).heard = heard
      new MutationObserver(() => heard.push(element.textContent ?? '')).observe(element, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    await search(page).pressSequentially('trade')
    await expect(rowHeaders(page)).toHaveCount(findBrokers(brokers, 'trade', 'all').length)
    await page.clock.runFor(timings.finderCountDelayMs - 1)
    await expect(status).toHaveText(brokerFinder.count(brokers.length, brokers.length))
    await page.clock.runFor(1)
    const expected = brokerFinder.count(findBrokers(brokers, 'trade', 'all').length, brokers.length)
    await expect(status).toHaveText(expected)
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([expected])
  })

  // What each filter shows: app/components/brokers/broker-finder.test.tsx. Here, the page in each
  // state under axe, at each width.
  test('with matches and without, the finder is clean under axe', bothWidths, async ({ page }) => {
    await gotoHydrated(page, '/brokers')
    await page.getByText('Pending', { exact: true }).click()
    await expect(rowHeaders(page)).toHaveCount(pending.length)
    await expectNoAxeViolations(page, 'finder with matches')
    await search(page).fill('robinhood')
    await expect(rowHeaders(page)).toHaveCount(0)
    await expect(page.getByText(brokerFinder.noMatch)).toBeVisible()
    await expectNoAxeViolations(page, 'finder without matches')
  })
})
