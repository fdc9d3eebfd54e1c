import { searchedSpelling } from '~/components/strategies/template-facts'
import { strategiesPath, strategyPath } from '~/content/strategies'
import { strategyTags, templates } from '~/lab/engine/templates'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { expectNoHorizontalOverflow } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

// docs/requirements.md#strategy-pages: a page per Strategy Lab template and a hub per tag, reachable
// from the Lab, from their hub and from the sitemap, and complete without JavaScript (no-js.spec.ts,
// on the stand-in template's page).

test(
  'every template’s page is linked from the Lab’s library, from each of its hubs and from the sitemap',
  at('desktop'),
  async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    await page.goto('/lab')
    const library = page.getByRole('region', { name: 'Strategy Library' })
    for (const template of templates) {
      const path = strategyPath(template.id)
      await expect(
        library.getByRole('link', { name: `How it works, node by node: ${template.name}`, exact: true }),
      ).toHaveAttribute('href', path)
      expect(sitemap).toContain(`<loc>${new URL(path, site.origin).href}</loc>`)
    }
    for (const tag of [undefined, ...strategyTags]) {
      const hubPath = tag ? strategyPath(tag) : strategiesPath
      expect(sitemap).toContain(`<loc>${new URL(hubPath, site.origin).href}</loc>`)
      await page.goto(hubPath)
      const listed = templates.filter((template) => !tag || template.tags.includes(tag))
      const list = page.getByRole('region', { name: tag ? /^\d+ templates?$/ : 'Every template' })
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(listed.map((template) => template.name))
      for (const template of listed)
        await expect(list.getByRole('link', { name: template.name, exact: true })).toHaveAttribute(
          'href',
          strategyPath(template.id),
        )
    }
  },
)

test('a strategy page opens from the Lab’s library in the browser, and fits a phone', at('phone'), async ({ page }) => {
  const template = templates[0]
  await gotoHydrated(page, '/lab')
  await page.getByRole('link', { name: `How it works, node by node: ${template.name}`, exact: true }).click()
  await expect(page).toHaveURL(strategyPath(template.id))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchedSpelling(template.name))
  await expect(sectionByHeading(page, 'Risk rules checked before every order')).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

test(
  'a related template opens in the app, its name laid out with the space after 0-DTE',
  at('desktop'),
  async ({ page }) => {
    const from = templates.find((template) => template.id === 'iron-condor-45')
    const to = templates.find((template) => template.name.startsWith('0-DTE '))
    if (!from || !to) throw new Error('the income templates changed')
    await gotoHydrated(page, strategyPath(from.id))
    const related = page.getByRole('navigation', { name: 'Related templates' }).getByRole('link', { name: to.name })
    // As laid out, not as written: the link's flex box once dropped the space after the nowrap "0-DTE".
    await expect(related).toHaveText(to.name, { useInnerText: true })
    await related.click()
    await expect(page).toHaveURL(strategyPath(to.id))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchedSpelling(to.name))
    await expect(sectionByHeading(page, 'A worked example (simulated)')).toBeVisible()
  },
)

// That /guides lists each guide’s topics once is read in its built HTML: tests/built/guide-topics.test.ts.
