import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactSection } from '~/content/home'
import { earlyAccessPolicy } from '~/content/privacy'
import { chromiumArgs, findTestChromium } from '../support/chromium.js'
import { makeEarlyAccessCheckout, type RunningSite, startCheckout } from '../support/early-access-build'
import { startNginx } from '../support/nginx.js'
import { freshDatabase, startPostgres, type TestPostgres } from '../support/postgres'
import { freePort } from '../support/servers'
import { site as config } from '../support/site'

// The same-origin early-access list (server/early-access.js, docs/requirements.md#early-access-list)
// against a real build made with SITE_EARLY_ACCESS_ENDPOINT=/api/early-access, served by its real
// `npm start` (two workers) keeping a real SQLite file.

const endpoint = '/api/early-access'
const checkout = makeEarlyAccessCheckout(`early-access-${process.pid}`)
const temp = mkdtempSync(join(tmpdir(), 'site-early-access-'))
const started: RunningSite[] = []
let site: RunningSite
let dataDir: string
let nextClient = 0

/** A client address of its own for each test, so the rate limit counts each test apart. */
const client = () => `198.51.100.${++nextClient}`

async function start(env: Record<string, string> = {}) {
  const running = await startCheckout(checkout.dir, await freePort(), { SITE_WORKERS: '2', ...env })
  started.push(running)
  return running
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(temp, 'data-'))
  // The tests are the proxy: their X-Forwarded-For gives each test a client address of its own.
  site = await start({ SITE_DATA_DIR: dataDir, SITE_TRUST_PROXY: '127.0.0.1' })
}, 240_000)

afterAll(async () => {
  for (const running of started) await running.stop()
  checkout.remove()
  rmSync(temp, { recursive: true, force: true })
})

type Reply = { status: number; headers: Record<string, string>; text: string }

function post(
  base: string,
  body: string | Buffer,
  {
    type = 'application/json',
    headers = {},
    method = 'POST',
    localAddress,
  }: { type?: string; headers?: Record<string, string>; method?: string; localAddress?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const url = new URL(endpoint, base)
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        agent: false,
        localAddress,
        headers: { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), ...headers },
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
    req.end(body)
  })
}

const json = (email: unknown) => JSON.stringify({ email })

/** The list as the company reads it: `npm run signups -- export` of that checkout. */
function exported(dir: string) {
  const result = spawnSync(process.execPath, [join(checkout.dir, 'server/signups.js'), 'export'], {
    env: { ...process.env, SITE_DATA_DIR: dir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0] as string)
}

/** Nothing of a stack or a server error ever reaches a client. */
function expectPlainAnswer(reply: Reply) {
  expect(reply.status).toBeLessThan(500)
  expect(reply.text).not.toMatch(/\bat .*\.js:\d+|Error:|node:/)
}

describe('the answers', () => {
  test('JSON: the same 200 and body for a new address and a repeat (any case, any spaces), so the answer tells no one who is on the list; stored once, trimmed and lower-cased', async () => {
    const headers = { 'X-Forwarded-For': client() }
    const first = await post(site.url, json('  Grace.Hopper@Example.COM '), { headers })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.headers['content-security-policy']).toContain("default-src 'none'")
    expect(JSON.parse(first.text)).toEqual({ message: 'Subscribed.' })
    const known = ['grace.hopper@example.com', 'GRACE.HOPPER@EXAMPLE.COM']
    for (const email of known) {
      const again = await post(site.url, json(email), { headers })
      expect([again.status, again.text, again.headers['content-type'], again.headers['content-length']]).toEqual([
        first.status,
        first.text,
        first.headers['content-type'],
        first.headers['content-length'],
      ])
    }
    expect(exported(dataDir).filter((email) => email.startsWith('grace'))).toEqual(['grace.hopper@example.com'])
  })

  test('a plain form post (no JavaScript): 303 back to the confirmation on the home page', async () => {
    const reply = await post(site.url, 'email=Alan%40Example.com', {
      type: 'application/x-www-form-urlencoded',
      headers: { 'X-Forwarded-For': client(), Origin: site.url },
    })
    expect(reply.status).toBe(303)
    expect(reply.headers.location).toBe('/#early-access-subscribed')
    expect(exported(dataDir)).toContain('alan@example.com')
  })

  test('every bad input gets a 4xx with a plain message, and nothing is stored', async () => {
    const before = exported(dataDir)
    const headers = { 'X-Forwarded-For': client() }
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`
    const bad: [string, string | Buffer, string?][] = [
      ['no address', json('')],
      ['spaces', json('   ')],
      ['no @', json('grace.example.com')],
      ['no domain', json('grace@')],
      ['no dot in the domain', json('grace@localhost')],
      ['an IPv4 address for the domain', json('grace@127.0.0.1')],
      ['a bracketed IPv4 address', json('grace@[127.0.0.1]')],
      ['a bracketed IPv6 address', json('grace@[IPv6:::1]')],
      ['form, an IP address', 'email=grace%40127.0.0.1', 'application/x-www-form-urlencoded'],
      ['a space inside', json('grace hopper@example.com')],
      ['255 characters', json(`a${longest}`)],
      ['a number', json(42)],
      ['a list', json(['grace@example.com'])],
      ['no email field', JSON.stringify({ mail: 'grace@example.com' })],
      ['a JSON array', '[]'],
      ['not JSON', '{"email": '],
      ['empty body', ''],
      ['binary', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
      ['XML', '<email>grace@example.com</email>', 'application/xml'],
      ['form without email', 'mail=grace%40example.com', 'application/x-www-form-urlencoded'],
      ['form, bad address', 'email=grace', 'application/x-www-form-urlencoded'],
    ]
    for (const [what, body, type] of bad) {
      const reply = await post(site.url, body, { headers, ...(type ? { type } : {}) })
      expect(reply.status, what).toBe(400)
      expect(reply.headers['content-type'], what).toBe('text/plain; charset=utf-8')
      expect(reply.text, what).toBe('Please enter a valid e-mail address (at most 254 characters).\n')
      expectPlainAnswer(reply)
      // The rate limit would start answering 429 after ten; a new client address every few.
      headers['X-Forwarded-For'] = client()
    }
    expect(exported(dataDir)).toEqual(before)
    // 254 characters is still an address.
    expect((await post(site.url, json(longest), { headers })).status).toBe(200)
  })

  test('another site: 403; a 6 KB body: 413; other methods: 405 with Allow: POST', async () => {
    const headers = { 'X-Forwarded-For': client() }
    const foreign = await post(site.url, json('eve@example.com'), {
      headers: { ...headers, Origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const crossSite = await post(site.url, json('eve@example.com'), {
      headers: { ...headers, 'Sec-Fetch-Site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const nullOrigin = await post(site.url, json('eve@example.com'), { headers: { ...headers, Origin: 'null' } })
    expect(nullOrigin.status).toBe(403)
    const large = await post(site.url, json(`${'e'.repeat(6 * 1024)}@example.com`), { headers })
    expect(large.status).toBe(413)
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const reply = await post(site.url, '', { method, headers: { 'X-Forwarded-For': client() } })
      expect(reply.status, method).toBe(405)
      expect(reply.headers.allow).toBe('POST')
    }
    for (const reply of [foreign, crossSite, nullOrigin, large]) expectPlainAnswer(reply)
    expect(exported(dataDir)).not.toContain('eve@example.com')
  })

  test('a flood from one client address: the 11th request in a minute gets 429 with Retry-After, others go on', async () => {
    const headers = { 'X-Forwarded-For': client() }
    // Fresh connections each time, so they land on both workers: the count is shared.
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(site.url, json(`flood${i}@example.com`), { headers })),
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200))
    const refused = await post(site.url, json('flood10@example.com'), { headers })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(exported(dataDir)).not.toContain('flood10@example.com')
    // Another client is not held back.
    expect(
      (await post(site.url, json('flood10@example.com'), { headers: { 'X-Forwarded-For': client() } })).status,
    ).toBe(200)
  })

  test('X-Forwarded-For counts only with SITE_TRUST_PROXY: without it, a flood cannot hide behind made-up addresses', async () => {
    const direct = await start({ SITE_DATA_DIR: mkdtempSync(join(temp, 'data-')), SITE_EARLY_ACCESS_RATE: '3' })
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const reply = await post(direct.url, json(`spoof${i}@example.com`), {
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      })
      statuses.push(reply.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(await direct.stop()).toBe(0)
  })
})

describe('SITE_TRUST_PROXY: the proxies whose X-Forwarded-For is believed', () => {
  test('from an unlisted address, 15 sign-ups with 15 made-up X-Forwarded-For values: past the rate, 429', async () => {
    // The proxies are 127.0.0.2 and 10.0.0.0/8; the connections below come from 127.0.0.1.
    const guarded = await start({
      SITE_DATA_DIR: mkdtempSync(join(temp, 'data-')),
      SITE_TRUST_PROXY: '10.0.0.0/8, 127.0.0.2',
      SITE_EARLY_ACCESS_RATE: '10',
    })
    try {
      const direct: number[] = []
      for (let i = 0; i < 15; i++) {
        const reply = await post(guarded.url, json(`rotate${i}@example.com`), {
          headers: { 'X-Forwarded-For': `203.0.113.${i}` },
          localAddress: '127.0.0.1',
        })
        direct.push(reply.status)
      }
      expect(direct).toEqual([...Array(10).fill(200), ...Array(5).fill(429)])
      // The same from a listed proxy: each forwarded address has its own allowance.
      const proxied: number[] = []
      for (let i = 0; i < 15; i++) {
        const reply = await post(guarded.url, json(`proxied${i}@example.com`), {
          headers: { 'X-Forwarded-For': `198.18.0.${i}` },
          localAddress: '127.0.0.2',
        })
        proxied.push(reply.status)
      }
      expect(proxied).toEqual(Array(15).fill(200))
      // Behind two listed proxies, the client is the right-most address that is not one of them;
      // what the client itself wrote further left changes nothing.
      const chained: number[] = []
      for (let i = 0; i < 12; i++) {
        const reply = await post(guarded.url, json(`chained${i}@example.com`), {
          headers: { 'X-Forwarded-For': `192.0.2.${i}, 198.18.1.1, 10.1.2.3` },
          localAddress: '127.0.0.2',
        })
        chained.push(reply.status)
      }
      expect(chained).toEqual([...Array(10).fill(200), ...Array(2).fill(429)])
    } finally {
      expect(await guarded.stop()).toBe(0)
    }
  })

  test('the old numeric form stops npm start with one line saying what to write', async () => {
    for (const value of ['1', 'true']) {
      await expect(start({ SITE_DATA_DIR: mkdtempSync(join(temp, 'data-')), SITE_TRUST_PROXY: value })).rejects.toThrow(
        /SITE_TRUST_PROXY now lists the proxies' addresses, not how many there are; got .*\. Write SITE_TRUST_PROXY=127\.0\.0\.1 behind nginx/,
      )
    }
  })
})

describe('SITE_ORIGIN: the canonical origin may post through a proxy that changes Host', () => {
  test("Origin: the build's SITE_ORIGIN is taken whatever the Host; another origin is refused", async () => {
    const manifest = JSON.parse(readFileSync(join(checkout.buildDir, 'headers.json'), 'utf8'))
    expect(manifest.origin).toBe(config.origin)
    const headers = { 'X-Forwarded-For': client(), Host: 'internal-upstream:3000' }
    const canonical = await post(site.url, json('canonical@example.com'), {
      headers: { ...headers, Origin: manifest.origin },
    })
    expect(canonical.status).toBe(200)
    const form = await post(site.url, 'email=canonical-form%40example.com', {
      type: 'application/x-www-form-urlencoded',
      headers: { ...headers, Origin: manifest.origin },
    })
    expect(form.status).toBe(303)
    const other = await post(site.url, json('other@example.com'), {
      headers: { ...headers, Origin: 'https://www.tradevane.com.evil.example' },
    })
    expect(other.status).toBe(403)
    const list = exported(dataDir)
    expect(list).toContain('canonical@example.com')
    expect(list).not.toContain('other@example.com')
  })
})

describe('nothing acknowledged is lost', () => {
  test('300 sign-ups, 32 in flight, kill -9 half-way, restart: every acknowledged address is in the export exactly once', async () => {
    const dir = mkdtempSync(join(temp, 'data-'))
    const env = { SITE_DATA_DIR: dir, SITE_EARLY_ACCESS_RATE: '100000' }
    let running = await start(env)
    const emails = Array.from({ length: 300 }, (_, i) => `crash${i}@example.com`)
    const acknowledged: string[] = []
    let sent = 0
    let killed = false
    const worker = async () => {
      while (sent < emails.length) {
        const email = emails[sent++] as string
        if (sent === 150 && !killed) {
          killed = true
          running.killHard()
        }
        try {
          const reply = await post(running.url, json(email))
          if (reply.status === 200) acknowledged.push(email)
        } catch {
          // Refused or cut off by the kill: not acknowledged, so not promised.
        }
      }
    }
    await Promise.all(Array.from({ length: 32 }, worker))
    expect(killed).toBe(true)
    expect(acknowledged.length).toBeGreaterThan(100)
    expect(acknowledged.length).toBeLessThan(300)
    await running.exit
    running = await start({ ...env })
    // After the restart, the rest are sent again (as a visitor would retry) and all are acknowledged.
    const rest = emails.filter((email) => !acknowledged.includes(email))
    for (const email of rest) expect((await post(running.url, json(email))).status).toBe(200)
    const list = exported(dir)
    for (const email of acknowledged)
      expect(
        list.filter((entry) => entry === email),
        email,
      ).toHaveLength(1)
    expect([...list].sort()).toEqual([...emails].sort())
    expect(await running.stop()).toBe(0)
  }, 240_000)

  test('a worker that dies is replaced, and the server keeps answering', async () => {
    const running = await start({ SITE_DATA_DIR: mkdtempSync(join(temp, 'data-')) })
    const workers = () =>
      spawnSync('pgrep', ['-P', String(running.child.pid)], { encoding: 'utf8' })
        .stdout.trim()
        .split('\n')
        .filter(Boolean)
    expect(workers()).toHaveLength(2)
    const [victim] = workers()
    process.kill(Number(victim), 'SIGKILL')
    await expect
      .poll(() => running.output.stderr, { timeout: 10_000 })
      .toContain(`worker ${victim} stopped (SIGKILL); starting another.`)
    await expect.poll(() => workers().filter((pid) => pid !== victim), { timeout: 10_000 }).toHaveLength(2)
    for (let i = 0; i < 4; i++) expect((await post(running.url, json(`after${i}@example.com`))).status).toBe(200)
    expect(await running.stop()).toBe(0)
  })

  test('SIGTERM lets a sign-up in flight finish, then exits 0', async () => {
    const dir = mkdtempSync(join(temp, 'data-'))
    const running = await start({ SITE_DATA_DIR: dir })
    const body = json('inflight@example.com')
    const socket = connect(running.port, '127.0.0.1')
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    await new Promise((done) => socket.once('connect', done))
    // The request's head and half its body, then SIGTERM, then the rest.
    socket.write(
      `POST ${endpoint} HTTP/1.1\r\nHost: 127.0.0.1:${running.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((done) => setTimeout(done, 300))
    running.child.kill('SIGTERM')
    await new Promise((done) => setTimeout(done, 300))
    const closed = new Promise((done) => socket.once('close', done))
    socket.write(body.slice(10))
    // The server answers, closes the connection (it is stopping) and exits.
    await closed
    expect(await running.exit).toBe(0)
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(exported(dir)).toEqual(['inflight@example.com'])
  })
})

describe('in a browser (Chromium)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findTestChromium(), args: chromiumArgs })
  })
  afterAll(async () => {
    await browser?.close()
  })

  test('with JavaScript: the form sends JSON and shows Subscribed!; the address is on the list', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(site.url)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      const requests: { type: string | null; body: string | null }[] = []
      page.on('request', (request) => {
        if (request.url().endsWith(endpoint))
          requests.push({ type: request.headers()['content-type'] ?? null, body: request.postData() })
      })
      await page.getByLabel(contactSection.emailLabel).fill('Ada@Example.com')
      await page.getByRole('button', { name: contactSection.submit }).click()
      await expect.poll(() => page.getByRole('button', { name: contactSection.subscribed }).isDisabled()).toBe(true)
      expect(page.url()).toBe(`${site.url}/`)
      expect(requests).toEqual([{ type: 'application/json', body: json('Ada@Example.com') }])
      expect(exported(dataDir)).toContain('ada@example.com')
    } finally {
      await page.close()
    }
  })

  test('without JavaScript: the form posts, the server sends the visitor back, the confirmation shows', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(site.url)
      const confirmation = page.locator('#early-access-subscribed')
      // The page has loaded, its stylesheet with it: nothing here is still to come.
      expect(await confirmation.isVisible()).toBe(false)
      await page.getByLabel(contactSection.emailLabel).fill('Lin@Example.com')
      await page.getByRole('button', { name: contactSection.submit }).click()
      await page.waitForURL(`${site.url}/#early-access-subscribed`)
      // Waited for, not polled for a second: Chromium applies :target at the first frame after the
      // load, which a loaded machine can delay past expect.poll's 1 s.
      await confirmation.waitFor({ state: 'visible' })
      expect(await confirmation.textContent()).toBe('Subscribed! Thanks for joining the early-access list.')
      expect(exported(dataDir)).toContain('lin@example.com')
    } finally {
      await context.close()
    }
  })

  test('the privacy policy says what is kept, where, for how long and how to have it removed', async () => {
    const page = await browser.newPage()
    try {
      await page.goto(`${site.url}/privacy`)
      const text = (await page.locator('main').textContent()) ?? ''
      expect(text).toContain(earlyAccessPolicy(endpoint).trim())
      expect(earlyAccessPolicy(endpoint)).toMatch(/date and time you signed up/)
      expect(earlyAccessPolicy(endpoint)).toMatch(/until you ask us to remove it/)
    } finally {
      await page.close()
    }
  })
})

describe('behind nginx (deploy/nginx/)', () => {
  test('nginx passes the endpoint to npm start with the client address, limits the body, and sends each header once', async () => {
    const port = await freePort()
    const nginx = await startNginx({ buildDir: checkout.buildDir, port, nodePort: site.port })
    try {
      const through = await post(nginx.url, json('nginx@example.com'))
      expect(through.status).toBe(200)
      expect(through.headers['cache-control']).toBe('no-store')
      expect(through.headers.allow).toBeUndefined()
      // One value each: nginx's own security headers, npm start's copies dropped.
      expect(through.headers['content-security-policy']).not.toContain(',')
      expect(through.headers['strict-transport-security']).not.toContain(',')
      expect((await post(nginx.url, json(`${'n'.repeat(6 * 1024)}@example.com`))).status).toBe(413)
      const wrong = await post(nginx.url, '', { method: 'GET' })
      expect(wrong.status).toBe(405)
      expect(wrong.headers.allow).toBe('POST')
      expect(exported(dataDir)).toContain('nginx@example.com')
      expect(readFileSync(join(checkout.buildDir, 'client/_headers'), 'utf8')).toMatch(
        /only npm start answers.*\n.*SITE_EARLY_ACCESS_ENDPOINT set to an absolute URL/,
      )
    } finally {
      await nginx.stop()
    }
  })
})

describe('on PostgreSQL, as a role that may only SELECT, INSERT and DELETE', () => {
  let postgres: TestPostgres | undefined
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 180_000)
  afterAll(async () => {
    await postgres?.stop()
  })

  /** The checkout's `npm run signups`, with its own environment. */
  const signups = (env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, [join(checkout.dir, 'server/signups.js'), ...args], {
      env: { ...process.env, SITE_DATA_DIR: '', ...env },
      encoding: 'utf8',
    })

  test('npm start serves pages without the schema or the database, answers sign-ups 503 with Retry-After, logs each outage once with a timestamp and no address, and recovers by itself', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    const ownerUrl = await freshDatabase(postgres.url, 'site_list')
    const owner = new pg.Client({ connectionString: ownerUrl })
    await owner.connect()
    await owner.query(
      "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'site_server') THEN CREATE ROLE site_server LOGIN; END IF; END $$",
    )
    await owner.end()
    const roleUrl = new URL(ownerUrl)
    roleUrl.username = 'site_server'
    const env = { DATABASE_URL: roleUrl.toString(), SITE_EARLY_ACCESS_RATE: '100000' }
    const signUp = (running: RunningSite, email: string) => post(running.url, json(email))
    const expectUnavailable = async (running: RunningSite, email: string) => {
      const reply = await signUp(running, email)
      expect(reply.status).toBe(503)
      expect(reply.headers['retry-after']).toBe('10')
      expect(reply.text).toBe('The early-access list cannot be reached. Please try again in a moment.\n')
    }
    const page = async (running: RunningSite) => (await fetch(`${running.url}/`)).status
    const errorLines = (running: RunningSite) =>
      running.output.stderr.split('\n').filter((line) => / error the early-access list \(postgres: /.test(line))

    // 1. No schema yet: the server (whose role cannot create one) starts, serves, and names the command.
    const first = await start(env)
    expect(await page(first)).toBe(200)
    for (let i = 0; i < 3; i++) await expectUnavailable(first, `early${i}@example.com`)
    expect(errorLines(first)).toHaveLength(1)
    expect(errorLines(first)[0]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z error .*run `npm run signups -- migrate` as the database's owner/,
    )
    const migrated = signups({ DATABASE_URL: ownerUrl }, 'migrate', '--grant', 'site_server')
    expect(migrated.status, migrated.stderr).toBe(0)
    await expect
      .poll(async () => (await signUp(first, 'after.migrate@example.com')).status, { timeout: 15_000 })
      .toBe(200)
    expect(first.output.stdout).toMatch(/\d{3}Z info the early-access list \(postgres: .*\) is reachable again/)

    // 2. The database goes down: sign-ups get 503 at once, the outage is logged once.
    await postgres.halt()
    for (let i = 0; i < 5; i++) await expectUnavailable(first, `down${i}@example.com`)
    expect(errorLines(first)).toHaveLength(2)
    expect(errorLines(first)[1]).toMatch(/cannot be used: .*(ECONNREFUSED|terminat|shut)/)
    // The background checks (every 2 s) find it down again and again: still one line for this outage.
    await new Promise((done) => setTimeout(done, 4500))
    expect(errorLines(first)).toHaveLength(2)
    // A server started while it is down starts and serves its pages.
    const second = await start(env)
    expect(await page(second)).toBe(200)
    await expectUnavailable(second, 'second.down@example.com')

    // 3. It comes back: both servers take sign-ups again by themselves.
    await postgres.resume()
    for (const running of [first, second]) {
      await expect
        .poll(async () => (await signUp(running, `back.${running.port}@example.com`)).status, { timeout: 15_000 })
        .toBe(200)
    }
    const listed = signups({ DATABASE_URL: roleUrl.toString() }, 'export')
    expect(listed.status, listed.stderr).toBe(0)
    expect(listed.stdout).toContain('after.migrate@example.com')
    expect(listed.stdout).toContain(`back.${second.port}@example.com`)
    expect(listed.stdout).not.toContain('down0@example.com')
    // No address in any log line.
    for (const running of [first, second]) {
      expect(running.output.stdout + running.output.stderr).not.toMatch(/@example\.com/)
    }
    expect(await first.stop()).toBe(0)
    expect(await second.stop()).toBe(0)
  }, 240_000)
})
