import { answerText, faq } from '~/content/faq'
import { homeSectionOrder } from '~/content/home'
import { faqSection } from '~/content/plans'
import { sectionIds } from '~/content/site/navigation'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'

test.describe('FAQ at the end of pricing', () => {
  test('sits inside the pricing section under its own heading and #faq, and the home page keeps its eight sections', async ({
    page,
  }) => {
    await gotoHydrated(page, `/#${faqSection.id}`)
    const block = page.locator(`#${sectionIds.pricing} #${faqSection.id}`)
    await expect(block.getByRole('heading', { level: 3, name: faqSection.title })).toBeInViewport()
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id))
    expect(ids).toEqual([...homeSectionOrder])
    const summaries = block.locator('summary')
    await expect(summaries).toHaveText(faq.map((item) => new RegExp(`^${item.question.replace(/[?]/g, '\\?')}`)))
    for (const details of await block.locator('details').all()) await expect(details).not.toHaveAttribute('open')
  })

  test('opens and closes each answer by keyboard, and is clean under axe both ways', async ({ page }) => {
    await gotoHydrated(page, '/')
    const block = page.locator(`#${faqSection.id}`)
    await block.scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page, 'FAQ closed', `#${faqSection.id}`)
    for (const [index, item] of faq.entries()) {
      const summary = block.locator('summary').nth(index)
      await summary.focus()
      await page.keyboard.press(index % 2 ? 'Space' : 'Enter')
      await expect(block.locator('details').nth(index)).toHaveAttribute('open', '')
      await expect(block.locator('details').nth(index).locator('p')).toHaveText(answerText(item.answer))
    }
    await expectNoAxeViolations(page, 'FAQ open', `#${faqSection.id}`)
    await page.keyboard.press('Enter')
    await expect(block.locator('details').last()).not.toHaveAttribute('open')
  })

  test('feeds the same questions and answers to search engines as FAQPage data', async ({ page }) => {
    await gotoHydrated(page, '/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const nodes = blocks.flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph'])
    const faqPage = nodes.find((node) => node['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[]
    }
    const visible = await page.locator(`#${faqSection.id} details`).evaluateAll((all) =>
      all.map((details) => ({
        name: details.querySelector('summary > span')?.textContent ?? '',
        text: details.querySelector('p')?.textContent ?? '',
      })),
    )
    expect(faqPage.mainEntity.map((q) => ({ name: q.name, text: q.acceptedAnswer.text }))).toEqual(visible)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the answers open natively', async ({ page }) => {
      await page.goto('/')
      const first = page.locator(`#${faqSection.id} details`).first()
      await first.locator('summary').click()
      await expect(first).toHaveAttribute('open', '')
      await expect(first.locator('p')).toBeVisible()
    })
  })
})
