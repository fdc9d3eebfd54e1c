import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import {
  ContentError,
  exitOnContentError,
  lastChange,
  markdownToHtml,
  readCollection,
  readEntry,
  readOnce,
} from './content.server'
import { scratchContentDir } from './content-dir.test-support.ts'

const schema = v.object({ title: v.pipe(v.string(), v.maxLength(20)), topics: v.array(v.string()) })

const root = scratchContentDir('content')
const write = (name: string, text: string) => {
  mkdirSync(join(root(), 'notes'), { recursive: true })
  writeFileSync(join(root(), 'notes', name), text)
}

describe('readCollection', () => {
  it('reads every file in file-name order, with the order prefix left out of the id', () => {
    write('02-second.md', '---\ntitle: Second\ntopics: [b]\n---\nBody two\n')
    write('01-first.md', '---\ntitle: First\ntopics: [a]\n---\n# Body one\n')
    const entries = readCollection('notes', schema)
    expect(entries.map((entry) => entry.id)).toEqual(['first', 'second'])
    expect(entries[0]).toMatchObject({ data: { title: 'First', topics: ['a'] }, body: '# Body one\n' })
    expect(readEntry('notes', 'second', readCollection('notes', schema)).data.title).toBe('Second')
  })

  it('names the file and the field of a bad front matter in one line', () => {
    write('01-long.md', '---\ntitle: A title far too long for the schema\ntopics: []\n---\n')
    expect(() => readCollection('notes', schema)).toThrow(ContentError)
    expect(() => readCollection('notes', schema)).toThrow(/^.*notes\/01-long\.md: title: Invalid length: Expected <=20/)
    write('01-long.md', '---\ntitle: Fine\n---\n')
    expect(() => readCollection('notes', schema)).toThrow(/01-long\.md: topics: Invalid key/)
  })

  it('refuses a file without front matter, broken YAML and two files with one id', () => {
    write('a.md', 'No front matter\n')
    expect(() => readCollection('notes', schema)).toThrow(/a\.md: no front matter/)
    write('a.md', '---\ntitle: [unclosed\n---\n')
    expect(() => readCollection('notes', schema)).toThrow(/a\.md: front matter is not valid YAML/)
    write('a.md', '---\ntitle: A\ntopics: []\n---\n')
    write('01-a.md', '---\ntitle: A\ntopics: []\n---\n')
    expect(() => readCollection('notes', schema)).toThrow(/a\.md: another file of notes has the id "a"/)
    rmSync(join(root(), 'notes', '01-a.md'))
    expect(() => readEntry('notes', 'missing', readCollection('notes', schema))).toThrow(/no file for "missing"/)
  })
})

describe('readOnce', () => {
  it('reads a collection once while its files stay as they are, and afresh once one changes', () => {
    write('01-a.md', '---\ntitle: A\ntopics: []\n---\n')
    let reads = 0
    const read = readOnce('notes', () => {
      reads += 1
      return readCollection('notes', schema)
    })
    expect(read()).toBe(read())
    expect(reads).toBe(1)
    write('01-a.md', '---\ntitle: B\ntopics: []\n---\n')
    expect(read()[0]?.data.title).toBe('B')
    write('02-b.md', '---\ntitle: C\ntopics: []\n---\n')
    expect(read().map((entry) => entry.data.title)).toEqual(['B', 'C'])
    expect(reads).toBe(3)
  })
})

describe('markdownToHtml', () => {
  it('renders Markdown with its facts filled in and headings given their ids', () => {
    const html = markdownToHtml('## Fees {#fees}\n\nFrom **{{price}}** a month, see [plans](/#pricing).', 'x.md', {
      price: '$49',
    })
    expect(html).toBe(
      '<h2 id="fees">Fees</h2>\n<p>From <strong>$49</strong> a month, see <a href="/#pricing">plans</a>.</p>\n',
    )
  })

  it('escapes raw HTML and refuses a fact it does not know, naming the file', () => {
    expect(markdownToHtml('<script>alert(1)</script>', 'x.md')).toContain('&lt;script&gt;')
    expect(() => markdownToHtml('Costs {{ prise }}', 'content/plans/x.md', { price: 1 })).toThrow(
      'content/plans/x.md: {{prise}} names no fact',
    )
  })
})

describe('lastChange', () => {
  it('gives the last commit day of a committed file and the modification day of a new one', () => {
    expect(lastChange('package.json')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    write('fresh.md', 'x')
    expect(lastChange(join(root(), 'notes', 'fresh.md'))).toBe(new Date().toISOString().slice(0, 10))
  })

  it('gives each file of a folder the day git gives it alone, from one reading of the whole folder', () => {
    const folder = join(process.cwd(), 'content', 'guides')
    // What the per-file reading did: `git log -1` and `git status` of that file alone.
    const git = (...args: string[]) => execFileSync('git', args, { cwd: folder, encoding: 'utf8' }).trim()
    for (const name of readdirSync(folder)) {
      const path = join(folder, name)
      const day = git('log', '-1', '--format=%cs', '--', name)
      const changed = git('status', '--porcelain', '--', name) !== ''
      expect(lastChange(path), name).toBe(day && !changed ? day : statSync(path).mtime.toISOString().slice(0, 10))
    }
  })
})

describe('exitOnContentError', () => {
  it('ends the process with the one line for a content mistake and rethrows anything else', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    exitOnContentError(() => {
      throw new ContentError('content/a.md: title: Invalid type')
    })
    expect(error).toHaveBeenCalledWith('Content error: content/a.md: title: Invalid type')
    expect(exit).toHaveBeenCalledWith(1)
    expect(() =>
      exitOnContentError(() => {
        throw new TypeError('bug')
      }),
    ).toThrow(TypeError)
  })
})
