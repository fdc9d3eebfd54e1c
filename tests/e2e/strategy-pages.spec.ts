import { searchedSpelling, strategyTitle, titleRoom } from '~/components/strategies/template-facts'
import { guideCards, guideLinks as guideFiles } from '~/content/guides.server'
import { labTemplatePath } from '~/content/site/lab-links'
import { strategiesPath, strategyHubs, strategyPath } from '~/content/strategies'
import { startTrialLabel } from '~/content/terms'
import { describeRisk } from '~/lab/describe'
import { describeTree } from '~/lab/describe-tree'
import { strategyTags, templates } from '~/lab/engine/templates'
import { at, expect, gotoHydrated, test } from '../support/fixtures'
import { expectNoHorizontalOverflow } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'

// docs/requirements.md#strategy-pages: a page per Strategy Lab template and a hub per tag, reachable
// from the Lab, from their hub and from the sitemap, and complete without JavaScript.

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // One page stands in for every template's (each one's prerendered page: tests/built/strategies.test.ts).
  const template = templates[0]
  test(`${strategyPath(template.id)} shows the name, the tree, the risk rules and the notes`, async ({ page }) => {
    const response = await page.goto(strategyPath(template.id))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`${strategyTitle(template, titleRoom(site.name))} | ${site.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchedSpelling(template.name))

    const tree = sectionByHeading(page, 'The tree, node by node')
    await expect(tree).toContainText(describeTree(template.strategy).trigger)
    // The tree as nested lists: the first level is the root node, IF with its condition and branches.
    const root = tree.getByRole('list').first().getByRole('listitem').first()
    await expect(root).toContainText(template.strategy.root.kind === 'if' ? 'IF' : '')
    const described = describeTree(template.strategy).root
    if (described.branches) {
      await expect(root).toContainText(described.text)
      await expect(root).toContainText('THEN')
      await expect(root).toContainText('ELSE')
    }

    const risk = sectionByHeading(page, 'Risk rules checked before every order')
    await expect(risk.getByRole('listitem')).toHaveText(describeRisk(template.strategy))

    const notes = sectionByHeading(page, 'Entry, management and exit')
    for (const note of [template.notes.entry, template.notes.management, template.notes.exit])
      await expect(notes.getByText(note, { exact: true })).toBeVisible()

    await expect(page.getByRole('link', { name: 'Open in the Lab' })).toHaveAttribute(
      'href',
      labTemplatePath(template.id),
    )
    await expect(page.getByRole('link', { name: new RegExp(`^${startTrialLabel}`) }).last()).toHaveAttribute(
      'href',
      site.appUrl,
    )
    // The guides it relies on, each linked.
    const guideLinks = sectionByHeading(page, 'Guides it relies on').getByRole('link')
    await expect(guideLinks.first()).toBeVisible()
    for (const href of await guideLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(guideFiles().map((guide) => guide.path)).toContain(href)
    // Each hub it is listed in.
    for (const tag of template.tags)
      await expect(page.getByRole('link', { name: strategyHubs[tag].name, exact: true })).toHaveAttribute(
        'href',
        strategyPath(tag),
      )
  })
})

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

test('/guides lists each guide’s topics once', at('desktop'), async ({ page }) => {
  await page.goto('/guides')
  for (const guide of guideCards(process.env))
    for (const topic of guide.topics) await expect(page.getByText(topic, { exact: true })).toHaveCount(1)
})
