import type { Page } from '@playwright/test'
import { heroModel, heroRun } from '~/components/home/hero-words'
import { heroTry } from '~/content/hero-try'
import { sectionIds } from '~/content/site/navigation'
import { at, expect, expectNoAxeViolations, gotoHydrated, holdRequests, test } from '../support/fixtures'

// The home page's live card: the hero template's dry run, rerun by the Lab's engine as the visitor
// changes the card's IV rank, alert time or alert action. Expected words come from the same engine
// run (hero-words.ts), so the card is held to what the Lab says, not to a copy of it.
const model = heroModel()
const first = model.first
const firstOrder = heroRun(model, first).order
const expected = (change: Partial<typeof first>) => heroRun(model, { ...first, ...change }, firstOrder)
const liveCode = /\/assets\/hero-live-[\w-]+\.js$/

const card = (page: Page) => page.locator(`#${sectionIds.home}`).getByRole('figure')
const form = (page: Page) => card(page).getByRole('group', { name: heroTry.title })
const status = (page: Page) => card(page).getByRole('status')
const stateOf = (page: Page, step: string) => card(page).locator(`[data-step="${step}"]`)

const pressTitle = 'a press reruns the engine: the path, the ticket and the announcement follow'
/** From the card as it opens, on the first IV rank; it ends there again. */
async function expectPressReruns(page: Page) {
  const [, high] = model.ivRanks
  const skipped = expected({ ivRank: high })
  if (skipped.outcome.kind !== 'none') throw new Error('The higher IV rank is meant to stop the order.')
  expect(skipped.outcome.reason).toMatch(/^Skipped: .*IV rank/)

  await form(page).getByText(String(high), { exact: true }).click()
  await expect(status(page)).toHaveText(skipped.announcement)
  await expect(card(page).getByText('No order', { exact: true })).toBeVisible()
  await expect(card(page).getByText(skipped.outcome.reason, { exact: true })).toBeVisible()
  await expect(card(page).getByText('Not reached', { exact: true })).toBeVisible()
  const states = { trigger: 'true', test: 'false', order: 'not taken', skip: 'true', risk: 'not taken' }
  for (const [step, state] of Object.entries(states)) {
    await expect(stateOf(page, step), step).toHaveAttribute('data-state', state)
    await expect(stateOf(page, step), step).toContainText(`(${state})`)
  }
  await expectNoAxeViolations(page, 'the card after a rerun', `#${sectionIds.home} figure`)

  // Back to the first IV rank: the order again, as the page first showed it.
  await form(page).getByText(String(first.ivRank), { exact: true }).click()
  const order = expected({})
  if (order.outcome.kind !== 'order') throw new Error('The card opens on an order.')
  await expect(status(page)).toHaveText(order.announcement)
  await expect(card(page).getByText(order.outcome.ticketLine, { exact: true })).toBeVisible()
  await expect(stateOf(page, 'risk')).toHaveAttribute('data-state', 'true')
}

test.describe('the hero card', () => {
  // One load at desktop for three checks, each a step named as the test it was: the first touch
  // loads the card's code, a press reruns it and puts the card back as it opened, and the keyboard
  // then starts from that first state.
  test('first touched, pressed, then used by keyboard', at('desktop'), async ({ page }) => {
    const loaded: string[] = []
    page.on('request', (request) => loaded.push(request.url()))
    await gotoHydrated(page, '/')

    await test.step('loads none of its code with the page, and all of it on the first touch', async () => {
      await page.waitForLoadState('networkidle')
      expect(loaded.filter((url) => liveCode.test(new URL(url).pathname))).toEqual([])
      const live = page.waitForRequest((request) => liveCode.test(new URL(request.url()).pathname))
      await form(page)
        .getByRole('radio', { name: String(model.ivRanks[1]) })
        .focus()
      await live
    })

    await test.step(pressTitle, () => expectPressReruns(page))

    await test.step('by keyboard: each control is named, focus stays on it, and every change is announced', async () => {
      const ivRank = form(page).getByRole('group', { name: heroTry.ivRankLabel })
      await ivRank.getByRole('radio', { name: String(first.ivRank) }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(ivRank.getByRole('radio', { name: String(model.ivRanks[1]) })).toBeFocused()
      await expect(status(page)).toHaveText(expected({ ivRank: model.ivRanks[1] }).announcement)

      const action = form(page).getByRole('group', { name: heroTry.actionLabel })
      await action.getByRole('radio', { name: heroTry.actions.buy }).focus()
      await page.keyboard.press('ArrowRight')
      const sell = expected({ ivRank: model.ivRanks[1], action: 'sell' })
      await expect(status(page)).toHaveText(sell.announcement)
      expect(sell.announcement).toContain('The alert says sell')
      await expect(stateOf(page, 'trigger')).toHaveAttribute('data-state', 'false')

      const time = form(page).getByRole('slider', { name: heroTry.timeLabel })
      await time.focus()
      await page.keyboard.press('End')
      await expect(time).toBeFocused()
      await expect(time).toHaveAttribute('aria-valuetext', '16:00 ET')
      const closed = expected({ ivRank: model.ivRanks[1], action: 'sell', minutes: model.minutes.max })
      await expect(status(page)).toHaveText(closed.announcement)
    })
  })

  test(pressTitle, at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/')
    await expectPressReruns(page)
  })

  test('a change made while its code loads is not lost', async ({ page }) => {
    const release = await holdRequests(page, liveCode)
    await gotoHydrated(page, '/')
    await form(page).getByText(String(model.ivRanks[1]), { exact: true }).click()
    await form(page).getByText(heroTry.actions.sell, { exact: true }).click()
    release()
    await expect(status(page)).toHaveText(expected({ ivRank: model.ivRanks[1], action: 'sell' }).announcement)
  })

  test('"Open this strategy in the Lab" opens exactly what the card shows', async ({ page }) => {
    await gotoHydrated(page, '/')
    await form(page).getByText(String(model.ivRanks[1]), { exact: true }).click()
    await expect(status(page)).not.toBeEmpty()
    await card(page).getByRole('link', { name: 'Open this strategy in the Lab' }).click()
    await expect(page).toHaveURL(/\/lab$/)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const market = page.getByRole('group', { name: 'Market (made-up)' })
    await expect(market.getByRole('spinbutton', { name: 'IV rank' })).toHaveValue(String(model.ivRanks[1]))
    await page.locator('#lab-run').click()
    const { outcome } = expected({ ivRank: model.ivRanks[1] })
    if (outcome.kind !== 'none') throw new Error('The higher IV rank is meant to stop the order.')
    await expect(page.getByText(outcome.reason, { exact: true })).toBeVisible()
  })

  test('reduced motion: the path changes without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/')
    const duration = await stateOf(page, 'test').evaluate((element) => getComputedStyle(element).transitionDuration)
    expect(duration).toBe('0s')
  })
})

// Without JavaScript, the first run and no controls: no-js.spec.ts, on the home page's walk.
