/**
 * The guides (docs/requirements.md#guides-page, #guide-pages), one Markdown file each in
 * content/guides/: the card, the article, the videos and why a strategy page points to it, read and
 * checked at build time. The file's name sets its address (`NN-<slug>.md` is /guides/<slug>) and its
 * place in the order; the article's `## ` headings are the topics the card lists. The loaders of
 * /guides and /guides/:slug, the route list, the sitemap, the posters, the strategy pages and the
 * launch check read this module, so a new file is a new guide everywhere. docs/content.md says how
 * to write one.
 *
 * Relative imports only: the route list (app/route-paths.ts) reads this module before any alias exists.
 */

import * as v from 'valibot'
import { readSettings } from '../../server/setting.js'
import { type Env, type GuideVideoSetting, videoSettingsOf } from '../config/settings.ts'
import { describeTree } from '../lab/describe-tree.ts'
import { cpiDatesWords } from '../lab/engine/calendar.ts'
import { templates } from '../lab/engine/templates.ts'
import {
  ContentError,
  type Entry,
  type Facts,
  fillFacts,
  inlineMarkdownToHtml,
  lastChange,
  markdownToHtml,
  readCollection,
  readOnce,
} from '../lib/content.server.ts'
import { dayInWords } from './day-words.ts'
import {
  type GuideCard,
  type GuideFigure,
  type GuidePageData,
  type GuideVideo,
  guideIcons,
  guidePath,
  posterPath,
} from './guides.ts'
import { chartingPlatform, minimumAge, supportHours } from './site/company.ts'
import { affiliateProgram, copyTrading, freeTrialInWords, freeTrialLabel, setupFeesLabel } from './terms.ts'
import { webhookAlertFacts } from './webhook-alerts.server.ts'

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max))

/** A calendar day the company gives, as YYYY-MM-DD (quoted in YAML, or written plain). */
const day = v.pipe(
  v.union([v.string(), v.date()], 'must be a date as YYYY-MM-DD'),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.isoDate('must be a date as YYYY-MM-DD'),
  v.check((value) => new Date(`${value}T12:00:00Z`).toISOString().startsWith(value), 'must be a day of the calendar'),
)

const video = v.strictObject({
  /** SITE_VIDEO_<key> sets the video's YouTube ID. */
  key: v.pipe(
    v.string(),
    v.regex(/^[A-Z][A-Z0-9_]*$/, 'must be capital letters, digits and _ (SITE_VIDEO_<key> sets the video)'),
  ),
  /** The video's toggle on the card and its name beside its poster. */
  label: text(40),
  /** The YouTube ID shown until SITE_VIDEO_<key> is set (the launch check names it meanwhile). */
  standIn: v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'must be a YouTube video ID of 11 letters, digits, - or _')),
})

/** A guide file's front matter. */
export const guideSchema = v.strictObject({
  /** The card's and the page's heading. */
  title: text(40),
  /** The page's title before " | <brand>": the guide's subject in the words people search. */
  pageTitle: v.pipe(text(48), v.minLength(20)),
  icon: v.picklist(guideIcons, `must be one of ${guideIcons.join(', ')}`),
  /** The card's sentence on /guides. */
  description: v.pipe(text(200), v.minLength(50)),
  /** The page's first paragraph and its meta description (50 to 160 characters once facts are filled). */
  lead: text(220),
  videos: v.pipe(v.array(video), v.minLength(1, 'must list at least one video')),
  /** Why a strategy page points to this guide, in one sentence. */
  strategyReason: text(120),
  /** Only a date the company gives: left out, the page and its structured data carry none. */
  published: v.optional(day),
  /**
   * A strategy template's tree, drawn as text after a section (counted from 1). No `alt`: the
   * figure is its own words, and the caption says what it shows.
   */
  figure: v.optional(
    v.strictObject({
      section: v.pipe(v.number(), v.integer(), v.minValue(1)),
      template: v.picklist(
        templates.map((template) => template.id),
        'must be the id of a Strategy Lab template',
      ),
      caption: text(300),
    }),
  ),
})

type GuideMatter = v.InferOutput<typeof guideSchema>

/** The facts a guide may name as {{name}}: written once in the typed modules. */
export const guideFacts: Facts = {
  freeTrialLabel,
  freeTrialInWords,
  setupFeesLabel,
  minimumAge,
  chartingPlatform,
  supportHours,
  copyTradingMinPrice: `$${copyTrading.minMonthlyPriceUsd}`,
  copyTradingSubscribers: copyTrading.subscribers.toLowerCase(),
  copyTradingFee: `${copyTrading.platformFeePercent}%`,
  affiliateCommission: `${affiliateProgram.commissionPercent}%`,
  // The event template's name and where CPI dates come from, as the template itself says them.
  eventTemplate: templates.find((template) => template.id === 'event-window')?.name ?? '',
  cpiDates: cpiDatesWords(),
  // The alert messages, the Lab's field table and a dry run's decision, each a whole Markdown block:
  // TradingView's {{placeholders}} in them are never read as facts.
  ...webhookAlertFacts(),
}

/** A guide as read from its file: front matter with facts filled, and the article cut into sections. */
export type Guide = Omit<GuideMatter, 'figure'> & {
  slug: string
  file: string
  topics: string[]
  sections: { topic: string; html: string }[]
  figure?: Omit<NonNullable<GuideMatter['figure']>, 'caption'> & { captionHtml: string }
}

const heading = /^## +(.+?)\s*$/

/** The article's sections: each `## ` heading, a topic of the card, with the Markdown under it. */
function sectionsOf(entry: Entry<GuideMatter>): { topic: string; html: string }[] {
  const { file } = entry
  const sections: { topic: string; lines: string[] }[] = []
  for (const line of entry.body.split(/\r?\n/)) {
    const match = heading.exec(line)
    if (match?.[1]) sections.push({ topic: fillFacts(match[1], file, guideFacts), lines: [] })
    else if (sections.length > 0) sections.at(-1)?.lines.push(line)
    else if (line.trim() !== '') throw new ContentError(`${file}: body: must start with a "## " heading, one per topic`)
  }
  if (sections.length < 3 || sections.length > 5)
    throw new ContentError(`${file}: body: must have 3 to 5 "## " headings (the card's topics); has ${sections.length}`)
  return sections.map(({ topic, lines }) => {
    if (/[[\]*_`<>#]/.test(topic)) throw new ContentError(`${file}: body: heading "${topic}" must be plain words`)
    const html = markdownToHtml(lines.join('\n'), file, guideFacts)
    if (html.trim() === '') throw new ContentError(`${file}: body: the section "${topic}" has no text`)
    if (/<h[12][\s>]/.test(html))
      throw new ContentError(`${file}: body: under "${topic}", only "### " and smaller headings (the page has its h1)`)
    return { topic, html }
  })
}

function guideOf(entry: Entry<GuideMatter>): Guide {
  const { data, file } = entry
  const fill = (value: string) => fillFacts(value, file, guideFacts)
  const lead = fill(data.lead)
  if (lead.length < 50 || lead.length > 160)
    throw new ContentError(`${file}: lead: must be 50 to 160 characters (the meta description); has ${lead.length}`)
  const sections = sectionsOf(entry)
  const { figure, ...matter } = data
  if (figure && figure.section > sections.length)
    throw new ContentError(`${file}: figure.section: the article has ${sections.length} sections`)
  return {
    ...matter,
    slug: entry.id,
    file,
    title: fill(data.title),
    pageTitle: fill(data.pageTitle),
    description: fill(data.description),
    lead,
    strategyReason: fill(data.strategyReason),
    topics: sections.map((section) => section.topic),
    sections,
    ...(figure
      ? {
          figure: {
            section: figure.section,
            template: figure.template,
            captionHtml: inlineMarkdownToHtml(figure.caption, file, guideFacts),
          },
        }
      : {}),
  }
}

/**
 * Every guide, in the files' order, each checked: front matter, facts, sections, and no video key
 * used twice, read once while the files stay as they are. Throws a ContentError naming the file
 * and the field.
 */
export const readGuides: () => readonly Guide[] = readOnce('guides', () => {
  const guides = readCollection('guides', guideSchema).map(guideOf)
  const keys = new Map<string, string>()
  for (const guide of guides)
    for (const [index, { key }] of guide.videos.entries()) {
      const other = keys.get(key)
      if (other) throw new ContentError(`${guide.file}: videos.${index}.key: ${key} is a video of ${other} too`)
      keys.set(key, guide.file)
    }
  if (guides.length === 0) throw new ContentError('content/guides: no guide')
  return guides
})

/** The guides' slugs, in order: the pages /guides/:slug prerenders. */
export function guideSlugs(): string[] {
  return readGuides().map((guide) => guide.slug)
}

/**
 * Every guide video's setting, in the guides' order: the one list of video keys. The settings, the
 * launch check and the README's table read it.
 */
export function guideVideoSettings(): GuideVideoSetting[] {
  return readGuides().flatMap((guide) =>
    guide.videos.map((video) => ({
      name: `SITE_VIDEO_${video.key}` as const,
      key: video.key,
      label: video.label === guide.title ? guide.title : `${guide.title}: ${video.label}`,
      standIn: video.standIn,
    })),
  )
}

/**
 * Each guide video's YouTube ID by key: SITE_VIDEO_<KEY> from `env`, or the file's stand-in, read
 * by the settings' schema (app/config/settings.ts): a malformed ID stops the build naming the variable.
 */
export function guideVideoIds(env: Env): Record<string, string> {
  const videos = guideVideoSettings()
  const values = readSettings(videoSettingsOf(videos), env) as Record<string, string>
  return Object.fromEntries(videos.map(({ name, key }) => [key, values[name] ?? '']))
}

function cardOf(guide: Guide, videoIds: Record<string, string>): GuideCard {
  return {
    slug: guide.slug,
    icon: guide.icon,
    title: guide.title,
    description: guide.description,
    topics: guide.topics,
    // The schema asks for at least one video.
    videos: guide.videos.map((video, index) => ({
      key: video.key,
      label: video.label,
      videoId: videoIds[video.key] ?? video.standIn,
      poster: posterPath(guide.slug, guide.videos.length, index),
    })) as [GuideVideo, ...GuideVideo[]],
  }
}

// Inlined by the build (vite.config.ts `define`): the SITE_VIDEO_* settings alone. Passing the
// loaders import.meta.env instead would write every SITE_* value into the server bundle on disk,
// SITE_SMTP_URL's password among them. Tests and Node scripts read the environment.
declare const __GUIDE_VIDEO_SETTINGS__: Env | undefined

/** The guide videos' settings of this build, for the loaders. */
export const videoSettingsOfBuild = (): Env =>
  typeof __GUIDE_VIDEO_SETTINGS__ !== 'undefined' ? __GUIDE_VIDEO_SETTINGS__ : process.env

/** The cards of /guides, with the videos' IDs from `env`. */
export function guideCards(env: Env): GuideCard[] {
  const videoIds = guideVideoIds(env)
  return readGuides().map((guide) => cardOf(guide, videoIds))
}

/** One guide page's data, or undefined for a slug no file has. */
export function guidePage(slug: string, env: Env): GuidePageData | undefined {
  const guides = readGuides()
  const index = guides.findIndex((guide) => guide.slug === slug)
  const guide = guides[index]
  if (!guide) return undefined
  const updated = lastChange(guide.file)
  const link = (other: Guide | undefined) => (other ? { slug: other.slug, title: other.title } : undefined)
  const previous = link(guides[index - 1])
  const next = link(guides[index + 1])
  return {
    ...cardOf(guide, guideVideoIds(env)),
    pageTitle: guide.pageTitle,
    lead: guide.lead,
    updated,
    updatedText: dayInWords(updated),
    ...(guide.published ? { published: guide.published } : {}),
    sections: guide.sections,
    ...(guide.figure ? { figure: figureOf(guide.figure) } : {}),
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  }
}

/**
 * A guide's figure as its page draws it: the template's tree in the Lab's words, described here at
 * build time (the route's loader calls guidePage), so the page gets plain data and none of the engine.
 */
function figureOf({ section, template: id, captionHtml }: NonNullable<Guide['figure']>): GuideFigure {
  const template = templates.find((candidate) => candidate.id === id)
  // The schema only lets a template's id through; this says so to the type checker.
  if (!template) throw new Error(`No Strategy Lab template is called ${id}`)
  return { section: section - 1, tree: describeTree(template.strategy), captionHtml }
}

/** What a strategy page says of the guides it points to: address, title and why. */
export function guideLinks(): { slug: string; path: string; title: string; reason: string }[] {
  return readGuides().map((guide) => ({
    slug: guide.slug,
    path: guidePath(guide.slug),
    title: guide.title,
    reason: guide.strategyReason,
  }))
}

/** The day each guide page's file last changed, by address: the sitemap's lastmod. */
export function guideLastChanges(): Record<string, string> {
  return Object.fromEntries(readGuides().map((guide) => [guidePath(guide.slug), lastChange(guide.file)]))
}

/**
 * The build's check of every guide (app/content/collections.server.ts): what readGuides() checks,
 * and that each link in an article leads to a page of this site.
 */
export function checkGuides(pages: readonly string[]): void {
  for (const guide of readGuides()) {
    const html = [...guide.sections.map((section) => section.html), guide.figure?.captionHtml ?? ''].join('')
    for (const [, href] of html.matchAll(/<a href="([^"]*)"/g)) {
      if (!href?.startsWith('/'))
        throw new ContentError(`${guide.file}: body: the link to ${href} must lead to a page of this site (/…)`)
      if (!pages.includes(href.split('#')[0] ?? href))
        throw new ContentError(`${guide.file}: body: the link to ${href} leads to no page of this site`)
    }
  }
}
