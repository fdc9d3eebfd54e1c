import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { serverLogWithAddresses, serverLogWithoutAddresses } from '~/content/privacy'
import { accessLogFromEnv, createAccessLog, logAddressesFromEnv } from '../../server/access-log.js'
import { createSiteServer } from '../../server/app.js'
import { buildDir, collectOutput, freePort, get, raw, readBuild, root } from '../support/servers'

// SITE_ACCESS_LOG: one JSON line per request, read back and parsed here. Never the query string
// (a confirmation link's token lives there), never the client address unless asked for.

const build = readBuild()
const temp = mkdtempSync(join(tmpdir(), 'site-access-log-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

type Line = {
  time: string
  method: string
  path: string
  status: number
  bytes: number
  ms: number
  agent: string
  address?: string
  aborted?: boolean
}

const readLines = (file: string): Line[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : []

/** The lines of `file` once there are `count` of them (they are written a moment after each answer). */
async function linesOf(file: string, count: number) {
  await expect.poll(() => readLines(file).length, { timeout: 5000 }).toBeGreaterThanOrEqual(count)
  return readLines(file)
}

async function listen(server: Server) {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('settings', () => {
  test('SITE_ACCESS_LOG: off when unset or empty, standard output for - or stdout, else a file', () => {
    expect(accessLogFromEnv(undefined)).toBeUndefined()
    expect(accessLogFromEnv('  ')).toBeUndefined()
    expect(accessLogFromEnv('-')).toBe('stdout')
    expect(accessLogFromEnv('stdout')).toBe('stdout')
    expect(accessLogFromEnv('/var/log/site/access.log')).toBe('/var/log/site/access.log')
  })

  test('SITE_ACCESS_LOG_ADDRESSES: 1 or 0, nothing else', () => {
    expect(logAddressesFromEnv(undefined)).toBe(false)
    expect(logAddressesFromEnv('0')).toBe(false)
    expect(logAddressesFromEnv('1')).toBe(true)
    expect(() => logAddressesFromEnv('yes please')).toThrow(/SITE_ACCESS_LOG_ADDRESSES must be 1/)
  })
})

test('the privacy policy says what the log holds, with and without addresses', () => {
  expect(serverLogWithoutAddresses).toMatch(/user agent\)\. It does not record your IP address\.$/)
  expect(serverLogWithAddresses).toMatch(/user agent\) and your IP address\.$/)
  // Either way the log holds no query string, so the sentence names only the page or file asked for.
  for (const policy of [serverLogWithAddresses, serverLogWithoutAddresses])
    expect(policy).toContain('the page or file asked for')
})

describe('the log of a server', () => {
  const file = join(temp, 'access.log')
  const log = createAccessLog({ destination: file })
  let server: Server
  let url = ''
  beforeAll(async () => {
    server = createSiteServer(buildDir, { accessLog: log })
    url = await listen(server)
  })
  afterAll(async () => {
    await new Promise((closed) => server.close(closed))
    log.close()
  })

  test('one line per request: time, method, path without the query, status, body bytes, duration, agent; no address', async () => {
    const before = readLines(file).length
    const started = Date.now()
    const page = await get(url, '/brokers?token=s3cr3t-t0ken&utm_source=x#frag', {
      headers: { 'user-agent': 'TestAgent/1.0 "quoted"', 'accept-encoding': 'br' },
    })
    const head = await get(url, '/', { method: 'HEAD' })
    const missing = await get(url, '/no-such-page?email=a@example.com')
    const refused = await get(url, '/', { method: 'DELETE' })
    const lines = (await linesOf(file, before + 4)).slice(before)
    expect(lines.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', '/brokers', 200],
      ['HEAD', '/', 200],
      ['GET', '/no-such-page', 404],
      ['DELETE', '/', 405],
    ])
    expect(lines.map((line) => line.bytes)).toEqual([page.body.length, 0, missing.body.length, refused.body.length])
    expect(head.status).toBe(200)
    const [first] = lines
    expect(first?.agent).toBe('TestAgent/1.0 "quoted"')
    expect(new Date(first?.time ?? '').getTime()).toBeGreaterThanOrEqual(started - 1000)
    expect(first?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    for (const line of lines) {
      expect(line.ms).toBeGreaterThanOrEqual(0)
      expect(Object.keys(line)).toEqual(['time', 'method', 'path', 'status', 'bytes', 'ms', 'agent'])
    }
    const text = readFileSync(file, 'utf8')
    expect(text).not.toContain('s3cr3t')
    expect(text).not.toContain('example.com')
    expect(text).not.toContain('127.0.0.1')
  })

  test('a path that is long or odd is written as one valid, bounded line', async () => {
    const before = readLines(file).length
    await get(url, `/${'a'.repeat(4000)}`)
    await get(url, '/%0a%22injected%22:1')
    const lines = (await linesOf(file, before + 2)).slice(before)
    expect(lines[0]?.path.length).toBe(1024)
    expect(lines[1]?.path).toBe('/%0a%22injected%22:1')
  })

  test('reopen() after logrotate moved the file: later lines go to a new file at the path', async () => {
    const before = readLines(file).length
    await get(url, '/before-rotation')
    await linesOf(file, before + 1)
    const rotated = `${file}.1`
    renameSync(file, rotated)
    log.reopen()
    await get(url, '/after-rotation')
    const lines = await linesOf(file, 1)
    expect(lines.map((line) => line.path)).toEqual(['/after-rotation'])
    expect(readLines(rotated).at(-1)?.path).toBe('/before-rotation')
  })
})

test('with addresses asked for, each line has the client address', async () => {
  const file = join(temp, 'with-addresses.log')
  const log = createAccessLog({ destination: file, clientAddress: (req) => req.socket.remoteAddress ?? '' })
  const server = createSiteServer(buildDir, { accessLog: log })
  try {
    const url = await listen(server)
    await get(url, '/')
    const [line] = await linesOf(file, 1)
    expect(line?.address).toBe('127.0.0.1')
  } finally {
    await new Promise((closed) => server.close(closed))
    log.close()
  }
})

/** `npm start` of this checkout with extra settings; resolves with its output once it serves or exits. */
async function npmStart(env: Record<string, string>, script = join(root, 'server/main.js')) {
  const port = await freePort()
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const exit = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  // Serving, or exited (a refused setting), or 10 s: the test then says which it expected.
  await new Promise<void>((settled) => {
    const timer = setTimeout(settled, 10_000)
    const done = () => {
      clearTimeout(timer)
      settled()
    }
    child.stdout?.on('data', () => {
      if (output.stdout.includes('Serving build/client at')) done()
    })
    child.once('exit', done)
  })
  return {
    url: `http://127.0.0.1:${port}`,
    output,
    exit,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exit
    },
  }
}

describe('npm start', () => {
  test('SITE_ACCESS_LOG=- writes the lines to standard output, after the line saying where it serves', async () => {
    const site = await npmStart({ SITE_ACCESS_LOG: '-' })
    try {
      await get(site.url, '/guides?x=1', { headers: { 'user-agent': 'probe' } })
      await expect.poll(() => site.output.stdout, { timeout: 5000 }).toContain('"path":"/guides"')
      const lines = site.output.stdout.split('\n').filter((line) => line.startsWith('{'))
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ path: '/guides', agent: 'probe' }),
      ])
    } finally {
      expect(await site.stop()).toBe(0)
    }
  })

  test('SITE_ACCESS_LOG=<file> appends to the file', async () => {
    const file = join(temp, 'npm-start.log')
    const site = await npmStart({ SITE_ACCESS_LOG: file })
    try {
      await get(site.url, build.asset)
      const [line] = await linesOf(file, 1)
      expect(line).toMatchObject({ method: 'GET', path: build.asset, status: 200 })
      expect(line?.address).toBeUndefined()
    } finally {
      expect(await site.stop()).toBe(0)
    }
  })

  test('requests the HTTP parser refuses are in the request log, without an address; without a log, in the server log', async () => {
    const smuggling =
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'
    const oversized = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`
    const file = join(temp, 'refusals.log')
    const site = await npmStart({ SITE_ACCESS_LOG: file })
    try {
      expect((await raw(site.url, smuggling)).status).toBe(400)
      expect((await raw(site.url, oversized)).status).toBe(431)
      const lines = await linesOf(file, 2)
      expect(lines).toEqual([
        { time: expect.any(String), refused: expect.stringMatching(/^HPE_/), status: 400 },
        { time: expect.any(String), refused: 'HPE_HEADER_OVERFLOW', status: 431 },
      ])
      expect(readFileSync(file, 'utf8')).not.toContain('127.0.0.1')
    } finally {
      expect(await site.stop()).toBe(0)
    }
    const plain = await npmStart({})
    try {
      expect((await raw(plain.url, smuggling)).status).toBe(400)
      await expect
        .poll(() => plain.output.stderr, { timeout: 5000 })
        .toMatch(/Z warn request refused by the HTTP parser: 400 \(HPE_[A-Z_]+\)\n/)
      expect(plain.output.stderr).not.toContain('127.0.0.1')
    } finally {
      expect(await plain.stop()).toBe(0)
    }
  })

  test('a log file that cannot be opened: one line naming it, exit 1', async () => {
    const file = join(temp, 'no-such-folder', 'access.log')
    const site = await npmStart({ SITE_ACCESS_LOG: file })
    expect(await site.exit).toBe(1)
    expect(site.output.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^SITE_ACCESS_LOG: cannot append to ${file}: ENOENT`)),
    ])
  })

  test('SITE_ACCESS_LOG_ADDRESSES=1 with a build whose policy allows it: each line has the address X-Forwarded-For gave', async () => {
    // A copy of this checkout whose build says its privacy policy names addresses (as a build with
    // SITE_ACCESS_LOG_ADDRESSES=1 records it).
    const dir = join(temp, 'with-addresses')
    cpSync(join(root, 'server'), join(dir, 'server'), { recursive: true })
    // build/ is a link to the current release (build-steps/release.ts): copy what it points to, or the
    // edit below would reach the release itself.
    cpSync(buildDir, join(dir, 'build'), { recursive: true, dereference: true })
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n')
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
    const manifest = JSON.parse(readFileSync(join(dir, 'build/headers.json'), 'utf8'))
    writeFileSync(join(dir, 'build/headers.json'), JSON.stringify({ ...manifest, accessLogAddresses: true }))
    const file = join(temp, 'addresses.log')
    const site = await npmStart(
      { SITE_ACCESS_LOG: file, SITE_ACCESS_LOG_ADDRESSES: '1', SITE_TRUST_PROXY: '127.0.0.1' },
      join(dir, 'server/main.js'),
    )
    try {
      await get(site.url, '/', { headers: { 'x-forwarded-for': '203.0.113.7' } })
      const [line] = await linesOf(file, 1)
      expect(line).toMatchObject({ path: '/', status: 200, address: '203.0.113.7' })
    } finally {
      expect(await site.stop()).toBe(0)
    }
  })

  test('SITE_ACCESS_LOG_ADDRESSES=1 with a build whose privacy policy says no address is kept: one line, exit 1', async () => {
    const manifest = JSON.parse(readFileSync(join(buildDir, 'headers.json'), 'utf8'))
    expect(manifest.accessLogAddresses).toBe(false)
    const site = await npmStart({ SITE_ACCESS_LOG: join(temp, 'refused.log'), SITE_ACCESS_LOG_ADDRESSES: '1' })
    expect(await site.exit).toBe(1)
    expect(site.output.stderr.trim().split('\n')).toEqual([
      "SITE_ACCESS_LOG_ADDRESSES=1, but this build's privacy policy says the request log keeps no IP address: rebuild with SITE_ACCESS_LOG_ADDRESSES=1 so that it says so, or unset it here.",
    ])
    expect(existsSync(join(temp, 'refused.log'))).toBe(false)
  })
})
