// cspell:ignore specifi ssues
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { commentsOf } from '../tests/support/source-comments'

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

/** Every file git tracks (or would). */
const trackedFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '')

/**
 * Every text file of them: source, tests, docs, build and deploy scripts, CI. The lockfile is
 * npm's, not ours.
 */
const allFiles = trackedFiles
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

/**
 * A file a document or a comment names, by its path or its name alone: source, documents, scripts
 * and templates (`deferred-start.ts`, `app/content/claims.ts`, `./market.ts`).
 */
const fileName =
  /(?<![\w./*<>{}:@"$-])((?:\.{1,2}\/)?[\w@+-]+(?:[./][\w@+-]+)*\.(?:[cm]?js|jsx|tsx?|md|css|sh|py|template|ya?ml))(?![\w/-])/g

/**
 * Names that are no file of the repository by design: a product (Node.js), a placeholder in
 * capitals (FILE.md), and what builds and benchmarks write (build/, releases/, reports/). A name in
 * double quotes is an example in code, which `fileName` leaves out.
 */
const writtenElsewhere = /^(?:[A-Z][a-z]*\.js|[A-Z_]+\.md|(?:build|releases|reports)\/.*)$/

/** Whether `name`, as `from` names it, is a file: relative to `from` for `./` and `../`, else by its path's end. */
function exists(name: string, from: string): boolean {
  if (name.startsWith('.')) return trackedFiles.includes(posix.join(posix.dirname(from), name))
  return trackedFiles.some((file) => file === name || file.endsWith(`/${name}`))
}

/** Each file `texts` name that the repository does not have, as `file: name`. */
function missingFiles(file: string, texts: readonly string[]): string[] {
  return texts
    .flatMap((text) => [...text.matchAll(fileName)].map((match) => match[1] ?? ''))
    .filter((name) => !writtenElsewhere.test(name) && !exists(name, file))
    .map((name) => `${file}: ${name}`)
}

describe('docs and comments that name files', () => {
  // A module renamed or removed must not live on in the docs that explain it, nor in a comment that
  // sends a reader to it: every document but the site's own words (content/), and the comments of
  // the source and tests.
  const documents = allFiles.filter((file) => file.endsWith('.md') && !file.startsWith('content/'))
  const sources = allFiles.filter(
    (file) => /^(?:app|server|build-steps|bench|tests)\//.test(file) && /\.(?:[cm]?js|tsx?)$/.test(file),
  )
  const read = (file: string) => readFileSync(join(root, file), 'utf8')

  it('read the documents and the comments of every source and test file', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/content.md', 'docs/decisions/012-strategy-lab.md']),
    )
    expect(sources).toEqual(expect.arrayContaining(['server/app.js', 'tests/e2e/lab.spec.ts', 'app/root.tsx']))
  })

  it('name only files that exist', () => {
    const missing = [
      ...documents.flatMap((document) => missingFiles(document, [read(document)])),
      ...sources.flatMap((source) => missingFiles(source, commentsOf(read(source)))),
    ]
    expect(missing).toEqual([])
  })

  it('catch a file named in a comment that is gone, and pass one that exists or is written elsewhere', () => {
    expect(missingFiles('app/lab/engine/x.ts', ['see deferred-start.js and ./gone.ts', 'lab-toolbar.spec.ts'])).toEqual(
      [
        'app/lab/engine/x.ts: deferred-start.js',
        'app/lab/engine/x.ts: ./gone.ts',
        'app/lab/engine/x.ts: lab-toolbar.spec.ts',
      ],
    )
    expect(
      missingFiles('app/lab/engine/x.ts', [
        'read by ./market.ts, app/content/claims.ts and server/headers.js on Node.js',
        'written to build/headers.json and reports/page-facts.md, or --out FILE.md; from "./x.js"',
      ]),
    ).toEqual([])
  })
})

describe('the comment reader', () => {
  it('reads line and block comments, JSX ones among them', () => {
    expect(commentsOf('a() // one\n/** two */ b()\n<p>{/* three */}</p>')).toEqual([' one', '* two ', ' three '])
  })

  it('reads no comment in a string, a template literal or a regular expression, and reads on after them', () => {
    const code = [
      "const url = 'https://example.com' // after a string",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal written as code to read
      'const text = `http://x ${value /* inside */} //not`',
      'const slashes = /\\/\\/+$/.test(path) // after a pattern',
      'const ratio = total / count // after a division',
    ].join('\n')
    expect(commentsOf(code)).toEqual([' after a string', ' inside ', ' after a pattern', ' after a division'])
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
