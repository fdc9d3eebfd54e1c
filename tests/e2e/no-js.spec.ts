import type { Page } from '@playwright/test'
import { heroModel, heroRun } from '~/components/home/hero-words'
import { searchedSpelling, strategyTitle, titleRoom } from '~/components/strategies/template-facts'
import { brokerFinder, brokers, optionsSupportLabels } from '~/content/brokers'
import { type GuidePageData, guidePath, watchUrl } from '~/content/guides'
import { guideCards, guideLinks as guideFiles, guidePage, guideSlugs } from '~/content/guides.server'
import { contactSection } from '~/content/home'
import { brokersPageLabels, partners } from '~/content/partners'
import { faqSection, plans, pricingSection } from '~/content/plans'
import { eligibility } from '~/content/site/company'
import { labTemplatePath } from '~/content/site/lab-links'
import { footerGroups, headerNav, policyLinks, sectionIds } from '~/content/site/navigation'
import { strategyHubs, strategyPath } from '~/content/strategies'
import { startTrialLabel } from '~/content/terms'
import { describeRisk } from '~/lab/describe'
import { describeTree } from '~/lab/describe-tree'
import { templates } from '~/lab/engine/templates'
import { at, bothWidths, expect, test, type Width } from '../support/fixtures'
import { paragraphsOf } from '../support/guide-paragraphs'
import { sectionByHeading } from '../support/sections'
import { hrefOf, menuButton, usesMenu } from '../support/shell'
import { site } from '../support/site'
import { standInPaths } from '../support/stand-ins'

// Every page is prerendered: without JavaScript it still shows its content and working links. One
// page of each kind is looked at here, at both widths; tests/built/shell.test.ts reads the same
// links in every page's prerendered HTML.
test.use({ javaScriptEnabled: false })

const navHrefs = headerNav.map(hrefOf)
// Each guide page's data as its loader builds it from the guide's file, with this build's video IDs.
const guides = guideSlugs().map((slug) => guidePage(slug, process.env)) as [GuidePageData, ...GuidePageData[]]

type Check = { title: string; widths: Width[]; run: (page: Page) => Promise<void> }

// The other specs' checks of a stand-in without JavaScript, each a step of that page's test above at
// the widths it ran at, named as the test it was: checks that only read first, those that click after,
// those that leave the page last.
const firstGuide = guides[0]
const firstTemplate = templates[0]
const alsoOn: Record<string, Check[]> = {
  '/': [
    {
      title: 'the hero card › shows the first run, and no controls that could not work',
      widths: ['phone', 'desktop'],
      run: async (page) => {
        const card = page.locator(`#${sectionIds.home}`).getByRole('figure')
        const order = heroRun(heroModel(), heroModel().first)
        if (order.outcome.kind !== 'order') throw new Error('The card opens on an order.')
        await expect(card.getByText(order.outcome.ticketLine, { exact: true })).toBeVisible()
        await expect(card.getByRole('radio')).toHaveCount(0)
        await expect(card.getByRole('slider')).toHaveCount(0)
        await expect(card.getByRole('link', { name: 'Open this strategy in the Lab' })).toHaveAttribute(
          'href',
          order.labPath,
        )
      },
    },
    {
      title: 'FAQ at the end of pricing › the answers open natively',
      widths: ['desktop'],
      run: async (page) => {
        const first = page.locator(`#${faqSection.id} details`).first()
        await first.locator('summary').click()
        await expect(first).toHaveAttribute('open', '')
        await expect(first.locator('p')).toBeVisible()
      },
    },
    {
      title: 'home page › the plan switcher still shows each plan',
      widths: ['phone'],
      run: async (page) => {
        const pricing = page.locator(`#${sectionIds.pricing}`)
        const switcher = pricing.getByRole('group', { name: pricingSection.switcherLabel })
        for (const plan of plans) {
          await switcher.getByText(plan.name, { exact: true }).click()
          await expect(pricing.getByRole('article')).toHaveCount(1)
          await expect(pricing.getByRole('article', { name: plan.name })).toBeVisible()
        }
      },
    },
    {
      title: 'early-access form › never puts the address in a URL and offers the support e-mail instead',
      widths: ['desktop'],
      run: async (page) => {
        const contact = page.locator(`#${sectionIds.contact}`)
        const input = contact.getByLabel(contactSection.emailLabel)
        await expect(input).not.toHaveAttribute('name')
        await expect(contact.getByRole('link', { name: site.supportEmail }).first()).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${site.supportEmail}`),
        )

        await input.fill('trader@example.com')
        await contact.getByRole('button', { name: contactSection.submit }).click()
        await page.waitForLoadState()
        expect(page.url()).not.toContain('trader')
        expect(page.url()).not.toContain('example.com')
        expect(page.url()).not.toContain('?')
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The form submits nowhere, so the address is still there to copy into an e-mail.
        await expect(input).toHaveValue('trader@example.com')
      },
    },
  ],
  '/brokers': [
    {
      title: '/brokers › the table, partner links and Get Started Today still work',
      widths: ['desktop'],
      run: async (page) => {
        const table = page.getByRole('table', { name: 'Broker compatibility by asset class' })
        await expect(table.locator('tbody tr')).toHaveCount(brokers.length)
        await expect(table.getByText(optionsSupportLabels.pending)).toHaveCount(
          brokers.filter((broker) => broker.options === 'pending').length,
        )
        await expect(page.getByRole('link', { name: brokersPageLabels.getStartedToday })).toHaveAttribute(
          'href',
          '/#get-started',
        )
        for (const partner of partners) {
          await expect(page.locator(`main a[href="${partner.url}"]`)).toBeVisible()
        }
        // The finder needs JavaScript, so it is not offered.
        await expect(page.getByRole('searchbox', { name: brokerFinder.searchLabel })).toBeHidden()
        await expect(page.getByRole('radio')).toHaveCount(0)
      },
    },
    {
      title: 'a section link works as a plain link: from /brokers, Pricing lands on /#pricing',
      widths: ['phone', 'desktop'],
      run: async (page) => {
        const nav = usesMenu(page)
          ? page.getByRole('navigation', { name: 'Main (no script)' })
          : page.getByRole('navigation', { name: 'Main', exact: true })
        await nav.getByRole('link', { name: 'Pricing' }).click()
        await expect(page).toHaveURL('/#pricing')
        await expect(page.locator('#pricing')).toBeInViewport()
      },
    },
  ],
  '/guides': [
    {
      title: '/guides › every card front and its topics are readable, and the videos are offered on the channel',
      widths: ['desktop'],
      run: async (page) => {
        for (const guide of guideCards(process.env)) {
          const article = page.getByRole('article', { name: guide.title })
          await expect(article.getByRole('heading', { name: guide.title, exact: true })).toBeVisible()
          const front = article.locator('[data-face="front"]')
          for (const topic of guide.topics) await expect(front.getByText(topic)).toBeVisible()
          await expect(article.getByRole('button', { name: /^Watch/ })).toBeHidden()
          await expect(article.getByRole('link', { name: /YouTube channel/ })).toHaveAttribute(
            'href',
            site.social.youtube,
          )
        }
        await expect(page.locator('iframe')).toHaveCount(0)
      },
    },
  ],
  [guidePath(firstGuide.slug)]: [
    {
      title: 'guide pages › the text reads in full and the posters link to the videos on YouTube',
      widths: ['desktop'],
      run: async (page) => {
        for (const section of firstGuide.sections)
          for (const paragraph of paragraphsOf(section.html).paragraphs)
            await expect(page.getByText(paragraph)).toBeVisible()
        // The poster and the caption's link: one name each, the same one, read without a stray space.
        const links = page.getByRole('link', {
          name: `Watch on YouTube: ${firstGuide.title} video (opens in a new tab)`,
        })
        await expect(links).toHaveCount(2)
        for (const link of await links.all())
          await expect(link).toHaveAttribute('href', watchUrl(firstGuide.videos[0].videoId))
        await expect(page.getByRole('button', { name: /Play video/ })).toHaveCount(0)
      },
    },
  ],
  [strategyPath(firstTemplate.id)]: [
    {
      // One page stands in for every template's (each one's prerendered page: tests/built/strategies.test.ts).
      title: `${strategyPath(firstTemplate.id)} shows the name, the tree, the risk rules and the notes`,
      widths: ['desktop'],
      run: async (page) => {
        const template = firstTemplate
        // Its status, 200: the test's own first check, on the same load.
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
      },
    },
  ],
}
// A check kept here runs only on a page the walk above visits.
for (const path of Object.keys(alsoOn)) {
  if (!standInPaths.includes(path))
    throw new Error(`${path} is no stand-in: its checks without JavaScript would not run`)
}

test.describe('without JavaScript', () => {
  for (const path of standInPaths) {
    test(`${path} shows its heading, the navigation and the footer links`, bothWidths, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Not hidden under the header, which is taller here (its row of links) and stays in the flow.
      const headingTop = (await page.getByRole('heading', { level: 1 }).boundingBox())?.y ?? 0
      const header = await page.getByRole('banner').boundingBox()
      expect(headingTop).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))

      // Desktop: the bar's links. Phone: the menu button cannot work, so a plain row of links shows.
      const nav = usesMenu(page)
        ? page.getByRole('navigation', { name: 'Main (no script)' })
        : page.getByRole('navigation', { name: 'Main', exact: true })
      await expect(nav).toBeVisible()
      for (const [index, item] of headerNav.entries()) {
        await expect(nav.getByRole('link').nth(index)).toHaveText(item.label)
        await expect(nav.getByRole('link').nth(index)).toHaveAttribute('href', navHrefs[index] ?? '')
      }
      // The page's own item is marked in the prerendered HTML already.
      const own = headerNav.find((item) =>
        'to' in item ? path === item.to || path.startsWith(`${item.to}/`) : path === '/' && item.label === 'Home',
      )
      await expect(nav.locator('a[aria-current]')).toHaveText(own ? [own.label] : [])
      if (usesMenu(page)) await expect(menuButton(page)).toBeHidden()

      // The app stays one tap away: Sign In and Get Started, wherever they show at this width.
      const banner = page.getByRole('banner')
      for (const name of [/^Sign In/, /^Get Started/]) {
        const link = banner.getByRole('link', { name }).filter({ visible: true })
        await expect(link).toHaveCount(1)
        await expect(link).toHaveAttribute('href', site.appUrl)
        await expect(link).toHaveAttribute('target', '_blank')
      }

      const footer = page.getByRole('contentinfo')
      await expect(footer).toBeVisible()
      for (const group of footerGroups) {
        for (const item of group.items) {
          if ('companyLink' in item) continue
          const href = 'support' in item ? `mailto:${site.supportEmail}` : hrefOf(item)
          await expect(footer.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', href)
        }
      }
      for (const item of policyLinks) {
        if ('companyLink' in item) continue
        await expect(footer.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.to)
      }
      await expect(footer.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${site.supportEmail}`,
      )
      await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
      await expect(footer.getByText(eligibility)).toBeVisible()

      const width: Width = usesMenu(page) ? 'phone' : 'desktop'
      for (const check of alsoOn[path] ?? []) {
        if (check.widths.includes(width)) await test.step(check.title, () => check.run(page))
      }
    })
  }

  test(
    'an unknown path shows the 404 page with its text and a way home',
    at('desktop'),
    async ({ page, expectConsoleError }) => {
      expectConsoleError(/status of 404/) // Chrome's own line for the document
      const response = await page.goto('/foo/bar')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    },
  )
})
