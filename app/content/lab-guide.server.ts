/**
 * The Strategy Lab's guide to a visitor's own files (content/lab/<id>.md, one page a file): its
 * words in Markdown, read and rendered at build time by its route's loader, with the blocks the
 * loader draws from the Lab's own code (a table of the chain columns the reader goes by, a worked
 * example the engine writes) set where the file names them. The numbers it states are facts, read
 * from the engine's constants (lab-guide-facts.server.ts), never typed into the text.
 *
 * Relative imports only: the build's content check (collections.server.ts) reads these files before
 * any alias exists.
 */
import * as v from 'valibot'
import { ContentError, type Facts, readCollection, readEntry, readOnce } from '../lib/content.server.ts'
import { documentParts } from './pages.server.ts'

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))

/** A Lab guide's front matter: its title (the h1 and the page's title) and its meta description. */
export const labGuideSchema = v.strictObject({
  title: text,
  description: v.pipe(text, v.maxLength(160, 'must be at most 160 characters')),
})

export const readLabGuides = readOnce('lab', () => readCollection('lab', labGuideSchema))

/**
 * A stretch of a Lab guide: HTML from its Markdown, or a block its route drew. The page styles the
 * two apart: the Markdown's lists, code and tables as a guide's, a block by its own classes.
 */
export type LabGuidePart = { kind: 'text' | 'block'; html: string }

/** A `## Title {#id}` section of a Lab guide, in parts. */
export type LabGuideSection = { id: string; title: string; parts: LabGuidePart[] }

/** A Lab guide as its page shows it: front matter, introduction and sections, each in parts. */
export type LabGuidePage = v.InferOutput<typeof labGuideSchema> & {
  intro: LabGuidePart[]
  sections: LabGuideSection[]
}

/**
 * What stands for a block in the Markdown while it is rendered: a word no text holds, which
 * Markdown leaves as it is, alone in its paragraph when the file writes the block's {{name}} on a
 * line of its own.
 */
const marker = (name: string) => `generated-block-${name}`
const markerParagraph = /<p>generated-block-(\w+)<\/p>\n?/

/**
 * One Lab guide (content/lab/<id>.md), its facts filled and each block (HTML, by name) set where the
 * file writes `{{name}}` on a line of its own. A block written inside a sentence, or not at all, or
 * twice, fails the build naming the file. Its links are checked in the built page
 * (tests/built/lab-data-guide.test.ts).
 */
export function labGuidePage(id: string, facts: Facts, blocks: Readonly<Record<string, string>>): LabGuidePage {
  const { data, body, file } = readEntry('lab', id, readLabGuides())
  const markers = Object.fromEntries(Object.keys(blocks).map((name) => [name, marker(name)]))
  const { intro, sections } = documentParts(body, file, { ...facts, ...markers })
  const placed = new Map<string, number>()
  // split() with a group gives the text between markers at even places and each marker's name at odd ones.
  const partsOf = (html: string): LabGuidePart[] =>
    html.split(markerParagraph).flatMap((piece, index): LabGuidePart[] => {
      if (index % 2 === 0) return piece.trim() === '' ? [] : [{ kind: 'text', html: piece.trim() }]
      placed.set(piece, (placed.get(piece) ?? 0) + 1)
      return [{ kind: 'block', html: blocks[piece] ?? '' }]
    })
  const page = {
    ...data,
    intro: partsOf(intro),
    sections: sections.map((section) => ({ id: section.id, title: section.title, parts: partsOf(section.html) })),
  }
  for (const name of Object.keys(blocks)) {
    const count = placed.get(name) ?? 0
    if (count !== 1) {
      throw new ContentError(
        count === 0
          ? `${file}: {{${name}}} must be on a line of its own: it is a block, not words in a sentence`
          : `${file}: {{${name}}} is written ${count} times; a block stands once on its page`,
      )
    }
  }
  return page
}
