// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { movedPages } from '../app/content/site/moved-pages.ts'
import { checkedMovedPages, earlyAccessWarning, finishBuild } from './finish-build.ts'

describe('the build’s early-access warning', () => {
  it('says plainly that a build without an endpoint collects no addresses, and how to change that', () => {
    const warning = earlyAccessWarning('')
    expect(warning).toMatch(/WARNING/)
    expect(warning).toMatch(/SITE_EARLY_ACCESS_ENDPOINT is not set/)
    expect(warning).toMatch(/collects no addresses/)
  })

  it('is silent when the form has somewhere to send them', () => {
    expect(earlyAccessWarning('https://lists.example.com/early-access')).toBeUndefined()
  })
})

describe('build/headers.json', () => {
  /** finishBuild on a stand-in for a build (home, 404 and the pages others moved to), with the given settings; returns the manifest. */
  function manifestOf(options: { origin?: string; accessLogAddresses?: boolean }) {
    const buildDir = mkdtempSync(join(tmpdir(), 'site-finish-build-'))
    try {
      mkdirSync(join(buildDir, 'client/404'), { recursive: true })
      writeFileSync(join(buildDir, 'client/index.html'), '<!doctype html><title>Home</title>')
      writeFileSync(join(buildDir, 'client/404/index.html'), '<!doctype html><title>Not found</title>')
      // The pages the table of moved pages leads to, which the build checks are there.
      for (const to of Object.values(movedPages)) {
        mkdirSync(join(buildDir, 'client', to), { recursive: true })
        writeFileSync(join(buildDir, 'client', to, 'index.html'), '<!doctype html><title>Moved here</title>')
      }
      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        finishBuild({ buildDir, ...options })
      } finally {
        log.mockRestore()
        warn.mockRestore()
      }
      return JSON.parse(readFileSync(join(buildDir, 'headers.json'), 'utf8'))
    } finally {
      rmSync(buildDir, { recursive: true, force: true })
    }
  }

  it('records the canonical origin, whose sign-ups npm start takes whatever Host a proxy passes on', () => {
    expect(manifestOf({ origin: 'https://www.example.com' }).origin).toBe('https://www.example.com')
  })

  it('records whether the privacy policy lets the request log hold addresses (npm start checks it)', () => {
    expect(manifestOf({}).accessLogAddresses).toBe(false)
    expect(manifestOf({ accessLogAddresses: true }).accessLogAddresses).toBe(true)
  })
})

describe('the table of pages that moved', () => {
  const pages = ['/index.html', '/strategies/index.html', '/strategies/wheel/index.html', '/404.html']

  it('passes when each old path is gone and each new one is a page', () => {
    expect(checkedMovedPages({ '/strategies/zero-dte': '/strategies' }, pages)).toEqual({
      '/strategies/zero-dte': '/strategies',
    })
  })

  it('fails the build, naming the path, when an old path is still a page or a new one is not', () => {
    expect(() => checkedMovedPages({ '/strategies/wheel': '/strategies' }, pages)).toThrow(
      'moved-pages: /strategies/wheel is still a page',
    )
    expect(() => checkedMovedPages({ '/strategies/zero-dte': '/nowhere' }, pages)).toThrow(
      'moved-pages: /strategies/zero-dte leads to /nowhere, which is not a page',
    )
    expect(() => checkedMovedPages({ '/old/': '/' }, pages)).toThrow('is not a page path')
  })
})
