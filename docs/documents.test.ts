// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { buildSettingsWith } from '~/config/settings'
import { guideVideoSettings } from '~/content/guides.server'
import { settingsOf } from '../server/setting.js'
import { serverSettings } from '../server/settings.js'
import { runSignups } from '../server/signups.js'
import { postgresGrants } from '../server/store-postgres.js'

// The documents an operator follows name only what exists: every document the README links has
// content (docs/operations.md was once committed empty while the README still sent operators to
// it), and the README and the operations guide name only npm scripts package.json has, signups
// commands server/signups.js accepts, and settings the two settings modules define.

const root = resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const readme = read('README.md')
const operatorDocuments = ['README.md', 'docs/operations.md']

/** Fewer bytes than this is no guide: a heading and a line at most. */
const leastDocumentBytes = 500

/** Every file the README links to (relative Markdown links, without their #fragment). */
const linked = [
  ...new Set(
    [...readme.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? '').split('#')[0] ?? '')
      .filter((target) => target !== '' && !/^[a-z]+:/i.test(target)),
  ),
].sort()

test('the README links its guides', () => {
  expect(linked).toEqual(expect.arrayContaining(['docs/operations.md', 'docs/requirements.md']))
})

test.each(linked)('%s, which the README links, exists and is not empty', (target) => {
  const stat = statSync(join(root, target), { throwIfNoEntry: false })
  expect(stat, `${target} exists`).toBeDefined()
  if (stat?.isFile() && target.endsWith('.md')) expect(stat.size).toBeGreaterThanOrEqual(leastDocumentBytes)
})

describe.each(operatorDocuments)('%s', (file) => {
  const text = read(file)

  test('names only npm scripts that package.json has', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>)
    const named = [...text.matchAll(/\bnpm run(?: -s)? ([a-z][\w-]*(?::[\w-]+)*)/g)].map((match) => match[1])
    expect(named.length).toBeGreaterThan(0)
    expect(named.filter((name) => !scripts.includes(name as string))).toEqual([])
  })

  test('names only settings that app/config/settings.ts or server/settings.js defines', () => {
    const defined = new Set(
      [...settingsOf(buildSettingsWith(guideVideoSettings())), ...settingsOf(serverSettings)].map(({ name }) => name),
    )
    // SITE_VIDEO_<KEY>: the README's name for the guide videos' settings as a family.
    const named = [...text.matchAll(/\b(?:SITE_[A-Z0-9_]+(?:<KEY>|\b)|HOST\b|PORT\b|DATABASE_URL\b)/g)].map(
      (match) => match[0],
    )
    expect(named.length).toBeGreaterThan(0)
    expect([...new Set(named)].filter((name) => !defined.has(name) && name !== 'SITE_VIDEO_<KEY>')).toEqual([])
  })

  const dataDir = mkdtempSync(join(tmpdir(), 'site-docs-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  /** Each `signups -- <command> …` the document writes out (a placeholder such as <command> left aside). */
  const commands = [...text.matchAll(/\bsignups -- ([^`\n|&;#]+)/g)]
    .map((match) =>
      (match[1] ?? '')
        .replace(/\$\([^)]*\)/g, 'x')
        .replace(/\\\s*$/, '')
        .trim(),
    )
    .filter((command) => !command.startsWith('<'))

  test.each([...new Set(commands)])('signups -- %s: a command server/signups.js accepts', async (command) => {
    const args = command.split(/\s+/).map((arg) => arg.replace(/^'(.*)'$/, '$1'))
    let err = ''
    // An empty data folder: the command is parsed, then finds no list and stops before anything is read or written.
    const code = await runSignups(args, {
      out: () => {},
      err: (line) => {
        err += line
      },
      env: { SITE_DATA_DIR: dataDir },
    }).catch(() => 1)
    expect(err).not.toMatch(/^Usage:/)
    expect(code).not.toBe(2)
  })
})

describe('the README’s project layout', () => {
  /** Every file git tracks (or would), and the folders that hold them. */
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '')
  const folders = [
    ...new Set(
      files.flatMap((file) =>
        file
          .split('/')
          .slice(0, -1)
          .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
      ),
    ),
  ]

  /**
   * The layout's entries, read from its tree: a path at the start of a line (a line indented by two
   * under a folder is in it), with its words, which go on in the lines indented under them.
   */
  const block = /## Project layout\n\n```\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? ''
  const entries: { path: string; words: string }[] = []
  let folder = ''
  for (const line of block.split('\n')) {
    const match = /^( {0,2})(\S+)(.*)$/.exec(line)
    if (!match) {
      const last = entries.at(-1)
      if (last) last.words += ` ${line.trim()}`
      continue
    }
    const [, indent = '', name = '', words = ''] = match
    const path = indent === '' ? name : `${folder}${name}`
    if (indent === '') folder = name
    entries.push({ path: path.replace(/\/$/, ''), words: words.trim() })
  }

  /** Whether the layout names a folder: as an entry, inside an entry's path, or as `name/` in its parent's words. */
  const names = (path: string) => {
    const parent = entries.find((entry) => entry.path === path.split('/').slice(0, -1).join('/'))
    const name = path.split('/').at(-1) ?? ''
    return (
      entries.some((entry) => entry.path === path || entry.path.startsWith(`${path}/`)) ||
      new RegExp(`(?<![\\w-])${name}/`).test(parent?.words ?? '')
    )
  }

  test('is read from its tree', () => {
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['app', 'app/routes.ts', 'server', 'tests/e2e']),
    )
  })

  test('names only files and folders that exist', () => {
    const missing = entries.filter((entry) => !files.includes(entry.path) && !folders.includes(entry.path))
    expect(missing.map((entry) => entry.path)).toEqual([])
  })

  test('names every folder at the top and the next level down, and the folders of each folder it lists', () => {
    const listed = new Set(entries.map((entry) => entry.path))
    const due = folders.filter((path) => {
      const depth = path.split('/').length
      if (path.startsWith('.')) return false
      return depth <= 2 || (depth === 3 && listed.has(path.split('/').slice(0, 2).join('/')))
    })
    expect(due.filter((path) => !names(path))).toEqual([])
  })

  test('calls a folder plain JavaScript only while it holds no TypeScript', () => {
    for (const entry of entries.filter((candidate) => /plain JavaScript/.test(candidate.words))) {
      expect(
        files.filter((file) => file.startsWith(`${entry.path}/`) && /\.tsx?$/.test(file)),
        entry.path,
      ).toEqual([])
    }
  })
})

describe('docs/operations.md', () => {
  const guide = read('docs/operations.md')

  test('says, for a restart, every run-time setting of server/settings.js', () => {
    const restart = /\*\*A run-time setting\*\*[^\n]*(?:\n {2}[^\n]*)*/.exec(guide)?.[0] ?? ''
    const missing = settingsOf(serverSettings)
      .map(({ name }) => name)
      .filter((name) => !restart.includes(`\`${name}\``))
    expect(missing).toEqual([])
  })

  test('writes out the GRANTs that migrate --grant runs', () => {
    for (const statement of postgresGrants('marketing_site')) expect(guide).toContain(`${statement};`)
  })

  test('has the section the server names when it refuses an old Node.js', () => {
    expect(read('server/node-check.js')).toContain('(docs/operations.md, "Which Node.js")')
    expect(guide).toMatch(/^## Which Node\.js$/m)
  })

  test('installs the unit and the nginx example from the files that exist', () => {
    for (const path of guide.matchAll(/\/srv\/marketing-site\/(deploy\/[\w./-]+)/g)) {
      expect(statSync(join(root, path[1] as string), { throwIfNoEntry: false }), path[1]).toBeDefined()
    }
  })
})
