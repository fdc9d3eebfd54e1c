import type { Page, Response } from '@playwright/test'
import { contentFacts } from '~/content/facts'
import { policyPage } from '~/content/pages.server'
import { websiteFacts as facts, keyHandling, securityFacts, type websiteFacts } from '~/content/security'
import { securityTxtPath } from '~/content/site/company'
import { at, expect, gotoHydrated, test, untilHydrated } from '../support/fixtures'
import { expectNoSidewaysScroll } from '../support/layout'
import { sectionByHeading } from '../support/sections'
import { site } from '../support/site'
import { standInPaths } from '../support/stand-ins'

// docs/requirements.md#security-page: each statement /security makes about this website, checked
// against what the server really sends and what every page really loads.

type FactId = (typeof websiteFacts)[number]['id']

/** What one walk over every page saw. */
type Evidence = {
  /** Each page's own response. */
  documents: { path: string; headers: Record<string, string> }[]
  /** Every request any page made, as absolute URLs. */
  requests: string[]
  /** Every response's Set-Cookie header, if any. */
  setCookies: string[]
  /** The cookies the browser holds at the end. */
  cookies: unknown[]
}

const twoYears = 2 * 365 * 24 * 60 * 60

/** The keys of this origin's local and session storage. */
function storageKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
  }))
}

/**
 * A check per statement; the type makes a new statement without its check a compile error. Soft:
 * one statement that fails does not hide the others, nor the cookie policy's check after them.
 */
const checks: Record<FactId, (evidence: Evidence, origin: string) => void> = {
  https: ({ documents }) => {
    for (const { path, headers } of documents) {
      const hsts = headers['strict-transport-security'] ?? ''
      expect.soft(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(twoYears)
      expect.soft(hsts, path).toMatch(/;\s*includeSubDomains/)
    }
  },
  'no-third-party': ({ requests }, origin) => {
    expect.soft(requests.filter((url) => new URL(url).origin !== origin && !/^(data|blob):/.test(url))).toEqual([])
  },
  'no-cookies': ({ setCookies, cookies }) => {
    expect.soft(setCookies).toEqual([])
    expect.soft(cookies).toEqual([])
  },
  csp: ({ documents }) => {
    for (const { path, headers } of documents) {
      const policy = new Map(
        (headers['content-security-policy'] ?? '').split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/)
          return [name, values] as const
        }),
      )
      expect.soft(policy.get('default-src'), path).toEqual(["'none'"])
      // Scripts: the site's own files and the hashes of its own inline code, nothing else.
      const scripts = policy.get('script-src') ?? []
      expect.soft(scripts[0], path).toBe("'self'")
      expect.soft(scripts.length, path).toBeGreaterThan(1)
      for (const source of scripts.slice(1)) expect.soft(source, path).toMatch(/^'sha256-[\w+/]+=*'$/)
      expect.soft(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      // Framing: the video player's host alone.
      expect.soft(policy.get('frame-src'), path).toEqual(['https://www.youtube-nocookie.com'])
      for (const directive of ['style-src', 'img-src', 'font-src', 'connect-src']) {
        const hosts = (policy.get(directive) ?? []).filter((source) => /^https?:/.test(source))
        const allowed =
          directive === 'connect-src' && site.earlyAccessEndpoint ? [new URL(site.earlyAccessEndpoint).origin] : []
        expect.soft(hosts, `${path} ${directive}`).toEqual(allowed)
      }
    }
  },
}

test(
  'every statement /security makes about this website holds on a page of each kind, and the cookie policy names what the walk stored',
  at('desktop'),
  async ({ page, context, baseURL }) => {
    // One walk over a page of each kind (tests/support/stand-ins.ts), in one browser context; the
    // headers of every page are the servers' tests' (tests/server/serving.test.ts).
    test.slow()
    const origin = new URL(baseURL ?? '').origin
    const evidence: Evidence = { documents: [], requests: [], setCookies: [], cookies: [] }
    page.on('request', (request) => evidence.requests.push(request.url()))
    const collectCookies = async (response: Response) => {
      const value = await response.headerValue('set-cookie')
      if (value) evidence.setCookies.push(`${response.url()}: ${value}`)
    }
    page.on('response', (response) => {
      void collectCookies(response)
    })
    for (const path of standInPaths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      evidence.documents.push({ path, headers: (await response?.allHeaders()) ?? {} })
      // Hydrated and drawn, as gotoHydrated leaves a page: as the cookie policy's step below saw each.
      await untilHydrated(page)
      // Scrolled, so there is a position to remember on the way out.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
      // Whatever loads late (deferred code, the font, images further down) loads before the next page.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForLoadState('networkidle')
    }
    evidence.cookies = await context.cookies()
    expect(evidence.documents).toHaveLength(standInPaths.length)
    expect(evidence.requests.length).toBeGreaterThan(standInPaths.length)

    expect(Object.keys(checks).sort()).toEqual(facts.map((fact) => fact.id).sort())
    for (const fact of facts) {
      await test.step(fact.id, () => checks[fact.id](evidence, origin))
    }

    // The same walk leaves in the browser what the cookie policy must name
    // (docs/requirements.md#cookie-policy), found by looking, not by reading the policy's own
    // module. After the checks above, which saw the walk alone.
    await test.step('after a page of each kind and an edit in the Lab, the cookie policy names each key the site stored', async () => {
      // The Lab saves the work once it changes: add a condition.
      await gotoHydrated(page, '/lab')
      const before = await page.evaluate(() => JSON.stringify({ ...window.localStorage }))
      const tree = page.getByRole('group', { name: 'Strategy tree' })
      await tree.getByRole('button', { name: /^More actions for Minutes to the close/ }).click()
      await tree.getByRole('menuitem', { name: /^Add condition beside/ }).click()
      await page.getByRole('form', { name: 'Add a condition' }).getByRole('button').first().click()
      await expect.poll(() => page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toBe(before)

      // Leaving the Lab for the policy (a new document, so every page-hide write has happened).
      await page.goto('/cookies')
      const stored = await storageKeys(page)
      expect(stored.local.length).toBeGreaterThan(0)
      expect(stored.session.length).toBeGreaterThan(0)
      expect(await context.cookies()).toEqual([])

      const policy = page.getByRole('main')
      for (const key of [...stored.local, ...stored.session]) {
        await expect(
          policy.locator('code').filter({ hasText: new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }),
          key,
        ).toHaveCount(1)
      }
    })
  },
)

test('/security says each of those statements, and how to connect a broker and report a weakness', async ({ page }) => {
  await gotoHydrated(page, '/security')
  await expect(page).toHaveTitle(`Security | ${site.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security')
  const headings = page.locator('main section[id] > h2')
  // The page opens with what we do with a broker connection, before the policy's own sections.
  await expect(headings).toHaveText([
    keyHandling.title,
    ...policyPage('security', { ...contentFacts, ...securityFacts() }).sections.map((section) => section.title),
  ])
  const table = page.getByRole('table', { name: keyHandling.title })
  await expect(table.getByRole('rowheader')).toHaveText(keyHandling.questions.map(({ question }) => question))
  const website = sectionByHeading(page, 'What this website does')
  for (const fact of facts) {
    const text = fact.content
      .map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.text))
      .join('')
    await expect(website.getByRole('listitem').filter({ hasText: text })).toHaveCount(1)
  }
  const connect = sectionByHeading(page, 'Connect your broker safely')
  for (const phrase of [
    'Trade-only permissions',
    'Never withdrawal rights',
    'allow-list',
    'Revoke access at your broker',
  ]) {
    await expect(connect).toContainText(phrase)
  }
  await expectNoSidewaysScroll(page)
  const report = sectionByHeading(page, 'Report a vulnerability')
  await expect(report.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
    'href',
    `mailto:${site.supportEmail}`,
  )
  // The security.txt link is a file, not a route: following it loads the file itself.
  await report.getByRole('link', { name: securityTxtPath }).click()
  await expect(page).toHaveURL(securityTxtPath)
  await expect(page.locator('body')).toContainText(`Contact: mailto:${site.supportEmail}`)
})
