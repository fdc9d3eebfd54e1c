import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { inlineSources } from '../../deploy/csp.js'
import { builtDocument, builtHtml, clientFolder } from '../support/build-pages'

// Every page's Content-Security-Policy, as the build wrote it for the servers (build/headers.json;
// tests/server checks that both servers send exactly it), allows what the page's own markup asks
// for, and the markup asks for nothing a strict policy refuses. A browser checks the same on one
// page of each kind, hydrating and navigating under it: tests/e2e/csp.spec.ts.

const { csp } = JSON.parse(readFileSync(join(clientFolder, '..', 'headers.json'), 'utf8')) as {
  csp: Record<string, string>
}

/** The policy's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** Whether a URL in the page is allowed by a directive's sources (only 'self' and origins occur). */
function allows(sources: readonly string[], url: string): boolean {
  const site = 'https://site.invalid'
  const { origin, protocol } = new URL(url, `${site}/page`)
  if (origin === site) return sources.includes("'self'")
  return sources.includes(origin) || sources.includes(protocol)
}

const pages = Object.keys(csp).sort()

test('the build wrote a policy for every page, the not-found page among them', () => {
  expect(pages).toEqual(expect.arrayContaining(['/index.html', '/lab/index.html', '/404.html']))
  expect(pages.length).toBeGreaterThan(10)
})

test.each(pages)('%s: its policy allows exactly its inline code, and every file its markup loads', (file) => {
  const path = file === '/404.html' ? '/404' : file.replace(/\/index\.html$/, '') || '/'
  const html = builtHtml(path)
  const policy = directives(csp[file] ?? '')
  const scriptSrc = policy.get('script-src') ?? []

  // Inline scripts by hash; no style element or attribute that the policy would refuse.
  const inline = inlineSources(html)
  for (const hash of inline.scriptHashes) expect(scriptSrc, `${file} allows ${hash}`).toContain(hash)
  for (const hash of inline.styleHashes) expect(policy.get('style-src'), `${file} allows ${hash}`).toContain(hash)
  for (const hash of inline.styleAttributeHashes) {
    expect(policy.get('style-src-attr'), `${file} allows ${hash}`).toContain(hash)
  }
  expect(scriptSrc).not.toContain("'unsafe-inline'")

  const document = builtDocument(path)
  // Inline event handlers and javascript: URLs never run under a policy without 'unsafe-inline'.
  const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
    element
      .getAttributeNames()
      .filter((name) => name.startsWith('on'))
      .map((name) => `<${element.tagName.toLowerCase()} ${name}>`),
  )
  expect(handlers, `${file}: inline event handlers`).toEqual([])
  const scriptUrls = [...document.querySelectorAll('[href], [src], [action]')]
    .map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? '',
    )
    .filter((url) => /^\s*javascript:/i.test(url))
  expect(scriptUrls, `${file}: javascript: URLs`).toEqual([])

  // What the markup loads, by the directive that governs each kind of file.
  const loads: [string, string][] = [
    ...[...document.querySelectorAll('script[src]')].map((element) => ['script-src', element.getAttribute('src')]),
    ...[...document.querySelectorAll('link[rel~="stylesheet"]')].map((element) => [
      'style-src',
      element.getAttribute('href'),
    ]),
    ...[...document.querySelectorAll('link[rel~="modulepreload"]')].map((element) => [
      'script-src',
      element.getAttribute('href'),
    ]),
    ...[...document.querySelectorAll('link[rel~="preload"][as="font"]')].map((element) => [
      'font-src',
      element.getAttribute('href'),
    ]),
    ...[...document.querySelectorAll('link[rel~="preload"][as="image"], link[rel~="icon"], img[src]')].map(
      (element) => ['img-src', element.getAttribute('href') ?? element.getAttribute('src')],
    ),
    ...[...document.querySelectorAll('iframe[src]')].map((element) => ['frame-src', element.getAttribute('src')]),
    ...[...document.querySelectorAll('form[action]')].map((element) => ['form-action', element.getAttribute('action')]),
  ].map(([directive, url]) => [directive ?? '', url ?? ''])
  expect(loads.length, `${file} loads its scripts`).toBeGreaterThan(0)
  const refused = loads.filter(([directive, url]) => !allows(policy.get(directive) ?? [], url))
  expect(refused, `${file}: loads its policy refuses`).toEqual([])
})
