import type { Locator, Page } from '@playwright/test'

/**
 * A section of a page by its heading's name (exact, or a pattern): the innermost <section> holding
 * that heading. Sections of a document, a guide or a strategy page are plain sections, not region
 * landmarks (docs/requirements.md#accessibility), so they are found by what a reader sees, their heading, not by a region's name.
 */
export function sectionByHeading(scope: Page | Locator, name: string | RegExp): Locator {
  const heading = scope.getByRole('heading', typeof name === 'string' ? { name, exact: true } : { name })
  return scope.locator('section').filter({ has: heading }).last()
}
