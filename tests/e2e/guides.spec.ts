import type { Locator, Page } from '@playwright/test'
import { embedUrl, type GuideCard as Guide, moreGuides, watchUrl, withArticle } from '~/content/guides'
import { guideCards } from '~/content/guides.server'
import { timings } from '~/content/site/timings'
import { alphaOf } from '../support/colors'
import {
  at,
  bothWidths,
  expect,
  expectNoAxeViolations,
  finishAnimations,
  gotoHydrated,
  stubVideoPlayer,
  test,
  videoHost,
} from '../support/fixtures'
import { expectNoHorizontalOverflow, expectNoSidewaysScroll } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { expectScrolledToSection } from '../support/shell'
import { site } from '../support/site'

test.beforeEach(({ page }) => stubVideoPlayer(page))

// The cards as the page's loader builds them from the guides' files, with this build's video IDs.
const guides = guideCards(process.env) as [Guide, ...Guide[]]

function card(page: Page, guide: Guide) {
  return page.getByRole('article', { name: guide.title })
}

function faces(article: Locator) {
  return { front: article.locator('[data-face="front"]'), back: article.locator('[data-face="back"]') }
}

/** WCAG's contrast ratio of a colour (translucent ones included) drawn over an opaque background. */
function contrastOver(page: Page, color: string, background: string) {
  return page.evaluate(
    ([foreground, ground]) => {
      // The browser resolves any CSS colour (oklab, color-mix, alpha) by painting it.
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('no canvas')
      const paint = (...layers: string[]) => {
        for (const layer of layers) {
          context.fillStyle = layer
          context.fillRect(0, 0, 1, 1)
        }
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
      }
      const luminance = (rgb: number[]) => {
        const [r = 0, g = 0, b = 0] = rgb.map((value) => {
          const c = value / 255
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const [lighter, darker] = [luminance(paint(ground, foreground)), luminance(paint(ground))].sort((a, b) => b - a)
      return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
    },
    [color, background] as const,
  )
}

async function expectFront(article: Locator) {
  const { front, back } = faces(article)
  await expect(article).toHaveAttribute('data-flipped', 'false')
  await expect(front).toBeVisible()
  await expect(front).not.toHaveAttribute('inert')
  await expect(back).toBeHidden()
  await expect(back).toHaveAttribute('inert', '')
}

async function expectBack(article: Locator) {
  const { front, back } = faces(article)
  await expect(article).toHaveAttribute('data-flipped', 'true')
  await expect(back).toBeVisible()
  await expect(back).not.toHaveAttribute('inert')
  await expect(front).toBeHidden()
  await expect(front).toHaveAttribute('inert', '')
}

async function expectPlaying(page: Page, article: Locator, guide: Guide, label: string | null) {
  const frames = article.locator('iframe')
  if (label === null) {
    await expect(frames).toHaveCount(0)
    return
  }
  const video = guide.videos.find((item) => item.label === label)
  if (!video) throw new Error(`${guide.title} has no video ${label}`)
  await expect(frames).toHaveCount(1)
  await expect(page.locator('iframe')).toHaveCount(1)
  const frame = frames.first()
  await expect(frame).toHaveAttribute('src', embedUrl(video.videoId))
  await expect(frame).toHaveAttribute(
    'title',
    guide.videos.length === 1 ? `${guide.title} video` : `${guide.title}: ${label} video`,
  )
  await expect(frame).toHaveAttribute('loading', 'lazy')
  await expect(frame).toHaveAttribute(
    'allow',
    'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
  )
  // Behind the player, the guide's own poster: what shows while it loads or if YouTube is unreachable.
  const { back } = faces(article)
  await expect(back.locator('img')).toHaveAttribute('src', video.poster)
  await expect(back.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' })).toHaveAttribute(
    'href',
    watchUrl(video.videoId),
  )
}

const twoColumnsTitle = 'lays the cards out in two columns on desktop and one on a phone, each at least 500 px tall'
async function expectColumns(page: Page) {
  const articles = page.getByRole('article')
  const first = await articles.nth(0).boundingBox()
  const second = await articles.nth(1).boundingBox()
  if (!first || !second) throw new Error('cards not laid out')
  const isPhone = (page.viewportSize()?.width ?? 0) < 640
  if (isPhone) {
    expect(second.x).toBe(first.x)
    expect(second.y).toBeGreaterThan(first.y + first.height - 1)
  } else {
    expect(second.y).toBe(first.y)
    expect(second.x).toBeGreaterThan(first.x + first.width - 1)
  }
  // The flip's length and the card's minimum height are numbers of docs/requirements.md#timings, spelled as classes.
  const styles = await articles.nth(0).evaluate((el) => {
    const flipper = el.firstElementChild as HTMLElement
    const style = getComputedStyle(flipper)
    return { duration: style.transitionDuration, property: style.transitionProperty, minHeight: style.minHeight }
  })
  expect(styles.property).toContain('transform')
  expect(styles.duration).toBe(`${timings.guideFlipMs / 1000}s`)
  expect(styles.minHeight).toBe(`${timings.guideCardMinHeightPx}px`)
}

const frontFitsTitle =
  'each card front fits its content: Watch follows the topics closely, and the card is at least 500 px'
async function expectFrontsFit(page: Page) {
  const viewport = page.viewportSize()?.width ?? 0
  for (const guide of guides) {
    const { front } = faces(card(page, guide))
    const lastTopic = await front.getByRole('listitem').last().boundingBox()
    const watch = await front.getByRole('button', { name: `Watch ${guide.title}` }).boundingBox()
    const face = await front.boundingBox()
    if (!lastTopic || !watch || !face) throw new Error(`${guide.title}: not laid out`)
    const gap = watch.y - (lastTopic.y + lastTopic.height)
    expect(gap, `${guide.title}: space between the last topic and Watch`).toBeGreaterThanOrEqual(16)
    expect(gap, `${guide.title}: space between the last topic and Watch`).toBeLessThanOrEqual(120)
    expect(face.height, guide.title).toBeGreaterThanOrEqual(timings.guideCardMinHeightPx)
    // Watch is a button of its own size, not a bar across the card.
    expect(watch.width, guide.title).toBeLessThan(face.width / 2)
    expect(watch.x + watch.width).toBeLessThanOrEqual(viewport)
  }
}

test.describe('/guides', () => {
  // The checks of the page as it loads share one load per width, each a step named as the test it
  // was: those that only read first, then the first Watch (its requests logged from the load), and
  // the logo, which leaves the page, last.
  test('/guides as it loads, at desktop', at('desktop'), async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await gotoHydrated(page, '/guides')

    // axe checks the page with every card on its front in a11y.spec.ts.
    await test.step('shows Trading Guides: six cards in order, each with its topics and Watch, and the closing card', async () => {
      await expect(page).toHaveTitle(`Trading Guides | ${site.name}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trading Guides')
      const articles = page.getByRole('article')
      await expect(articles).toHaveCount(guides.length)
      for (const [index, guide] of guides.entries()) {
        const article = articles.nth(index)
        await expect(article).toHaveAccessibleName(guide.title)
        await expectFront(article)
        const { front } = faces(article)
        await expect(front.getByRole('heading', { level: 2 })).toHaveText(guide.title)
        await expect(front.getByText(guide.description)).toBeVisible()
        await expect(front.getByRole('listitem')).toHaveText([...guide.topics])
        await expect(front.getByRole('button', { name: `Watch ${guide.title}` })).toBeVisible()
        expect((await article.boundingBox())?.height).toBeGreaterThanOrEqual(timings.guideCardMinHeightPx)
      }
      await expect(page.locator('iframe')).toHaveCount(0)

      const closing = sectionByHeading(page, moreGuides.title)
      await expect(closing.getByRole('heading', { level: 2 })).toHaveText(moreGuides.title)
      await expect(closing.getByRole('listitem')).toHaveText([...moreGuides.upcoming])
      const channel = closing.getByRole('link', { name: /YouTube.*\(opens in a new tab\)$/ })
      await expect(channel).toHaveAttribute('href', site.social.youtube)
      await expect(channel).toHaveAttribute('target', '_blank')
      await expect(channel).toHaveAttribute('rel', 'noopener noreferrer')
      await expectNoSidewaysScroll(page)
    })

    await test.step(twoColumnsTitle, () => expectColumns(page))
    await test.step(frontFitsTitle, () => expectFrontsFit(page))

    await test.step('makes no request to another host before a video is asked for', async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(requests.length).toBeGreaterThan(0)
      const elsewhere = requests.filter((url) => new URL(url).hostname !== '127.0.0.1')
      expect(elsewhere, 'requests to other hosts before any Watch').toEqual([])

      const [guide] = guides
      const firstVideo = page.waitForRequest((request) => new URL(request.url()).hostname === videoHost)
      await card(page, guide)
        .getByRole('button', { name: `Watch ${guide.title}` })
        .click()
      const request = await firstVideo
      expect(request.url()).toBe(embedUrl(guide.videos[0]?.videoId ?? ''))
    })

    await test.step('navigation bar › the logo leads home, to the top', async () => {
      await page
        .getByRole('banner')
        .getByRole('link', { name: `${site.name}, home` })
        .click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/')
      await expectScrolledToSection(page, 'home')
    })
  })

  test('/guides as it loads, on a phone', at('phone'), async ({ page }) => {
    await gotoHydrated(page, '/guides')
    await test.step(twoColumnsTitle, () => expectColumns(page))
    await test.step(frontFitsTitle, () => expectFrontsFit(page))
    await test.step('on a phone Watch is an outline button whose border stands out from the card (3:1 or more)', async () => {
      for (const guide of guides) {
        const { front } = faces(card(page, guide))
        const watch = front.getByRole('button', { name: `Watch ${guide.title}` })
        const look = await watch.evaluate((button) => {
          const style = getComputedStyle(button)
          const cardBackground = getComputedStyle(button.closest('[data-face]') as Element).backgroundColor
          return {
            fill: style.backgroundColor,
            borderWidth: Number.parseFloat(style.borderTopWidth),
            border: style.borderTopColor,
            cardBackground,
          }
        })
        expect(alphaOf(look.fill), `${guide.title}: Watch is not filled`).toBe(0)
        expect(look.borderWidth).toBeGreaterThanOrEqual(1)
        expect(await contrastOver(page, look.border, look.cardBackground), guide.title).toBeGreaterThanOrEqual(3)
      }
    })
  })

  test('nothing reaches past a 320 px screen, with a card on either face', at('phone'), async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await gotoHydrated(page, '/guides')
    await expectNoHorizontalOverflow(page)
    const guide = guides.reduce((most, item) => (item.videos.length > most.videos.length ? item : most))
    const article = card(page, guide)
    await article.getByRole('button', { name: `Watch ${guide.title}` }).click()
    await finishAnimations(article)
    await faces(article).back.getByRole('button', { name: guide.videos[0].label, exact: true }).click()
    await expectNoHorizontalOverflow(page)
  })

  test(
    "while the player loads, the box shows the guide's poster; the player appears once it has loaded",
    at('desktop'),
    async ({ page }) => {
      // Hold YouTube's answer until the test has looked at the waiting state.
      let answer: () => void = () => {}
      const answered = new Promise<void>((resolve) => (answer = resolve))
      await page.route(`**://${videoHost}/**`, async (route) => {
        await answered
        await route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Video player</title>',
        })
      })
      await gotoHydrated(page, '/guides')
      const [guide] = guides
      const article = card(page, guide)
      const { back } = faces(article)
      await article.getByRole('button', { name: `Watch ${guide.title}` }).click()
      const frame = back.locator('iframe')
      await expect(frame).toHaveAttribute('data-loaded', 'false')
      await expect(frame).toHaveCSS('opacity', '0')
      const poster = back.locator('img')
      await expect(poster).toHaveAttribute('src', guide.videos[0]?.poster ?? '')
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)

      answer()
      await expect(frame).toHaveAttribute('data-loaded', 'true')
      await expect(frame).toHaveCSS('opacity', '1')
    },
  )

  // One card of each kind (one video, several) is turned, and checked under axe in each state of its
  // back; the others are the same component with other words and videos.
  const cardKinds = new Set([
    guides.find((guide) => guide.videos.length === 1) ?? guides[0],
    guides.reduce((most, guide) => (guide.videos.length > most.videos.length ? guide : most)),
  ])
  for (const guide of cardKinds) {
    const single = guide.videos.length === 1
    test(
      `${guide.title}: Watch flips the card, ${single ? 'plays its video' : 'offers its toggles'}, and Back restores it`,
      bothWidths,
      async ({ page }) => {
        await gotoHydrated(page, '/guides')
        const article = card(page, guide)
        const { back } = faces(article)
        const watch = article.getByRole('button', { name: `Watch ${guide.title}` })
        await expectFront(article)
        await expectPlaying(page, article, guide, null)
        // The turn itself is the subject of the 3-D test below: here each flip is ended at once.
        const flip = async (button: Locator) => {
          await button.click()
          await finishAnimations(article)
        }
        // After the first state, axe looks at this card alone: a11y.spec.ts checks the whole page.
        const cardSelector = `article[aria-labelledby="${await article.getAttribute('aria-labelledby')}"]`
        const axe = async (state: string) => {
          await expectNoAxeViolations(page, `${guide.title}: ${state}`, cardSelector)
        }

        await flip(watch)
        await expectBack(article)
        await expect(back.getByRole('heading', { level: 2 })).toBeFocused()
        await expectNoSidewaysScroll(page)

        if (single) {
          await expectPlaying(page, article, guide, guide.videos[0].label)
          await expect(back.getByRole('group')).toHaveCount(0)
          await axe('back with its video')
        } else {
          const toggles = back
            .getByRole('group', { name: `Choose ${withArticle(guide.title)} video` })
            .getByRole('button')
          await expect(toggles).toHaveText(guide.videos.map((video) => video.label))
          for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute('aria-pressed', 'false')
          await expectPlaying(page, article, guide, null)
          await axe('back, nothing chosen')

          for (const video of guide.videos) {
            const toggle = back.getByRole('button', { name: video.label, exact: true })
            await toggle.click()
            await expect(toggle).toHaveAttribute('aria-pressed', 'true')
            await expect(back.getByRole('button', { pressed: true })).toHaveCount(1)
            await expectPlaying(page, article, guide, video.label)
          }
          await finishAnimations(article)
          await axe('back, a toggle chosen')

          // Choosing the active toggle again hides its video.
          const last = back.getByRole('button', { name: guide.videos.at(-1)?.label, exact: true })
          await last.click()
          await expect(last).toHaveAttribute('aria-pressed', 'false')
          await expectPlaying(page, article, guide, null)

          // Back clears the choice: choose one, go back, come again.
          await back.getByRole('button', { name: guide.videos[0].label, exact: true }).click()
          await expectPlaying(page, article, guide, guide.videos[0].label)
        }

        await flip(back.getByRole('button', { name: /^Back/ }))
        await expectFront(article)
        await expect(watch).toBeFocused()
        await expectPlaying(page, article, guide, null)

        if (!single) {
          await flip(watch)
          await expectBack(article)
          for (const video of guide.videos) {
            await expect(back.getByRole('button', { name: video.label, exact: true })).toHaveAttribute(
              'aria-pressed',
              'false',
            )
          }
          await expectPlaying(page, article, guide, null)
        }
      },
    )
  }

  // Under reduced motion the faces' visibility still took a 0.01 ms transition, so the face turning
  // in was still hidden when it was handed focus, and focus fell to the body. Keys, not clicks, and
  // no animation finished by the test: focus must land as a keyboard user meets it.
  const focusTitle = (reducedMotion: 'reduce' | 'no-preference') =>
    `Enter on Watch focuses the video face's heading, and Back returns to Watch (reduced motion: ${reducedMotion})`
  async function expectKeyboardFlip(page: Page, guide: Guide) {
    const article = card(page, guide)
    const { back } = faces(article)
    const watch = article.getByRole('button', { name: `Watch ${guide.title}` })
    await watch.focus()
    await page.keyboard.press('Enter')
    await expect(back.getByRole('heading', { level: 2, name: `${guide.title} video` })).toBeFocused()
    await expectBack(article)
    await back.getByRole('button', { name: /^Back/ }).focus()
    await page.keyboard.press('Enter')
    await expect(watch).toBeFocused()
    await expectFront(article)
  }

  // Two loads, one per motion setting. On each the keyboard check of that setting runs first, a
  // step of its own, and leaves the card on its front, as loaded.
  test(
    'turns the card in 3-D, or swaps the faces without rotation under reduced motion',
    at('desktop'),
    async ({ page }) => {
      const [guide] = guides
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      await gotoHydrated(page, '/guides')
      await test.step(focusTitle('no-preference'), () => expectKeyboardFlip(page, guide))

      const article = card(page, guide)
      const flipperTransform = () =>
        article.evaluate((el) => getComputedStyle(el.firstElementChild as HTMLElement).transform)
      await article.getByRole('button', { name: `Watch ${guide.title}` }).click()
      await finishAnimations(article)
      // rotateY(180deg) as a matrix: the x axis is mirrored.
      expect(await flipperTransform()).toMatch(/^matrix3d\(-1, 0, (-)?0, 0,/)

      await page.emulateMedia({ reducedMotion: 'reduce' })
      await gotoHydrated(page, '/guides')
      await test.step(focusTitle('reduce'), () => expectKeyboardFlip(page, guide))

      await article.getByRole('button', { name: `Watch ${guide.title}` }).click()
      await expectBack(article)
      expect(await flipperTransform()).toBe('none')
      expect(await faces(article).back.evaluate((el) => getComputedStyle(el).transform)).toBe('none')
    },
  )

  // Without JavaScript, every card front reads: no-js.spec.ts, on the page's walk.
})
