import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// A new page of an existing kind adds no browser test (docs/content.md): its built page is checked
// without a browser (tests/built), and the browser suite walks one stand-in of each kind. This copies
// the project's files into a scratch folder, adds a guide and a Strategy Library template there, and
// compares the number of browser tests Playwright lists in the two.

const root = process.cwd()
const scratch = mkdtempSync(join(tmpdir(), 'browser-suite-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What `playwright test --list` prints in `dir` (for the files given, or all). */
const list = (dir: string, ...files: string[]) =>
  execFileSync(join(root, 'node_modules/.bin/playwright'), ['test', '--list', ...files], {
    cwd: dir,
    encoding: 'utf8',
    // Listing starts no server; the port only has to be one no other run uses.
    env: { ...process.env, E2E_PORT: '4297' },
  })

/** The last part of each test's title that `file` holds, once per test (the desktop project's). */
const listedTitles = (dir: string, file: string) =>
  list(dir, file)
    .split('\n')
    .filter((line) => line.includes('[desktop]'))
    .map((line) => line.split(' › ').at(-1)?.trim())

/** How many tests `playwright test` would run in `dir`. */
function listedTests(dir: string) {
  const listed = list(dir)
  const total = /Total: (\d+) tests? in \d+ files?/.exec(listed)?.[1]
  if (!total) throw new Error(`playwright test --list printed no total:\n${listed.slice(-2000)}`)
  return Number(total)
}

/** The project's own files (tracked, or new and not ignored), copied; node_modules linked. */
function copyProject(to: string) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(to, file)), { recursive: true })
    try {
      cpSync(join(root, file), join(to, file))
    } catch {
      // A file deleted but not yet staged is listed and gone: nothing to copy.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'))
}

/** A guide like the last one, under a title, a file and video keys of its own. */
function addGuide(dir: string) {
  const guides = join(dir, 'content/guides')
  const last =
    readdirSync(guides)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .at(-1) ?? ''
  const text = readFileSync(join(guides, last), 'utf8')
    .replace(/^title: .*$/m, 'title: Scratch Guide')
    .replace(/^pageTitle: .*$/m, 'pageTitle: A Scratch Guide for Options Traders')
    .replace(/^(\s*- key: )(\S+)$/gm, '$1$2_SCRATCH')
  writeFileSync(join(guides, `99-scratch-guide.md`), text)
}

/** A template like the library's first, under an id and a name of its own, first in the library. */
function addTemplate(dir: string) {
  const file = join(dir, 'app/lab/engine/templates.ts')
  const text = readFileSync(file, 'utf8')
  const first = /export const templates = \[\s*(\w+),/.exec(text)?.[1]
  if (!first) throw new Error('app/lab/engine/templates.ts no longer lists its templates as this test reads them')
  writeFileSync(
    file,
    text.replace(
      'export const templates = [',
      `export const templates = [\n  { ...${first}, id: 'scratch-template', name: 'Scratch template' },`,
    ),
  )
}

test('adding a guide and a template adds no browser test', { timeout: 240_000 }, () => {
  copyProject(scratch)
  const before = listedTests(scratch)
  addGuide(scratch)
  addTemplate(scratch)
  expect(listedTests(scratch)).toBe(before)

  // The additions are really read: a probe spec, listed alone, names a test after each guide and template.
  const probe = 'tests/e2e/scratch-probe.spec.ts'
  writeFileSync(
    join(scratch, probe),
    [
      "import { test } from '@playwright/test'",
      "import { guideSlugs } from '~/content/guides.server'",
      "import { templates } from '~/lab/engine/templates'",
      'for (const name of [...guideSlugs(), ...templates.map((template) => template.id)]) test(name, () => {})',
    ].join('\n'),
  )
  const names = listedTitles(scratch, probe)
  expect(names).toContain('scratch-guide')
  expect(names).toContain('scratch-template')
})
