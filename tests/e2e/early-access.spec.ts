import type { Page } from '@playwright/test'
import { contactSection as copy, earlyAccessCopy } from '~/content/home'
import { sectionIds } from '~/content/site/navigation'
import { timings } from '~/content/site/timings'
import { expectEdgesAt3To1 } from '../support/boundaries'
import { expect, expectNoAxeViolations, gotoHydrated, test } from '../support/fixtures'
import { htmlcsErrors } from '../support/htmlcs'

// The early-access form by keyboard, its errors as the GOV.UK Design System shows them
// (docs/requirements.md#early-access-form): what needs a browser (real focus, how the states look,
// axe and HTML_CodeSniffer on them). Its logic (the messages, the e-mail rule, the exact reset, the
// kept confirmation, nothing sent) is tested on the component: early-access-form.test.tsx.
const contact = (page: Page) => page.locator(`#${sectionIds.contact}`)
const field = (page: Page) => contact(page).getByLabel(copy.emailLabel)
const button = (page: Page) => contact(page).getByRole('button')
const words = earlyAccessCopy(false)

/** The focused element's tag and accessible-name words: never the page's body. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return `${element?.tagName.toLowerCase()} ${element?.textContent?.trim() || element?.getAttribute('aria-label') || ''}`.trim()
  })

async function pressSubmit(page: Page) {
  await button(page).focus()
  await page.keyboard.press('Enter')
}

test.describe('early-access form', () => {
  test('Enter on "Get early access" keeps focus on the button while it reads Subscribed!, and after', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoHydrated(page, '/')
    await page.clock.pauseAt(Date.now() + 60_000)
    await field(page).fill('trader@example.com')
    await pressSubmit(page)

    await expect(button(page)).toHaveText(copy.subscribed)
    expect(await focused(page)).toBe(`button ${copy.subscribed}`)
    await expect(button(page)).toHaveAttribute('aria-disabled', 'true')
    // It reads as done: a check and full colour, not a dimmed disabled button; its name stays "Subscribed!".
    await expect(button(page)).toHaveAccessibleName(copy.subscribed)
    await expect(button(page).locator('svg')).toBeVisible()
    await expect(button(page)).toHaveCSS('opacity', '1')
    // Pressed again while it says Subscribed!, it does nothing, and keeps focus.
    await page.keyboard.press('Enter')
    expect(await focused(page)).toBe(`button ${copy.subscribed}`)

    await page.clock.runFor(timings.subscribedResetMs)
    await expect(button(page)).toHaveText(copy.submit)
    await expect(button(page)).not.toHaveAttribute('aria-disabled')
    expect(await focused(page)).toBe(`button ${copy.submit}`)
  })

  test('an empty submit: an inline error tied to the field, which is marked invalid and takes focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/')
    // The form checks the address itself: no browser popup, which disappears and cannot be styled.
    await expect(contact(page).locator('form')).toHaveJSProperty('noValidate', true)
    await expect(field(page)).toHaveAttribute('type', 'email')
    await pressSubmit(page)

    const error = contact(page).getByText(copy.emailMissing)
    await expect(error).toBeVisible()
    // The prefix is read, not shown.
    await expect(error).toHaveText(`${copy.errorPrefix} ${copy.emailMissing}`)
    await expect(error.getByText(copy.errorPrefix)).toHaveClass(/\bsr-only\b/)
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true')
    // The preview line, ending on its channel link (which says it opens a new tab: no stop after
    // it, which a screen reader would hear apart), then the error.
    await expect(field(page)).toHaveAccessibleDescription(
      `${words.hint} ${words.channel} (opens in a new tab) ${copy.errorPrefix} ${copy.emailMissing}`,
    )
    await expect(field(page)).toBeFocused()
    await expect(button(page)).toHaveText(copy.submit)
    await expectNoAxeViolations(page, 'empty address', `#${sectionIds.contact}`)
    // The invalid field's edge, focused and not, at 3:1 or more (WCAG 1.4.11).
    await expectEdgesAt3To1(page, 'the address field invalid')
    expect(await htmlcsErrors(page)).toEqual([])
  })
})
