import type { Page } from '@playwright/test'
import { embedUrl, type GuidePageData, guidePath, posterSize } from '~/content/guides'
import { guidePage, guideSlugs } from '~/content/guides.server'
import { expect, expectNoAxeViolations, gotoHydrated, stubVideoPlayer, test, videoHost } from '../support/fixtures'
import { paragraphsOf } from '../support/guide-paragraphs'
import { expectNoHorizontalOverflow } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

test.beforeEach(({ page }) => stubVideoPlayer(page))

// Each guide page's data as its loader builds it from the guide's file, with this build's video IDs.
const guides = guideSlugs().map((slug) => guidePage(slug, process.env)) as [GuidePageData, ...GuidePageData[]]

function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((blocks) => blocks.flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph']))
}

// One guide stands in for all in the browser: the one with the most videos. Every guide's built page
// (title, trail, topics, posters, pager, structured data) is checked without a browser in
// tests/built/guides.test.ts, so a new guide adds no browser test.
const standIn = guides.reduce((most, guide) => (guide.videos.length > most.videos.length ? guide : most))

test.describe('guide pages', () => {
  const guide = standIn
  const path = guidePath(guide.slug)

  test(`${guide.title}, standing in for every guide: title, trail, every topic explained, videos behind posters that load, and the way on`, async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await gotoHydrated(page, path)

    await expect(page).toHaveTitle(`${guide.pageTitle} | ${site.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title)
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(trail.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides')
    await expect(trail.locator('[aria-current="page"]')).toHaveText(guide.title)
    await expect(page.getByText(guide.lead)).toBeVisible()

    for (const [topicIndex, topic] of guide.topics.entries()) {
      const section = sectionByHeading(page, topic)
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(topic)
      const { paragraphs, links } = paragraphsOf(guide.sections[topicIndex]?.html ?? '')
      for (const paragraph of paragraphs) await expect(section).toContainText(paragraph)
      // Where the text names a page of this site, it links there.
      for (const link of links)
        await expect(section.getByRole('link', { name: link.text, exact: true }).first()).toHaveAttribute(
          'href',
          link.to,
        )
    }

    // One poster per video, from this site; no other host asked for anything yet.
    const posters = page.locator('figure img[src^="/posters/"]')
    await expect(posters).toHaveCount(guide.videos.length)
    // The first poster is the page's largest early image, fetched at once at high priority; the
    // others wait until they near the view.
    await expect(posters.first()).toHaveAttribute('fetchpriority', 'high')
    for (const [videoIndex] of guide.videos.entries()) {
      const poster = posters.nth(videoIndex)
      await expect(poster).toHaveAttribute('src', guide.videos[videoIndex]?.poster ?? '')
      await expect(poster).toHaveAttribute('loading', videoIndex === 0 ? 'eager' : 'lazy')
      await poster.scrollIntoViewIfNeeded()
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(posterSize.width)
    }
    expect(requests.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
    await expect(page.locator('iframe')).toHaveCount(0)

    const pager = page.getByRole('navigation', { name: 'More guides' })
    const { previous, next } = guide
    if (previous)
      await expect(pager.getByRole('link', { name: `Previous guide ${previous.title}` })).toHaveAttribute(
        'href',
        guidePath(previous.slug),
      )
    if (next)
      await expect(pager.getByRole('link', { name: `Next guide ${next.title}` })).toHaveAttribute(
        'href',
        guidePath(next.slug),
      )
    await expect(pager.getByRole('link')).toHaveCount((previous ? 1 : 0) + (next ? 1 : 0) + 1)
    await expect(pager.getByRole('link', { name: 'All trading guides' })).toHaveAttribute('href', '/guides')

    // Structured data: the trail and the article, dated by its file's last change and by no made-up day.
    const nodes = await jsonLd(page)
    const types = nodes.map((node) => node['@type'])
    expect(types).toEqual(['BreadcrumbList', 'Article'])
    expect(nodes[1]).toMatchObject({ headline: guide.title, dateModified: guide.updated })
    if (!guide.published) expect(nodes[1]).not.toHaveProperty('datePublished')
  })

  test('on a 320 px screen nothing on any guide page reaches past its sides, before a video plays and after', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const guide of guides) {
      await gotoHydrated(page, guidePath(guide.slug))
      await expectNoHorizontalOverflow(page)
    }
    const guide = guides.find((item) => item.videos.length > 1) ?? guides[0]
    await gotoHydrated(page, guidePath(guide.slug))
    await page.getByRole('button', { name: `Play video: ${guide.title}: ${guide.videos[0].label} video` }).click()
    await expect(page.locator('iframe')).toHaveCount(1)
    await expectNoHorizontalOverflow(page)
  })

  test('plays a video only when asked, with the privacy-enhanced player, and moves focus into it', async ({ page }) => {
    const guide = guides.find((g) => g.videos.length > 1) ?? guides[0]
    await gotoHydrated(page, guidePath(guide.slug))
    const video = guide.videos[1] ?? guide.videos[0]
    const play = page.getByRole('button', { name: `Play video: ${guide.title}: ${video.label} video` })
    const player = page.waitForRequest((request) => new URL(request.url()).hostname === videoHost)
    await play.focus()
    await page.keyboard.press('Enter')
    expect((await player).url()).toBe(embedUrl(video.videoId))
    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute('title', `${guide.title}: ${video.label} video`)
    await expect(frame).toBeFocused()
    // a11y.spec.ts checks the page before play; only the videos' figures change.
    await expectNoAxeViolations(page, 'after play', 'main figure')
  })

  // Without JavaScript, the first guide reads in full: no-js.spec.ts, on that page's walk.
})
