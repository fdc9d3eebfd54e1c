import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { earlyAccessConfirmHours } from '~/content/early-access'
import { contactSection, earlyAccessConfirmCopy } from '~/content/home'
import { confirmedEarlyAccessPolicy, earlyAccessPolicy } from '~/content/privacy'
import { openStore } from '../../server/store.js'
import { chromiumArgs, findTestChromium } from '../support/chromium.js'
import {
  confirmationBuildPassword,
  confirmationBuildSettings,
  mailedConfirmationLink,
  makeConfirmationCheckout,
  type RunningSite,
  startCheckout,
} from '../support/early-access-build'
import { freePort } from '../support/servers'

// The optional confirmation e-mail (double opt-in, server/confirmations.js): the tests' build made
// with SITE_SMTP_URL (confirmationBuildSettings), its real `npm start` (two workers, SQLite) sending
// through a real SMTP server started here (smtp-server), the links followed on this server by plain
// HTTP and by Chromium with and without JavaScript.

const endpoint = '/api/early-access'
const smtpUser = 'site-mailer'
const smtpPassword = `pw-${randomBytes(9).toString('hex')}`
const temp = mkdtempSync(join(tmpdir(), 'site-confirm-'))
const words = earlyAccessConfirmCopy()

type Received = { to: string[]; raw: string; text: string }
const inbox: Received[] = []
let smtp: SMTPServer
let smtpUrl: string
let port: number
let checkout: ReturnType<typeof makeConfirmationCheckout>
let site: RunningSite
let dataDir: string
const started: RunningSite[] = []
let nextClient = 0
const client = () => `198.51.100.${++nextClient}`

/** Quoted-printable, as Nodemailer may encode the text part, read back. */
const unQuote = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === smtpUser && auth.password === smtpPassword
        ? done(null, { user: smtpUser })
        : done(new Error('Invalid username or password')),
    onData: (stream, session, done) => {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => {
        raw += chunk
      })
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((to) => to.address), raw, text: unQuote(raw) })
        done()
      })
    },
  })
  const smtpPort = await freePort()
  await new Promise<void>((ready) => smtp.listen(smtpPort, '127.0.0.1', ready))
  smtpUrl = `smtp://${smtpUser}:${smtpPassword}@127.0.0.1:${smtpPort}`
  port = await freePort()
  checkout = makeConfirmationCheckout(`early-access-confirm-${process.pid}`)
  dataDir = join(mkdtempSync(join(temp, 'data-')), 'list')
  site = await startCheckout(checkout.dir, port, {
    SITE_WORKERS: '2',
    SITE_DATA_DIR: dataDir,
    SITE_TRUST_PROXY: '127.0.0.1',
    SITE_SMTP_URL: smtpUrl,
    SITE_MAIL_FROM: 'Tradevane <early-access@example.com>',
  })
  started.push(site)
}, 180_000)

afterAll(async () => {
  for (const running of started) await running.stop()
  await new Promise<void>((done) => (smtp ? smtp.close(done) : done()))
  checkout?.remove()
  rmSync(temp, { recursive: true, force: true })
})

type Reply = { status: number; headers: Record<string, string>; text: string }

function send(
  path: string,
  { method = 'GET', body = '', headers = {} as Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: false,
        headers: body
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers }
          : headers,
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
            text,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body || undefined)
  })
}

const signUp = (email: string) =>
  send(endpoint, { method: 'POST', body: JSON.stringify({ email }), headers: { 'X-Forwarded-For': client() } })

/** What a mail scanner or a link preview does with the link (on this server): GET it. */
const follow = (link: string) => {
  const url = new URL(link)
  return send(`${url.pathname}${url.search}`, { headers: { 'X-Forwarded-For': client() } })
}

/** What the page's Confirm button does: POST to the link (on this server), from the page's origin. */
const press = (link: string) => {
  const url = new URL(link)
  return send(`${url.pathname}${url.search}`, {
    method: 'POST',
    headers: {
      'X-Forwarded-For': client(),
      Origin: site.url,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Content-Length': '0',
    },
  })
}

/** The list as the company reads it: `npm run signups -- export` (with --all: the pending ones too, with status). */
function exported(...args: string[]) {
  const result = spawnSync(process.execPath, [join(checkout.dir, 'server/signups.js'), 'export', ...args], {
    env: { ...process.env, SITE_DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout.trimEnd().split('\n').slice(1)
}

/**
 * The one mail to `to`, once it has arrived; its link, which names the site's canonical origin
 * (SITE_ORIGIN at build time), and the same path and query on this server (`link`).
 */
async function mailTo(to: string) {
  await expect.poll(() => inbox.filter((mail) => mail.to.includes(to)).length, { timeout: 15_000 }).toBeGreaterThan(0)
  const mails = inbox.filter((mail) => mail.to.includes(to))
  const mailed = mailedConfirmationLink(mails[0]?.text ?? '')
  return { mails, mailed: mailed.href, link: `${site.url}${mailed.pathname}${mailed.search}` }
}

describe('the confirmation e-mail', () => {
  test("the build records only a yes: no file of the build holds the build's SMTP URL or its password", () => {
    const manifest = JSON.parse(readFileSync(join(checkout.buildDir, 'headers.json'), 'utf8'))
    expect(manifest.earlyAccessConfirm).toEqual({
      hours: earlyAccessConfirmHours,
      confirmedUrl: '/#early-access-confirmed',
      origin: confirmationBuildSettings.SITE_ORIGIN,
      siteName: expect.any(String),
    })
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? files(path) : [path]
      })
    const all = files(checkout.buildDir)
    expect(all.length).toBeGreaterThan(20)
    for (const file of all) {
      const bytes = readFileSync(file)
      expect(bytes.includes(confirmationBuildPassword), file).toBe(false)
      expect(bytes.includes('smtp://'), file).toBe(false)
    }
  })

  test("a sign-up is pending until its page's Confirm is pressed: the mail arrives, following the link (GET) confirms nothing, the button's POST confirms once, a second use answers 410; a new and a known address get the same answer", async () => {
    const email = 'confirm.me@example.com'
    const reply = await signUp(email)
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.text)).toEqual({ message: 'Subscribed. Check your inbox for the confirmation link.' })
    const { mails, mailed, link } = await mailTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/^Subject: Confirm your early-access sign-up for /m)
    expect(mails[0]?.text).toContain(`within ${earlyAccessConfirmHours} hours`)
    // The token says nothing of the address.
    expect(mailed).not.toMatch(/confirm\.me|example/)
    expect(exported()).toEqual([])
    expect(exported('--pending').map((line) => line.split(','))).toEqual([[email, expect.any(String), 'pending']])

    // A second sign-up at once: the same answer, no second mail.
    const again = await signUp(email)
    expect([again.status, again.text]).toEqual([reply.status, reply.text])

    // Following the link (a GET, as a mail scanner does) opens the page and confirms nothing.
    for (let visit = 0; visit < 2; visit++) {
      const opened = await follow(link)
      expect(opened.status).toBe(200)
      expect(opened.headers['content-type']).toBe('text/html;charset=utf-8')
      expect(opened.headers['cache-control']).toBe('no-store')
      expect(opened.headers['content-security-policy']).toContain("form-action 'self'")
      expect(opened.headers['x-frame-options']).toBe('DENY')
      expect(opened.text).toMatch(/<h1[^>]*>Confirm your early-access sign-up<\/h1>/)
      // The site's own stylesheet, the one the home page links.
      expect(opened.text).toMatch(/<link rel="stylesheet" href="\/assets\/[\w-]+\.css">/)
      expect(opened.text).toMatch(/<form method="post"[^>]*><button type="submit"[^>]*>Confirm<\/button><\/form>/)
      // No script, and nothing of the token or the address in the page.
      expect(opened.text).not.toContain('<script')
      expect(opened.text).not.toContain(new URL(link).searchParams.get('confirm'))
      expect(opened.text).not.toContain('confirm.me')
    }
    expect(exported()).toEqual([])
    expect(exported('--pending').map((line) => line.split(',')[0])).toEqual([email])

    // Only the page's POST confirms.
    const confirmed = await press(link)
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.location).toBe('/#early-access-confirmed')
    expect(exported().map((line) => line.split(',')[0])).toEqual([email])
    expect(exported('--pending')).toEqual([])

    const used = await press(link)
    expect(used.status).toBe(410)
    expect(used.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(used.text).toMatch(/^This confirmation link cannot be used: it has been used already, it has expired/)
    // Known now: the same answer as a new address, and no mail.
    const known = await signUp(email)
    expect([known.status, known.text]).toEqual([reply.status, reply.text])
    const unknown = await press(`http://127.0.0.1:${port}${endpoint}?confirm=${'A'.repeat(43)}`)
    expect([unknown.status, unknown.text]).toEqual([used.status, used.text])
    expect((await follow(`http://127.0.0.1:${port}${endpoint}?confirm=short`)).status).toBe(410)
    expect((await press(`http://127.0.0.1:${port}${endpoint}?confirm=short`)).status).toBe(410)
    // Another site's form cannot press it.
    const crossSite = await send(`${endpoint}?confirm=${'B'.repeat(43)}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': client(), Origin: 'https://evil.example', 'Content-Length': '0' },
    })
    expect(crossSite.status).toBe(403)
    // Give a stray mail the time to arrive before counting: the next sign-up's mail comes after it.
    await signUp('marker@example.com')
    await mailTo('marker@example.com')
    expect(inbox.filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })

  test('an expired link answers 410 and lists nothing', async () => {
    const token = randomBytes(32).toString('base64url')
    const store = await openStore({ dataDir, databaseUrl: '' })
    const requested = new Date(Date.now() - (earlyAccessConfirmHours + 1) * 3600_000)
    try {
      expect(
        await store.request(
          'late@example.com',
          createHash('sha256').update(token).digest('hex'),
          requested,
          new Date(requested.getTime() + earlyAccessConfirmHours * 3600_000),
          1,
        ),
      ).toBe('pending')
    } finally {
      await store.close()
    }
    const reply = await press(`http://127.0.0.1:${port}${endpoint}?confirm=${token}`)
    expect(reply.status).toBe(410)
    expect(exported('--all').join('\n')).not.toContain('late@example.com')
  })

  test('npm start refuses a build and settings that disagree, with one line saying what to do', async () => {
    const without = await startCheckout(checkout.dir, await freePort(), {
      SITE_DATA_DIR: join(temp, 'refused'),
      SITE_SMTP_URL: '',
    }).catch((error: Error) => error)
    expect(String(without)).toMatch(/made with SITE_SMTP_URL set.*but SITE_SMTP_URL is not set/)
    const noSender = await startCheckout(checkout.dir, await freePort(), {
      SITE_DATA_DIR: join(temp, 'refused'),
      SITE_SMTP_URL: smtpUrl,
      SITE_MAIL_FROM: '',
    }).catch((error: Error) => error)
    expect(String(noSender)).toMatch(/SITE_MAIL_FROM must be set with SITE_SMTP_URL/)
    expect(String(noSender)).not.toContain(smtpPassword)
  })
})

// Each test walks several pages, which takes Chromium well over the project's 30 s on a loaded
// machine. A note shown by :target is waited for, not polled for a second: Chromium applies the
// fragment at the first frame after the load, which such a machine can delay past expect.poll's 1 s.
describe('in a browser (Chromium)', { timeout: 120_000 }, () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs })
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('with JavaScript: the form says to check the inbox; the link opens a page whose Confirm button confirms, and the home page says so', async () => {
    // A context of its own: axe-core's builder needs one.
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      await page.goto(site.url)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await page.getByText(words.hint).waitFor()
      await page.getByLabel(contactSection.emailLabel).fill('Js.Visitor@Example.com')
      await page.getByRole('button', { name: contactSection.submit }).click()
      await page.getByRole('status').filter({ hasText: words.subscribedStatus }).waitFor()
      expect(await page.getByRole('button', { name: contactSection.subscribed }).count()).toBe(1)
      const { link } = await mailTo('js.visitor@example.com')
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: 'Confirm your early-access sign-up' }).waitFor()
      expect(exported()).not.toContainEqual(expect.stringMatching(/^js\.visitor@/))
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.waitForURL(`${site.url}/#early-access-confirmed`)
      const note = page.locator('#early-access-confirmed')
      await note.waitFor({ state: 'visible' })
      expect(await note.textContent()).toBe(words.confirmedStatus)
      expect(exported()).toContainEqual(expect.stringMatching(/^js\.visitor@example\.com,/))
    } finally {
      await context.close()
    }
  })

  test('without JavaScript: the plain post comes back to "check your inbox"; the link opens a page whose Confirm button confirms', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(site.url)
      await page.getByLabel(contactSection.emailLabel).fill('NoJs.Visitor@Example.com')
      await page.getByRole('button', { name: contactSection.submit }).click()
      await page.waitForURL(`${site.url}/#early-access-subscribed`)
      const pending = page.locator('#early-access-subscribed')
      await pending.waitFor({ state: 'visible' })
      expect(await pending.textContent()).toBe(words.subscribedStatus)
      expect(await page.locator('#early-access-confirmed').isVisible()).toBe(false)
      expect(exported()).not.toContainEqual(expect.stringMatching(/^nojs\.visitor@/))
      const { link } = await mailTo('nojs.visitor@example.com')
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: 'Confirm your early-access sign-up' }).waitFor()
      expect(exported()).not.toContainEqual(expect.stringMatching(/^nojs\.visitor@/))
      await page.getByRole('button', { name: 'Confirm' }).click()
      await page.waitForURL(`${site.url}/#early-access-confirmed`)
      const confirmed = page.locator('#early-access-confirmed')
      await confirmed.waitFor({ state: 'visible' })
      expect(await confirmed.textContent()).toBe(words.confirmedStatus)
      expect(exported()).toContainEqual(expect.stringMatching(/^nojs\.visitor@example\.com,/))
    } finally {
      await context.close()
    }
  })

  test('the privacy policy says what is kept while pending, for how long, and that deletion removes it', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(`${site.url}/privacy`)
      const text = (await page.locator('main').textContent()) ?? ''
      const policy = confirmedEarlyAccessPolicy()
      expect(text).toContain(policy.trim())
      expect(policy).toMatch(new RegExp(`for at most ${earlyAccessConfirmHours} hours`))
      expect(policy).toMatch(/we delete it from the list, confirmed or not/)
      expect(text).not.toContain(earlyAccessPolicy(endpoint).trim())
    } finally {
      await page.close()
    }
  })
})
