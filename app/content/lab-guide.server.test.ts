import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { contentMistake, scratchContentDir } from '../lib/content-dir.test-support.ts'
import { labGuidePage, readLabGuides } from './lab-guide.server.ts'
import { labGuideFacts } from './lab-guide-facts.server.ts'

// The Lab guides' reader on files written for each check in a temporary content folder, and the
// real guide (content/lab/your-data.md) with every fact it names and both its blocks.

const root = scratchContentDir('lab-guides', (folder) => mkdirSync(join(folder, 'lab')))
const write = (text: string) => writeFileSync(join(root(), 'lab', 'guide.md'), text)
const matter = '---\ntitle: A guide\ndescription: What the guide says, in a line.\n---\n'

describe('a Lab guide', () => {
  it('sets each block where the file names it on a line of its own, inside its section', () => {
    write(`${matter}Intro.\n\n## Columns {#columns}\n\nBefore.\n\n{{table}}\n\nAfter, {{n}} of them.\n`)
    const page = labGuidePage('guide', { n: 3 }, { table: '<table></table>' })
    expect(page.title).toBe('A guide')
    expect(page.sections).toEqual([
      {
        id: 'columns',
        title: 'Columns',
        parts: [
          { kind: 'text', html: '<p>Before.</p>' },
          { kind: 'block', html: '<table></table>' },
          { kind: 'text', html: '<p>After, 3 of them.</p>' },
        ],
      },
    ])
  })

  it('refuses a block inside a sentence, a block not written, or one written twice, naming the file', () => {
    write(`${matter}See {{table}} here.\n`)
    expect(contentMistake(() => labGuidePage('guide', {}, { table: '<table></table>' }))).toMatch(
      /guide\.md: \{\{table\}\} must be on a line of its own/,
    )
    write(`${matter}No table.\n`)
    expect(contentMistake(() => labGuidePage('guide', {}, { table: '' }))).toMatch(
      /\{\{table\}\} must be on a line of its own/,
    )
    write(`${matter}{{table}}\n\n{{table}}\n`)
    expect(contentMistake(() => labGuidePage('guide', {}, { table: '' }))).toMatch(/\{\{table\}\} is written 2 times/)
  })

  it('checks its front matter: a description longer than search results show fails the content check', () => {
    write(`---\ntitle: A guide\ndescription: ${'x'.repeat(161)}\n---\nText.\n`)
    expect(contentMistake(readLabGuides)).toMatch(/guide\.md: description: must be at most 160 characters/)
  })
})

describe('the data guide (content/lab/your-data.md)', () => {
  it('names only facts the Lab states, and places both its tables', () => {
    vi.unstubAllEnvs()
    const page = labGuidePage('your-data', labGuideFacts(), {
      chainColumnTable: '<table id="c"></table>',
      workedExampleTable: '<table id="w"></table>',
    })
    expect(page.sections.map((section) => section.id)).toEqual([
      'export-a-chain',
      'columns',
      'file-facts',
      'tickets',
      'worked-example',
      'alert-log',
      'privacy',
    ])
    const blocksIn = (id: string) =>
      page.sections.find((section) => section.id === id)?.parts.filter((part) => part.kind === 'block')
    expect(blocksIn('columns')).toEqual([{ kind: 'block', html: '<table id="c"></table>' }])
    expect(blocksIn('worked-example')).toEqual([{ kind: 'block', html: '<table id="w"></table>' }])
    expect(page.description.length).toBeLessThanOrEqual(160)
  })
})
