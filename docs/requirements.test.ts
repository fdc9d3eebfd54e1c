// cspell:ignore specifi ssues
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const requirements = readFileSync(join(root, 'docs/requirements.md'), 'utf8')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

const anchors = new Set([...requirements.matchAll(/^#{2,4} (.+)$/gm)].map((match) => slug(match[1] ?? '')))

/**
 * Every text file git tracks (or would): source, tests, docs, build and deploy scripts, CI. The
 * lockfile is npm's, not ours.
 */
const allFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|css|md|conf|template|json|html|sh|ya?ml)$|^\.ci\/run$/.test(file))
  .filter((file) => file !== 'package-lock.json')

/** The files that cite the requirements: all of them but the requirements and this test. */
const files = allFiles.filter((file) => !file.startsWith('docs/requirements.'))

/**
 * What a reader of the repository cannot follow: documents, trackers and machines outside it, and
 * remarks dated by earlier work. Cite docs/requirements.md, a decision record or a file instead,
 * and say why things are as they are, not when they changed.
 */
const outsideReferences: { what: string; pattern: RegExp }[] = [
  { what: 'a document outside the repository', pattern: /\bSPEC §|\b(?:SPEC|DESIGN|STYLE)\.md\b|\/work\/shared\b/ },
  { what: 'a product document instead of docs/requirements.md', pattern: /\bspecification\b|\bthe spec\b(?!\.\w|-)/i },
  {
    what: 'an issue or pull request',
    pattern: /\b(?:[Ii]ssues?|PR|[Pp]ull request) #?\d+|(?:^|[\s([])#\d{1,5}(?=$|[\s).,:\]])/m,
  },
  {
    what: 'the machines the repository was built on',
    pattern: /\bregistry mirror\b|\bworkplace\b|\bmirror answers\b/i,
  },
  {
    what: 'a dated remark about earlier work',
    pattern:
      /\b(?:until|since|before|as of|by|in|on) (?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\b(?:last |first )?stop (?:\d+|of)\b/i,
  },
]

/** Each line of `text` that matches one of the patterns, as `file:line: what: text`. */
function outsideReferenceHits(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      outsideReferences
        .filter(({ pattern }) => pattern.test(line))
        .map(({ what }) => `${file}:${index + 1}: ${what}: ${line.trim()}`),
    )
}

describe('docs/requirements.md', () => {
  it('has headings to cite', () => {
    expect(anchors).toContain('navigation-bar')
    expect(anchors.size).toBeGreaterThan(15)
  })

  it('has every heading that code, tests and docs cite', () => {
    const citations = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/docs\/requirements\.md#([\w-]+)/g)].map(
        (match) => `${file}: #${match[1]}`,
      ),
    )
    expect(citations.length).toBeGreaterThan(30)
    expect(citations.filter((citation) => !anchors.has(citation.split('#')[1] ?? ''))).toEqual([])
  })

  it('is what they cite instead of documents, trackers or history outside the repository', () => {
    const hits = allFiles.flatMap((file) => outsideReferenceHits(file, readFileSync(join(root, file), 'utf8')))
    expect(hits).toEqual([])
  })
})

describe('docs that name source files', () => {
  // A module renamed or removed must not live on in the docs that explain it.
  const documents = [
    'README.md',
    'docs/requirements.md',
    ...allFiles.filter((file) => file.startsWith('docs/decisions/')),
  ]

  it('name only files that exist', () => {
    const missing = documents.flatMap((document) =>
      [...readFileSync(join(root, document), 'utf8').matchAll(/`([\w./-]+\.tsx?)`/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !allFiles.some((file) => file === name || file.endsWith(`/${name}`)))
        .map((name) => `${document}: ${name}`),
    )
    expect(missing).toEqual([])
  })
})

describe('the outside-reference check', () => {
  // Written in pieces, so this file does not match its own examples.
  const caught = [
    ['as ', 'SPEC', '.md says'],
    ['see ', 'DESIGN', '.md'],
    ['the ', 'sp', 'ec says so'],
    ['in the ', 'specifi', 'cation’s order'],
    ['after ', 'issue', ' 11'],
    ['Issue', ' 11’s note'],
    ['fixed in (', '#', '18)'],
    ['// ', '#', '18'],
    ['this ', 'work', 'place’s mirror'],
    ['the registry ', 'mirror', ' answers 405'],
    ['Until ', 'November', ' 2026 the start came later'],
    ['on 24 ', 'November', ' 2026, with Chromium 150'],
    ['in the last ', 'stop', ' of the month'],
    ['at ', 'stop', ' 15'],
  ].map((parts) => parts.join(''))
  const passed = [
    'docs/requirements.md#early-access-form',
    'tests/e2e/a11y.spec.ts checks it',
    'the byte-budget spec',
    "color: '#000';",
    '--color-bg: #000;',
    'entity === ' + "'#39'",
    '&(amp|quot|#39|lt|gt);',
    '<p>Plan #1</p>',
    'priceSpecification: {',
    'the September 2025 CPI, rescheduled to October 24, 2025',
    'a stop-loss of 0 sets none',
  ]

  it.each(caught)('catches %j', (line) => {
    expect(outsideReferenceHits('x', line)).toHaveLength(1)
  })

  it.each(passed)('lets %j pass', (line) => {
    expect(outsideReferenceHits('x', line)).toEqual([])
  })
})
