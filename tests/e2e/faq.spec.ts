import { htmlText } from '~/components/seo/page-graph'
import { contentFacts } from '~/content/facts'
import { faqItems } from '~/content/pages.server'
import { faqSection } from '~/content/plans'
import { sectionIds } from '~/content/site/navigation'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

const faq = faqItems(contentFacts)

test.describe('FAQ at the end of pricing', () => {
  test('sits inside the pricing section under its own heading and #faq', async ({ page }) => {
    await gotoHydrated(page, `/#${faqSection.id}`)
    const block = page.locator(`#${sectionIds.pricing} #${faqSection.id}`)
    await expect(block.getByRole('heading', { level: 2, name: faqSection.title })).toBeInViewport()
    const summaries = block.locator('summary')
    await expect(summaries).toHaveText(faq.map(([question]) => new RegExp(`^${question.replace(/[?]/g, '\\?')}`)))
    for (const details of await block.locator('details').all()) await expect(details).not.toHaveAttribute('open')
  })

  // Closed, the FAQ is part of the home page as a11y.spec.ts checks it.
  test('opens and closes each answer by keyboard, and is clean under axe open', async ({ page }) => {
    await gotoHydrated(page, '/')
    const block = page.locator(`#${faqSection.id}`)
    await block.scrollIntoViewIfNeeded()
    for (const [index, [, answer]] of faq.entries()) {
      const summary = block.locator('summary').nth(index)
      await summary.focus()
      await page.keyboard.press(index % 2 ? 'Space' : 'Enter')
      await expect(block.locator('details').nth(index)).toHaveAttribute('open', '')
      await expect(block.locator('details').nth(index).locator('p')).toHaveText(htmlText(answer))
    }
    await expectNoAxeViolations(page, 'FAQ open', `#${faqSection.id}`)
    await page.keyboard.press('Enter')
    await expect(block.locator('details').last()).not.toHaveAttribute('open')
  })

  // Without JavaScript the answers open natively: no-js.spec.ts, on the home page's walk.
})
