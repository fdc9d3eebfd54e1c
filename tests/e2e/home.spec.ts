import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { heroCard } from '~/components/home/hero-run.server'
import { aboutSection } from '~/content/about'
import { bureauCredential, bureauRating, claims, claimsFootnote } from '~/content/claims'
import { contentFacts } from '~/content/facts'
import { features } from '~/content/features'
import { contactSection, earlyAccessBeforeStart, homeSectionOrder } from '~/content/home'
import { faqItems } from '~/content/pages.server'
import { faqSection, plans, pricingSection } from '~/content/plans'
import { chartingPlatform } from '~/content/site/company'
import { type FooterItem, footerGroups, headerNav, labNavItem, mainNav, sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { steps } from '~/content/steps'
import { freeTrialLabel, startTrialLabel } from '~/content/terms'
import { sampleTestimonials as testimonials, testimonialsSection } from '~/content/testimonials'
import { brandFontTitle, expectBrandFont } from '../support/brand-font'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { expectNoSidewaysScroll } from '../support/layout'
import { expectNavItemMarked, navMarkTitle } from '../support/nav-marks'
import { backToTop, menuButton, usesMenu } from '../support/shell'
import { site } from '../support/site'

const newTab = async (link: ReturnType<Page['locator']>, href: string) => {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

const heroReadOutTitle = 'hero: the example strategy is read out as it is drawn, in order'
async function expectHeroReadOut(page: Page) {
  const { run } = heroCard()
  const { outcome } = run
  if (outcome.kind !== 'order') throw new Error('The hero card opens on an order.')
  const figure = page.locator(`#${sectionIds.home}`).getByRole('figure')
  // The figure's text as the accessibility tree gives it, in reading order.
  const heard = (await figure.ariaSnapshot()).replace(/\s+/g, ' ')
  const drawnInOrder = [
    run.strategyName,
    'Dry run',
    `When ${chartingPlatform} alert: ${run.alertMessage}`,
    `If ${run.conditions[0]} and ${run.conditions[1]}`,
    `Then ${run.order}`,
    `Risk ${run.risk}`,
    'Order ticket',
    outcome.ticketLine,
    outcome.limitLine,
    'Risk check',
    'Every rule passed',
    outcome.post,
  ]
  let from = 0
  for (const words of drawnInOrder) {
    const at = heard.indexOf(words, from)
    expect(at, `"${words}" heard after what comes before it, in: ${heard}`).toBeGreaterThanOrEqual(from)
    from = at + words.length
  }
  // Four steps, read as a list; the stems and dots are drawn, not read.
  await expect(figure.getByRole('list').getByRole('listitem')).toHaveCount(4)
}

const featuresTitle = 'features: every offering once, all in one card style, the cards of a row one height'
async function expectFeatures(page: Page) {
  const section = page.locator(`#${sectionIds.features}`)
  const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(features.map((feature) => feature.title))
  // One style: every card an icon beside its title, the same box, no picture.
  await expect(section.locator('img')).toHaveCount(0)
  const looks = await cards.evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item)
      const icon = item.querySelector('h3')?.previousElementSibling?.querySelector('svg')
      return [style.padding, style.borderRadius, style.backgroundColor, style.borderColor, Boolean(icon)].join(' ')
    }),
  )
  expect(new Set(looks).size, looks.join('\n')).toBe(1)
  expect(looks[0]).toMatch(/true$/)
  const boxes = await cards.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect()).map((box) => [Math.round(box.top), Math.round(box.height)]),
  )
  const heightsByRow = new Map<number, Set<number>>()
  for (const [top = 0, height = 0] of boxes) heightsByRow.set(top, (heightsByRow.get(top) ?? new Set()).add(height))
  for (const [top, heights] of heightsByRow) expect([...heights], `cards at ${top} px`).toHaveLength(1)
}

const pricingTitle = 'pricing: every plan with price, trial, the popular badge and new-tab calls to action'
async function expectPricing(page: Page) {
  const pricing = page.locator(`#${sectionIds.pricing}`)
  await expect(pricing.locator('article')).toHaveCount(plans.length)
  const switcher = pricing.getByRole('group', { name: pricingSection.switcherLabel })
  const phone = (page.viewportSize()?.width ?? 0) < 1024
  // Below lg one plan at a time, the popular one first; from lg all three and no switcher.
  if (phone) {
    await expect(switcher.getByRole('radio')).toHaveCount(plans.length)
    const popular = plans.find((plan) => plan.popular)?.name ?? ''
    await expect(switcher.getByRole('radio', { name: new RegExp(`^${popular}`) })).toBeChecked()
    await expect(pricing.getByRole('article')).toHaveCount(1)
  } else {
    await expect(switcher).toBeHidden()
  }
  for (const plan of plans) {
    if (phone) {
      await switcher.getByText(plan.name, { exact: true }).click()
      await expect(switcher.getByRole('radio', { name: new RegExp(`^${plan.name}`) })).toBeChecked()
      await expect(pricing.getByRole('article')).toHaveCount(1)
    }
    const card = pricing.getByRole('article', { name: plan.name })
    await expect(card).toBeVisible()
    await expect(card).toContainText(`$${plan.price}`)
    await expect(card).toContainText(`/${plan.period}`)
    await expect(card).toContainText(`Starts with a ${freeTrialLabel}`)
    for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible()
    if (plan.popular) await expect(card.getByText(pricingSection.popularBadge)).toBeVisible()
    else await expect(card.getByText(pricingSection.popularBadge)).toHaveCount(0)
    await newTab(card.getByRole('link', { name: new RegExp(`^${startTrialLabel} of ${plan.name}`) }), site.appUrl)
  }
  await expect(pricing.getByText(pricingSection.popularBadge, { exact: true })).toHaveCount(1)
  await newTab(
    pricing.getByRole('link', { name: new RegExp(`^${startTrialLabel} \\(opens in a new tab\\)$`) }),
    site.appUrl,
  )
}

// axe checks the whole page at the top and scrolled in a11y.spec.ts.
const overflowTitle = 'has no horizontal overflow'
const navItemsTitle = 'lists the navigation items in order: the required ones, with the Strategy Lab after Guides'
/** In the bar, or in the menu, which this opens (and leaves open). */
async function expectNavItemsInOrder(page: Page) {
  const expected = headerNav.map((item) => item.label)
  expect(expected.filter((label) => label !== labNavItem.label)).toEqual(mainNav.map((item) => item.label))
  expect(expected.indexOf(labNavItem.label)).toBe(expected.indexOf('Guides') + 1)
  if (usesMenu(page)) {
    await expect(page.getByRole('navigation', { name: 'Main', exact: true, includeHidden: true })).toBeHidden()
    await menuButton(page).click()
    await expect(page.getByRole('navigation', { name: 'Main (menu)' }).getByRole('link')).toHaveText(expected)
  } else {
    await expect(menuButton(page)).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link')).toHaveText(expected)
  }
  // The no-script row only exists for browsers without JavaScript.
  await expect(page.getByRole('navigation', { name: 'Main (no script)' })).toHaveCount(0)
}

test.describe('home page', () => {
  // The checks of the page as it loads share one load per width, each a step named as the test it
  // was (the navigation bar's from navigation.spec.ts, the brand font's from brand-font.spec.ts).
  // Steps that only read come first; the app's links, which open tabs, last.
  test('the home page as it loads, at desktop', at('desktop'), async ({ page, context, baseURL }) => {
    // Every request of the page from its load, for the brand font's step.
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    // The app the bar's Sign In and Get Started open, routed before the load as their test did.
    await context.route(`${new URL(site.appUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>App</title>' }),
    )
    await gotoHydrated(page, '/')

    await test.step('composes the eight sections in order, with one h1, an h2 per section, and regions where the links lead', async () => {
      const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))
      expect(ids).toEqual([...homeSectionOrder])
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator(`#${sectionIds.home} h1`)).toBeVisible()
      // Named regions are the sections the navigation and the footer lead to, and nothing else on the
      // page (the footer's risk disclosure is its text): a landmark list of places worth jumping to.
      const items: readonly FooterItem[] = [
        ...mainNav,
        ...footerGroups.flatMap((group): readonly FooterItem[] => group.items),
      ]
      const targets: string[] = items.flatMap((item) => ('section' in item ? [item.section] : []))
      for (const id of homeSectionOrder.slice(1)) {
        const heading = page.locator(`#${id} h2`).first()
        await expect(heading, `#${id} has an h2`).toHaveText(/\S/)
        if (targets.includes(id)) {
          await expect(page.locator(`#${id}`)).toHaveAttribute(
            'aria-labelledby',
            (await heading.getAttribute('id')) ?? '',
          )
        } else {
          await expect(page.locator(`#${id}`)).not.toHaveAttribute('aria-labelledby')
        }
      }
      const regions = await page.getByRole('region').evaluateAll((elements) => elements.map((element) => element.id))
      expect(regions.sort()).toEqual([...new Set(targets)].sort())
      await expect(page.getByRole('contentinfo').getByRole('region')).toHaveCount(0)
      // The FAQ closes the pricing section under a heading of its own level, so a list of headings shows it.
      await expect(page.locator(`#${sectionIds.pricing} #${faqSection.id} > h2`)).toHaveText(faqSection.title)
      // The brokers page's "Get Started Today" scrolls here: the plans and the trial call to action.
      await expect(page.locator(`#${sectionIds.pricing} #${sectionIds.getStarted}`)).toHaveCount(1)
    })

    await test.step('hero: calls to action, claims and the bureau rating', async () => {
      const hero = page.locator(`#${sectionIds.home}`)
      await newTab(hero.getByRole('link', { name: /Get Started Free/ }), site.appUrl)
      await newTab(hero.getByRole('link', { name: /Watch Demo/ }), site.demoVideoUrl)

      for (const claim of claims) {
        const item = hero.getByRole('listitem').filter({ hasText: claim.label })
        await expect(item).toBeVisible()
        await expect(item).toContainText(claim.value)
      }
      // Whose the figures are and as of when: undated until the company says.
      await expect(hero.getByText(claimsFootnote(), { exact: true })).toBeVisible()
      expect(claimsFootnote()).toContain(site.claimsAsOf === '' ? 'undated' : 'as of')
      await expect(hero.getByText(bureauCredential(), { exact: true })).toBeVisible()
      expect(bureauCredential()).toContain(bureauRating.grade)
      await newTab(hero.getByRole('link', { name: /Bureau profile/ }), site.bureauUrl)
      await newTab(hero.getByRole('link', { name: /Customer reviews/ }), site.reviewsUrl)
    })

    await test.step(heroReadOutTitle, () => expectHeroReadOut(page))
    await test.step(featuresTitle, () => expectFeatures(page))
    await test.step(pricingTitle, () => expectPricing(page))
    await test.step(overflowTitle, () => expectNoSidewaysScroll(page))
    await test.step(brandFontTitle, () => expectBrandFont(page, requests, baseURL))
    await test.step(`navigation bar › ${navItemsTitle}`, () => expectNavItemsInOrder(page))
    await test.step(`navigation bar › ${navMarkTitle('/', 'Home', 'page')}`, () =>
      expectNavItemMarked(page, 'Home', 'page'))

    await test.step('navigation bar › Sign In and Get Started open the app in a new tab', async () => {
      for (const name of [/^Sign In/, /^Get Started/]) {
        if (usesMenu(page) && (await menuButton(page).getAttribute('aria-expanded')) === 'false') {
          await menuButton(page).click()
        }
        const link = page.getByRole('banner').getByRole('link', { name }).filter({ visible: true }).first()
        await expect(link).toHaveAttribute('href', site.appUrl)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/)
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/)
        const popup = page.waitForEvent('popup')
        await link.click()
        const tab = await popup
        await expect(tab).toHaveURL(new RegExp(`^${site.appUrl}`))
        await tab.close()
        await expect(page).toHaveURL('/')
      }
    })
  })

  // Both resize the window after the load; Check Compatibility leaves the page, last.
  test('the home page across widths, at desktop', at('desktop'), async ({ page }) => {
    await gotoHydrated(page, '/')

    await test.step('the bar lines up with the content column at every width', async () => {
      for (const width of [375, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        const edges = await page.evaluate(() => {
          const bar = document.querySelector('header') as HTMLElement
          const logo = (bar.querySelector('a[href="/#home"]') as HTMLElement).getBoundingClientRect()
          const actions = [...bar.querySelectorAll('a, button')].filter((element) => element.checkVisibility())
          const column = document.querySelector('#home .mx-auto') as HTMLElement
          const box = column.getBoundingClientRect()
          const style = getComputedStyle(column)
          return {
            logo: logo.left,
            lastAction: Math.max(...actions.map((element) => element.getBoundingClientRect().right)),
            start: box.left + Number.parseFloat(style.paddingLeft),
            end: box.right - Number.parseFloat(style.paddingRight),
          }
        })
        expect(edges.logo, `logo at ${width} px`).toBeCloseTo(edges.start, 0)
        expect(edges.lastAction, `last action at ${width} px`).toBeCloseTo(edges.end, 0)
      }
    })

    await test.step('every width offers Check Compatibility once: the bar from xl on, the band under the hero below', async () => {
      const offered = page.getByRole('link', { name: 'Check Compatibility' }).filter({ visible: true })
      const band = page.locator('#integrations')
      for (const width of [375, 768, 1024, 1279, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        await expect(offered, `${width} px`).toHaveCount(1)
        await expect(offered).toHaveAttribute('href', '/brokers')
        const where = width >= 1280 ? page.getByRole('banner') : band
        await expect(where.getByRole('link', { name: 'Check Compatibility' }), `${width} px`).toBeVisible()
      }
      await offered.click()
      await expect(page).toHaveURL(/\/brokers$/)
    })
  })

  // On a phone the pricing check chooses each plan in turn, from the popular one the page opens on,
  // and the phone's own check of the page (below) chooses them too: each keeps a load of its own.
  test(pricingTitle, at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/')
    await expectPricing(page)
  })
})

// docs/requirements.md#home-page: a phone visitor reaches the end of the page without scrolling
// past repeated cards, and nothing docs/requirements.md asks for is dropped to get there.
test.describe('home page on a phone', () => {
  // As at desktop, one load for the checks of the page as it loads. The plans are chosen in turn
  // after the reads; the menu is opened once, at the end.
  test('the home page as it loads, on a phone', at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/')

    await test.step(overflowTitle, () => expectNoSidewaysScroll(page))
    await test.step(heroReadOutTitle, () => expectHeroReadOut(page))
    await test.step(featuresTitle, () => expectFeatures(page))

    await test.step('is at most 11,300 px tall at 375 px, with every plan, price, feature, testimonial and step, and the hero card’s controls', async () => {
      expect(page.viewportSize()?.width).toBe(375)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(height).toBeLessThanOrEqual(11_300)

      const main = page.getByRole('main')
      const read = (text: string) => main.getByText(text, { exact: true }).filter({ visible: true })
      for (const feature of features) {
        await expect(read(feature.title)).toBeVisible()
        await expect(read(feature.description)).toBeVisible()
      }
      for (const step of steps) {
        await expect(read(step.title)).toBeVisible()
        await expect(read(step.description)).toBeVisible()
        await expect(read(step.highlight)).toBeVisible()
      }
      for (const testimonial of testimonials) {
        await expect(read(testimonial.highlight)).toBeVisible()
        await expect(read(`“${testimonial.quote}”`)).toBeVisible()
        await expect(read(testimonial.name)).toBeVisible()
        await expect(read(testimonial.role)).toBeVisible()
      }
      await expect(read(testimonialsSection.note)).toBeVisible()
      for (const principle of aboutSection.principles) await expect(read(principle.title)).toBeVisible()
      for (const [question] of faqItems(contentFacts)) await expect(read(question)).toBeVisible()
      // The plans one at a time: each, chosen, shows its price and every feature.
      const switcher = main.getByRole('group', { name: pricingSection.switcherLabel })
      for (const plan of plans) {
        await switcher.getByText(plan.name, { exact: true }).click()
        const card = main.getByRole('article', { name: plan.name })
        await expect(card).toBeVisible()
        await expect(card.getByText(`$${plan.price}`, { exact: true })).toBeVisible()
        await expect(card.getByText(plan.description, { exact: true })).toBeVisible()
        for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible()
      }
      // Readable: no body text below 12 px.
      const smallest = await main.evaluate((root) => {
        let min = Number.POSITIVE_INFINITY
        for (const element of root.querySelectorAll('p, li, dd, dt, span, a, h3, summary, blockquote')) {
          const box = element.getBoundingClientRect()
          if (box.width === 0 || !element.textContent?.trim()) continue
          if (element.closest('[aria-hidden="true"], .sr-only, figure')) continue
          min = Math.min(min, Number.parseFloat(getComputedStyle(element).fontSize))
        }
        return min
      })
      expect(smallest).toBeGreaterThanOrEqual(12)
    })

    await test.step(`navigation bar › ${navItemsTitle}`, async () => {
      // Choosing the plans scrolled the page; the bar's checks saw it at the top.
      await backToTop(page)
      await expectNavItemsInOrder(page)
    })
    await test.step(`navigation bar › ${navMarkTitle('/', 'Home', 'page')}`, () =>
      expectNavItemMarked(page, 'Home', 'page'))
  })

  test('has no horizontal overflow at 320 px', at('phone'), async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await gotoHydrated(page, '/')
    await expectNoSidewaysScroll(page)
    // Nor any element wider than the screen that an overflow-hidden parent would hide from that number.
    const wide = await page.getByRole('main').evaluate((root) =>
      [...root.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1) && !element.closest('.sr-only')
        })
        .map((element) => `${element.tagName}.${element.className}`.slice(0, 80)),
    )
    expect(wide).toEqual([])
  })

  test('the plan switcher works from the keyboard, one plan at a time', at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/')
    const pricing = page.locator(`#${sectionIds.pricing}`)
    const switcher = pricing.getByRole('group', { name: pricingSection.switcherLabel })
    const shown = () => pricing.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()
    expect(await shown()).toEqual(plans.filter((plan) => plan.popular).map((plan) => plan.name))
    const first = switcher.getByRole('radio').first()
    await first.focus()
    await page.keyboard.press('Space')
    expect(await shown()).toEqual([plans[0]?.name])
    // Focus shows on the chosen button's label.
    const label = switcher.locator('label').first()
    await expect(label).toHaveCSS('outline-style', 'solid')
    for (const plan of plans.slice(1)) {
      await page.keyboard.press('ArrowRight')
      expect(await shown()).toEqual([plan.name])
    }
  })
})

test.describe('early-access form', () => {
  const field = (page: Page) => page.locator(`#${sectionIds.contact}`).getByLabel(contactSection.emailLabel)
  const button = (page: Page) => page.locator(`#${sectionIds.contact}`).getByRole('button')

  // Its logic: early-access-form.test.tsx; by keyboard and its error states: tests/e2e/early-access.spec.ts.
  test('has no axe violations in the subscribed state', async ({ page }) => {
    // The page's clock is held, so the 3 s confirmation cannot end while axe scans, however busy
    // the machine. axe defers its work with zero-delay timers: the loop below lets fake time
    // creep forward a millisecond at a time until the scan is done, never near the reset. Legacy
    // mode keeps the whole scan in this page (the default finishes in a second page, whose clock
    // this loop would not drive).
    await page.clock.install()
    await gotoHydrated(page, '/')
    await page.clock.pauseAt(Date.now() + 60_000)
    await field(page).fill('trader@example.com')
    await button(page).click()
    await expect(button(page)).toHaveText('Subscribed!')

    let scanned = false
    const scan = new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
      .finally(() => {
        scanned = true
      })
    let elapsedMs = 0
    while (!scanned && elapsedMs < timings.subscribedResetMs / 2) {
      await page.clock.runFor(1)
      elapsedMs += 1
    }
    const results = await scan
    await expect(button(page)).toHaveText('Subscribed!')
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })
})

test.describe('early-access form before the app starts', () => {
  test('keeps the address, stays on the page and says what to do; the app then takes over', async ({ page }) => {
    // The app's scripts are held back, as on a slow phone or when a script does not arrive.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    // A reload or a navigation would drop this.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const contact = page.locator(`#${sectionIds.contact}`)
    const input = contact.getByLabel(contactSection.emailLabel)
    const button = contact.getByRole('button', { name: contactSection.submit })
    const note = contact.getByText(earlyAccessBeforeStart)

    await expect(note).toBeHidden()
    await input.fill('trader@example.com')
    await button.click()
    await input.press('Enter')
    await expect(note).toBeVisible()
    await expect(note.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${site.supportEmail}`),
    )
    await expect(input).toHaveValue('trader@example.com')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(page.url()).toBe(new URL('/', page.url()).href)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

    release()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(note).toBeHidden()
    await expect(input).toHaveValue('trader@example.com')
    await button.click()
    await expect(contact.getByRole('button')).toHaveText(contactSection.subscribed)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})

// Without JavaScript, the plan switcher and the early-access form: no-js.spec.ts, on the home page's walk.
