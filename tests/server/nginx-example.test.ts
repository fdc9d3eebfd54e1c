import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { guidePage, guideSlugs } from '~/content/guides.server'
import { contactSection, earlyAccessConfirmCopy } from '~/content/home'
import { publicPaths } from '~/route-paths'
import { chromiumArgs, findTestChromium } from '../support/chromium.js'
import {
  mailedConfirmationLink,
  makeConfirmationCheckout,
  makeEarlyAccessCheckout,
  type RunningSite,
  startCheckout,
} from '../support/early-access-build'
import { startNginx } from '../support/nginx.js'
import { observatoryScan } from '../support/observatory'
import { type Answer, buildDir, expectSiteHeaders, freePort, get, readBuild, root } from '../support/servers'
import { testCertificates } from '../support/tls'

// deploy/nginx/example.conf, the production config we hand out, run as written except for what
// only a real host has: its ports become loopback ports (the redirect names the HTTPS one) and its
// certificate a throwaway one from the test run's own certificate authority.

const build = readBuild()
let http = ''
let httpPort = 0
let httpsPort = 0
let stop = async () => {}

/** Replaces `from` in the config, failing if the example no longer has it. */
function swap(config: string, from: string | RegExp, to: string) {
  expect(config, `example.conf still has ${from}`).toMatch(from)
  return config.replace(from, to)
}

/**
 * example.conf for a run on loopback: the build folder, the two ports, the certificate, and where
 * it writes its request log and finds npm start.
 */
function exampleConfig(options: {
  build: string
  httpPort: number
  httpsPort: number
  accessLog: string
  errorLog?: string
  nodePort?: number
}) {
  const { cert, key } = testCertificates()
  let config = readFileSync(join(root, 'deploy/nginx/example.conf'), 'utf8')
  config = swap(config, /\/srv\/marketing-site\/build/g, options.build)
  config = swap(config, /^\s*listen \[::\]:.*\n/gm, '')
  config = swap(config, 'listen 80;', `listen 127.0.0.1:${options.httpPort};`)
  config = swap(config, 'listen 443 ssl http2;', `listen 127.0.0.1:${options.httpsPort} ssl http2;`)
  config = swap(config, /ssl_certificate \S+;/, `ssl_certificate ${cert};`)
  config = swap(config, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
  config = swap(
    config,
    'return 301 https://$host$request_uri;',
    `return 301 https://$host:${options.httpsPort}$request_uri;`,
  )
  config = swap(config, /\/var\/log\/nginx\/marketing-site\.access\.log/g, options.accessLog)
  config = swap(
    config,
    /\/var\/log\/nginx\/marketing-site\.error\.log/g,
    options.errorLog ?? join(dirname(options.accessLog), 'error.log'),
  )
  if (options.nodePort) config = swap(config, 'server 127.0.0.1:3000;', `server 127.0.0.1:${options.nodePort};`)
  return config
}

/**
 * npm start of an early-access checkout (one worker, trusting the proxy on loopback) behind
 * example.conf on `httpsPort`, and a browser: what both groups below run against.
 */
async function startBehindNginx(options: {
  checkout: ReturnType<typeof makeEarlyAccessCheckout>
  dataDir: string
  accessLog: string
  httpsPort: number
  env?: Record<string, string>
}) {
  const node = await startCheckout(options.checkout.dir, await freePort(), {
    SITE_WORKERS: '1',
    SITE_DATA_DIR: options.dataDir,
    SITE_TRUST_PROXY: '127.0.0.1',
    ...options.env,
  })
  const config = exampleConfig({
    build: options.checkout.buildDir,
    httpPort: await freePort(),
    httpsPort: options.httpsPort,
    accessLog: options.accessLog,
    nodePort: node.port,
  })
  const nginx = await startNginx({ buildDir: options.checkout.buildDir, port: options.httpsPort, sites: config })
  const browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs })
  return { node, stopNginx: nginx.stop, browser }
}

let logs = ''
let nginxErrorLog = () => ''

beforeAll(async () => {
  httpPort = await freePort()
  httpsPort = await freePort()
  logs = mkdtempSync(join(tmpdir(), 'site-nginx-log-'))
  const config = exampleConfig({ build: buildDir, httpPort, httpsPort, accessLog: join(logs, 'access.log') })
  const nginx = await startNginx({ buildDir, port: httpsPort, sites: config })
  stop = nginx.stop
  nginxErrorLog = nginx.errorLog
  http = `http://127.0.0.1:${httpPort}`
})

afterAll(async () => {
  await stop()
})

function getHttps(
  path: string,
  { port = httpsPort, method = 'GET', headers = {}, body = '' }: HttpsOptions = {},
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)]))
        resolveAnswer({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

type HttpsOptions = { port?: number; method?: string; headers?: Record<string, string>; body?: string }

// nginx names the client at the end of every error line about a request ("client intended to send
// too large body: … client: 127.0.0.1"); the privacy policy says the web server's logs hold none.
test("nginx's error logs name no client when a request fails", async () => {
  // A body larger than client_max_body_size: nginx answers 413 and logs it at the error level.
  const tooLarge = { headers: { 'content-length': String(2 ** 30) } }
  expect((await getHttps('/', tooLarge)).status).toBe(413)
  expect((await getHttps('/no-such-page', tooLarge)).status).toBe(413)
  expect((await get(http, '/', tooLarge)).status).toBe(301)
  // The site's error log and the one nginx.conf names for everything else.
  const errorLogs = `${readFileSync(join(logs, 'error.log'), 'utf8')}${nginxErrorLog()}`
  expect(errorLogs).not.toMatch(/client: /)
  expect(errorLogs).not.toContain('127.0.0.1')
})

test('plain HTTP redirects to HTTPS on the same host, keeping path and query', async () => {
  const answer = await get(http, '/brokers?utm_source=x')
  expect(answer.status).toBe(301)
  expect(answer.headers.location).toBe(`https://127.0.0.1:${httpsPort}/brokers?utm_source=x`)
})

test.each(publicPaths)('MDN HTTP Observatory grades %s A+ with every test passed', async (path) => {
  const result = await observatoryScan({ httpPort, httpsPort, path })
  expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe('A+')
  expect(result.score).toBe(130)
  expect(Object.entries(result.tests).filter(([, test]) => !test.pass)).toEqual([])
  expect(result.tests.redirection?.result).toBe('redirection-to-https')
})

test('HTTPS serves every page, the 404 page and an asset with the site headers', async () => {
  for (const file of build.pages) {
    const answer = await getHttps(file.replace(/\/index\.html$/, '') || '/')
    expect(answer.status).toBe(200)
    expectSiteHeaders(answer, file, build.csp)
    // The page's other URLs lead to this one, on the same host and port (a path-only Location).
    const other = await getHttps(`${file}?utm_source=x`)
    expect(other.status).toBe(301)
    expect(other.headers.location).toBe(`${file.replace(/\/index\.html$/, '') || '/'}?utm_source=x`)
  }
  const missing = await getHttps('/no-such-page')
  expect(missing.status).toBe(404)
  expectSiteHeaders(missing, '/404.html', build.csp)
  const asset = await getHttps(build.asset)
  expect(asset.status).toBe(200)
  expectSiteHeaders(asset, build.asset, build.csp)
})

// The whole way an operator runs it: nginx with example.conf on ports other than 80 and 443, in
// front of `npm start` of a build whose form posts to /api/early-access, and a visitor's Chromium
// signing up with and without JavaScript. A Host without its port failed every browser sign-up
// with 403 (the Origin check); the request log must hold no client address.
describe('in front of npm start keeping the early-access list', () => {
  const checkout = makeEarlyAccessCheckout(`nginx-example-${process.pid}`)
  const temp = mkdtempSync(join(tmpdir(), 'site-nginx-example-'))
  const accessLog = join(temp, 'access.log')
  const dataDir = join(temp, 'data')
  let node: RunningSite
  let port = 0
  let stopNginx = async () => {}
  let browser: Browser

  beforeAll(async () => {
    port = await freePort()
    ;({ node, stopNginx, browser } = await startBehindNginx({ checkout, dataDir, accessLog, httpsPort: port }))
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await stopNginx()
    await node?.stop()
    checkout.remove()
    rmSync(temp, { recursive: true, force: true })
  })

  /** The list as the company reads it. */
  function exported() {
    const result = spawnSync(process.execPath, [join(checkout.dir, 'server/signups.js'), 'export'], {
      env: { ...process.env, SITE_DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    return result.stdout
  }

  const logLines = () =>
    existsSync(accessLog)
      ? readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { path: string; status: number; method: string })
      : []

  test("npm start gets the Host with its port: a post from the page's own origin is taken", async () => {
    const origin = `https://127.0.0.1:${port}`
    const body = JSON.stringify({ email: 'port@example.com' })
    const taken = await getHttps('/api/early-access', {
      port,
      method: 'POST',
      body,
      headers: { Origin: origin, 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
    })
    expect(taken.status).toBe(200)
    const foreign = await getHttps('/api/early-access', {
      port,
      method: 'POST',
      body,
      headers: {
        Origin: 'https://127.0.0.1',
        'Content-Type': 'application/json',
        'Content-Length': String(body.length),
      },
    })
    expect(foreign.status).toBe(403)
  })

  test('Chromium signs up with JavaScript and without; both addresses are on the list', async () => {
    const withScript = await browser.newContext({ ignoreHTTPSErrors: true })
    const withoutScript = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false })
    try {
      const page = await withScript.newPage()
      await page.goto(`https://127.0.0.1:${port}/`)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await page.getByLabel(contactSection.emailLabel).fill('Script@Example.com')
      await page.getByRole('button', { name: contactSection.submit }).click()
      await expect.poll(() => page.getByRole('button', { name: contactSection.subscribed }).isDisabled()).toBe(true)

      const plain = await withoutScript.newPage()
      await plain.goto(`https://127.0.0.1:${port}/`)
      await plain.getByLabel(contactSection.emailLabel).fill('NoScript@Example.com')
      await plain.getByRole('button', { name: contactSection.submit }).click()
      await plain.waitForURL(`https://127.0.0.1:${port}/#early-access-subscribed`)
      await expect.poll(() => plain.locator('#early-access-subscribed').isVisible()).toBe(true)
    } finally {
      await withScript.close()
      await withoutScript.close()
    }
    const list = exported()
    expect(list).toContain('script@example.com')
    expect(list).toContain('noscript@example.com')
  })

  test('Chromium moves in the app from /guides to a guide page, whose data comes through nginx under the CSP', async () => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    try {
      const page = await context.newPage()
      const refused: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text())
      })
      await page.goto(`https://127.0.0.1:${port}/guides`)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const [slug] = guideSlugs()
      const data = page.waitForResponse((response) => response.url().endsWith(`/guides/${slug}.data`))
      await page.locator(`a[href="/guides/${slug}"]`).first().click()
      expect((await data).status()).toBe(200)
      await page.waitForURL(`https://127.0.0.1:${port}/guides/${slug}`)
      await expect.poll(() => page.locator('article h1').textContent()).toBe(guidePage(slug ?? '', {})?.title)
      expect(refused).toEqual([])
    } finally {
      await context.close()
    }
  })

  test("nginx's request log holds the pages asked for, no client address and no sign-up", async () => {
    // nginx writes each line as the request ends; the visits above are over.
    await expect.poll(() => logLines().length, { timeout: 5000 }).toBeGreaterThan(2)
    const lines = logLines()
    expect(lines.filter((line) => line.path === '/' && line.status === 200).length).toBeGreaterThanOrEqual(2)
    expect(lines.filter((line) => line.path.startsWith('/assets/')).length).toBeGreaterThan(0)
    expect(lines.filter((line) => line.path.includes('early-access'))).toEqual([])
    const text = readFileSync(accessLog, 'utf8')
    expect(text).not.toContain('127.0.0.1')
    // Exactly the fields the privacy policy names, on every line.
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['time', 'method', 'path', 'status', 'bytes', 'seconds', 'agent'])
    }
    expect(text).not.toContain('example.com')
  })
})

// The confirmation e-mail behind the same nginx, as an operator turns it on: the tests' build made
// with SITE_SMTP_URL (confirmationBuildSettings) and `npm start` sending through a real SMTP server
// started here, the mailed link's path and query opened through nginx. nginx
// sent its own "allow nothing" policy (form-action 'none') on every answer of the endpoint, npm
// start's confirmation page included, so the page's Confirm button was blocked in every browser
// and no address could ever be confirmed behind nginx.
describe('in front of npm start with the confirmation e-mail', { timeout: 120_000 }, () => {
  const temp = mkdtempSync(join(tmpdir(), 'site-nginx-confirm-'))
  const dataDir = join(temp, 'data')
  const inbox: { to: string[]; text: string }[] = []
  let smtp: SMTPServer
  let checkout: ReturnType<typeof makeConfirmationCheckout> | undefined
  let node: RunningSite | undefined
  let port = 0
  let stopNginx = async () => {}
  let browser: Browser

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, done) => {
        let raw = ''
        stream.setEncoding('utf8')
        stream.on('data', (chunk: string) => {
          raw += chunk
        })
        stream.on('end', () => {
          // Quoted-printable, as Nodemailer may encode the text part, read back.
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
          inbox.push({ to: session.envelope.rcptTo.map((to) => to.address), text })
          done()
        })
      },
    })
    const smtpPort = await freePort()
    await new Promise<void>((ready) => smtp.listen(smtpPort, '127.0.0.1', ready))
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`
    port = await freePort()
    checkout = makeConfirmationCheckout(`nginx-confirm-${process.pid}`)
    ;({ node, stopNginx, browser } = await startBehindNginx({
      checkout,
      dataDir,
      accessLog: join(temp, 'access.log'),
      httpsPort: port,
      env: { SITE_SMTP_URL: smtpUrl, SITE_MAIL_FROM: 'Tradevane <early-access@example.com>' },
    }))
  }, 240_000)

  afterAll(async () => {
    await browser?.close()
    await stopNginx()
    await node?.stop()
    await new Promise<void>((done) => (smtp ? smtp.close(done) : done()))
    checkout?.remove()
    rmSync(temp, { recursive: true, force: true })
  })

  /**
   * The link mailed to `to`, once its mail has arrived, which names the site's canonical origin
   * (SITE_ORIGIN at build time): its path and query on this nginx.
   */
  async function linkMailedTo(to: string) {
    await expect.poll(() => inbox.some((mail) => mail.to.includes(to)), { timeout: 15_000 }).toBe(true)
    const text = inbox.find((mail) => mail.to.includes(to))?.text ?? ''
    const mailed = mailedConfirmationLink(text)
    return `https://127.0.0.1:${port}${mailed.pathname}${mailed.search}`
  }

  /** The confirmed addresses, as the company reads them. */
  function listed() {
    const result = spawnSync(process.execPath, [join(checkout?.dir ?? '', 'server/signups.js'), 'export'], {
      env: { ...process.env, SITE_DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    return result.stdout
  }

  test("the mailed link's page lets its form post to this site: its CSP is npm start's, through nginx", async () => {
    const page = await getHttps(`/api/early-access?confirm=${'A'.repeat(43)}`, { port })
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/)
    // nginx's own answers on the endpoint (a body over its 4 KB) still carry the policy that allows nothing.
    const body = 'x'.repeat(5000)
    const refused = await getHttps('/api/early-access', {
      port,
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
    })
    expect(refused.status).toBe(413)
    expect(refused.headers['content-security-policy']).toMatch(/^default-src 'none'/)
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`Chromium ${javaScriptEnabled ? 'with' : 'without'} JavaScript signs up, opens the mailed link through nginx and confirms with its button`, async () => {
      const email = `${javaScriptEnabled ? 'script' : 'plain'}-confirm@example.com`
      const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled })
      try {
        const page = await context.newPage()
        await page.goto(`https://127.0.0.1:${port}/`)
        if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
        await page.getByLabel(contactSection.emailLabel).fill(email)
        await page.getByRole('button', { name: contactSection.submit }).click()
        const link = await linkMailedTo(email)
        expect(listed()).not.toContain(email)
        await page.goto(link)
        await page.getByRole('heading', { level: 1, name: 'Confirm your early-access sign-up' }).waitFor()
        await page.getByRole('button', { name: 'Confirm' }).click()
        await page.waitForURL(`https://127.0.0.1:${port}/#early-access-confirmed`)
        const note = page.locator('#early-access-confirmed')
        await note.waitFor({ state: 'visible' })
        expect(await note.textContent()).toBe(earlyAccessConfirmCopy().confirmedStatus)
      } finally {
        await context.close()
      }
      expect(listed()).toContain(email)
    })
  }
})
