import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect, createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { expect } from 'vitest'
import { inlineSources } from '../../deploy/csp.js'
import { listFiles } from '../../server/files.js'
import {
  cacheControl,
  cacheControlFor,
  documentFile,
  documentHeaders,
  resourcePolicy,
  securityHeaders,
} from '../../server/headers.js'
import { findNginx, startNginx } from './nginx.js'

export const root = resolve(import.meta.dirname, '../..')
export const buildDir = join(root, 'build')
export const clientDir = join(buildDir, 'client')

/** The server tests check the real build; `npm test` builds before it runs them. */
export function readBuild() {
  const manifest = join(buildDir, 'headers.json')
  if (!existsSync(manifest)) throw new Error('No build with headers: run `npm run build` before the server tests.')
  const { csp } = JSON.parse(readFileSync(manifest, 'utf8')) as { csp: Record<string, string> }
  const files = listFiles(clientDir)
  const pages = Object.keys(csp).filter((file) => file !== '/404.html')
  // The largest hashed script (the framework chunk): big enough to have precompressed twins.
  const asset = files
    .filter((file) => /^\/assets\/[\w.-]+-[\w-]+\.js$/.test(file))
    .sort((a, b) => statSync(join(clientDir, b)).size - statSync(join(clientDir, a)).size)[0]
  if (!asset) throw new Error('The build has no hashed script.')
  const first = (pattern: RegExp) => {
    const file = files.find((name) => pattern.test(name))
    if (!file) throw new Error(`The build has no file like ${pattern}.`)
    return file
  }
  const font = first(/^\/assets\/inter-[\w-]+\.woff2$/)
  // What a page loads besides its scripts: the brand font, the stylesheet, an SVG logo.
  const subresources = [font, first(/^\/assets\/app-[\w-]+\.css$/), first(/^\/assets\/[\w-]+\.svg$/)]
  return { csp, files, pages, asset, font, subresources, read: (file: string) => readFileSync(join(clientDir, file)) }
}

export type Site = { name: 'npm start' | 'nginx'; url: string; alive: () => boolean; stop: () => Promise<void> }

/** Lines a spawned process printed, for assertions on its messages. */
export function collectOutput(child: ChildProcess) {
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk
  })
  return output
}

/** `npm start` as a real process on a free loopback port; resolves once it prints its URL. */
export async function startNodeSite(): Promise<Site> {
  const child = spawn(process.execPath, [join(root, 'server/main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL: ${output.stderr}`)), 10_000)
    child.stdout?.on('data', () => {
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output.stdout)
      if (match) {
        clearTimeout(timer)
        resolveUrl(match[0])
      }
    })
    child.once('exit', () => reject(new Error(`npm start exited: ${output.stderr}`)))
  })
  return {
    name: 'npm start',
    url,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Debian's nginx with the build's generated config, on a free loopback port. */
export async function startNginxSite(): Promise<Site> {
  if (!findNginx()) throw new Error('nginx is not installed: apt-get install nginx (.ci/run does it).')
  const nginx = await startNginx({ buildDir, port: await freePort() })
  let stopped = false
  return {
    name: 'nginx',
    url: nginx.url,
    alive: () => !stopped,
    stop: async () => {
      stopped = true
      await nginx.stop()
    },
  }
}

export async function freePort() {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  await new Promise((done) => server.close(done))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

export type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** One request through node:http: no decompression, no URL normalisation beyond node's own. */
export function get(
  base: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const url = new URL(base)
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const flat: Record<string, string> = {}
        for (const [name, value] of Object.entries(res.headers)) {
          flat[name] = Array.isArray(value) ? value.join(', ') : String(value)
        }
        resolveAnswer({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

export type RawAnswer = Answer & { statusLine: string; raw: Buffer; answered: boolean }

/**
 * Sends bytes exactly as given on a fresh TCP connection and reads until the server closes it (or
 * `timeoutMs`). Parses the first response; `answered` is false when the server sent nothing.
 */
export function raw(base: string, payload: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  const url = new URL(base)
  return new Promise((resolveAnswer) => {
    const socket = connect(Number(url.port), url.hostname)
    const chunks: Buffer[] = []
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolveAnswer(parseRaw(Buffer.concat(chunks)))
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', finish)
    socket.write(payload)
  })
}

function parseRaw(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n')
  if (end < 0) return { status: 0, statusLine: '', headers: {}, body: Buffer.alloc(0), raw: bytes, answered: false }
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  let body = bytes.subarray(end + 4)
  const length = headers['content-length']
  if (length !== undefined) body = body.subarray(0, Number(length))
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0)
  return { status, statusLine, headers, body, raw: bytes, answered: true }
}

/**
 * The headers every server must send for `file` (a build file, or the 404 page for unknown paths);
 * undefined for a header that must be absent: the document headers on anything but an HTML document.
 */
export function expectedHeaders(
  file: string,
  csp: Record<string, string>,
  { document = documentFile.test(file) } = {},
): Record<string, string | undefined> {
  const lower = (headers: Record<string, string>, sent: boolean) =>
    Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), sent ? value : undefined]))
  return {
    ...lower(securityHeaders, true),
    ...lower(documentHeaders, document),
    'content-security-policy': csp[file] ?? resourcePolicy,
    'cache-control': file === '/404.html' ? cacheControl.html : cacheControlFor(file),
  }
}

/**
 * The split written out by name, not read from server/headers.js, so that moving a header back into
 * securityHeaders (or dropping one) fails the tests: four on every answer, four more on documents.
 */
export const everyResponseHeaderNames = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'content-security-policy',
]
export const documentHeaderNames = [
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'permissions-policy',
]

/** An HTML document's answer: all eight security headers. */
export function expectDocumentHeaders(headers: Record<string, string>, what: string) {
  for (const name of [...everyResponseHeaderNames, ...documentHeaderNames]) {
    expect(headers[name], `${name} on ${what}`).toBeTruthy()
  }
}

/** Any other answer (an asset, an image, a plain-text error): the four, and none of the document headers. */
export function expectResourceHeaders(headers: Record<string, string>, what: string) {
  for (const name of everyResponseHeaderNames) expect(headers[name], `${name} on ${what}`).toBeTruthy()
  for (const name of documentHeaderNames) expect(headers[name], `no ${name} on ${what}`).toBeUndefined()
}

const mediaTypes: [RegExp, RegExp][] = [
  [/\.html$/, /^text\/html; ?charset=utf-8$/i],
  [/\.js$/, /^(text|application)\/javascript(; ?charset=utf-8)?$/i],
  [/\.css$/, /^text\/css(; ?charset=utf-8)?$/i],
  [/\.svg$/, /^image\/svg\+xml(; ?charset=utf-8)?$/i],
  [/\.woff2$/, /^font\/woff2$/],
  [/\.txt$/, /^text\/plain; ?charset=utf-8$/i],
  [/\.xml$/, /^(application|text)\/xml(; ?charset=utf-8)?$/i],
  [/\.png$/, /^image\/png$/],
  [/\.json$/, /^application\/json(; ?charset=utf-8)?$/i],
]

/**
 * The one header assertion for every server (npm start, nginx, and the CDN rules' simulation): the
 * security headers, the document headers on HTML documents and on nothing else (`document: false`
 * where a host cannot tell its 404 page apart), the file's CSP and Cache-Control exactly as
 * server/headers.js and the build define them, the right media type, nothing that leaks or weakens
 * (cookies, CORS, X-Powered-By, a version in Server), and for pages a policy that allows exactly
 * their inline scripts. MDN's Observatory grades the served pages in observatory.test.ts and
 * nginx-example.test.ts.
 */
export function expectSiteHeaders(
  answer: Pick<Answer, 'headers' | 'body'>,
  file: string,
  csp: Record<string, string>,
  { cacheControl = true, document = documentFile.test(file) } = {},
) {
  const { headers } = answer
  for (const [name, value] of Object.entries(expectedHeaders(file, csp, { document }))) {
    if (name === 'cache-control' && !cacheControl) continue
    expect(headers[name], `${name} for ${file}`).toBe(value)
  }
  if (document) expectDocumentHeaders(headers, file)
  else expectResourceHeaders(headers, file)
  const contentType = mediaTypes.find(([pattern]) => pattern.test(file))?.[1]
  if (contentType && headers['content-type'] !== undefined) {
    expect(headers['content-type'], `content-type for ${file}`).toMatch(contentType)
  }
  for (const name of ['set-cookie', 'access-control-allow-origin', 'x-powered-by']) {
    expect(headers[name], `${name} for ${file}`).toBeUndefined()
  }
  expect(headers.server ?? '', 'Server header without a version').not.toMatch(/\d/)
  if (file.endsWith('.html')) {
    const html = answer.body.toString('utf8')
    // The policy really allows this page's inline scripts: every hash is in script-src.
    const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1] ?? ''
    for (const hash of inlineSources(html).scriptHashes) expect(scriptSrc, `${file} allows ${hash}`).toContain(hash)
  }
}
