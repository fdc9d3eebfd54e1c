/**
 * The home page's FAQ (content/faq/*.md, one question a file) and the policy pages' text
 * (content/legal/*.md), read and rendered at build time by their routes' loaders: the words reach
 * the browser as each page's HTML and loader data, never as route JavaScript. Facts are named as
 * {{name}} and filled from app/content/facts.ts.
 *
 * Relative imports only: the build's content check (collections.server.ts) reads these files before
 * any alias exists.
 */
import * as v from 'valibot'
import { ContentError, type Facts, markdownToHtml, readCollection, readEntry, readOnce } from '../lib/content.server.ts'

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))

/** A FAQ file's front matter: its question, as the summary shows it. */
export const faqSchema = v.strictObject({
  question: v.pipe(text, v.regex(/\?$/, 'must end with a question mark')),
})

/** A policy page's front matter: its title and meta description, and the date it states, if any. */
export const legalSchema = v.strictObject({
  title: text,
  description: v.pipe(text, v.maxLength(160, 'must be at most 160 characters')),
  updated: v.optional(v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD'))),
})

export const readFaq = readOnce('faq', () => readCollection('faq', faqSchema))
export const readLegal = readOnce('legal', () => readCollection('legal', legalSchema))

/**
 * Links to other sites open in a new tab and say so, as every such link of the site does
 * (app/ui/external-link.tsx); links on this site stay as they are.
 */
export function externalLinksInNewTab(html: string): string {
  return html.replace(
    /<a href="(https?:\/\/[^"]*)">([\s\S]*?)<\/a>/g,
    '<a href="$1" target="_blank" rel="noopener noreferrer">$2<span class="sr-only"> (opens in a new tab)</span></a>',
  )
}

/** Markdown to the HTML a page shows. */
export const contentHtml = (body: string, file: string, facts: Facts) =>
  externalLinksInNewTab(markdownToHtml(body, file, facts)).trim()

/** The FAQ as the home page shows it: [question, answer as HTML] pairs, in file order. */
export function faqItems(facts: Facts): [question: string, answer: string][] {
  return readFaq().map(({ data, body, file }) => [data.question, contentHtml(body, file, facts)])
}

/** A policy section: the text under one `## Title {#id}` heading. */
export type PolicySection = { id: string; title: string; html: string }

/** A policy page: front matter, the introduction before the first `##`, and each section. */
export type PolicyPage = v.InferOutput<typeof legalSchema> & { intro: string; sections: PolicySection[] }

/**
 * A document's body as HTML: the introduction before the first `##`, and each `## Title {#id}`
 * section rendered apart, so a page can number them and list them as contents. A section heading
 * without its {#id} fails the build, naming the file: the id is the section's link.
 */
export function documentParts(body: string, file: string, facts: Facts): { intro: string; sections: PolicySection[] } {
  const [intro = '', ...parts] = body.split(/^## /m)
  const sections = parts.map((part) => {
    const [heading = '', ...rest] = part.split('\n')
    const match = /^(.+?)\s*\{#([\w-]+)\}\s*$/.exec(heading)
    if (!match) throw new ContentError(`${file}: the heading "## ${heading}" needs an {#id} at its end`)
    return { id: match[2] ?? '', title: match[1] ?? '', html: contentHtml(rest.join('\n'), file, facts) }
  })
  return { intro: contentHtml(intro, file, facts), sections }
}

/** One policy page (content/legal/<id>.md): its front matter, introduction and sections (documentParts). */
export function policyPage(id: string, facts: Facts): PolicyPage {
  const { data, body, file } = readEntry('legal', id, readLegal())
  return { ...data, ...documentParts(body, file, facts) }
}
