/**
 * What the guides pages and their build steps share about a guide, in the browser and at build
 * time: the data's shapes and the addresses made from them. The guides themselves are Markdown
 * files (content/guides/*.md, read by guides.server.ts at build time): the pages get them from
 * their loaders, so no list of guides is in the visitors' JavaScript.
 */

import type { DescribedTree } from '../lab/describe-tree.ts'

/** The card icons a guide's front matter may name (app/components/guides/guide-icon.tsx draws them). */
export const guideIcons = ['rocket', 'candles', 'webhook', 'logic-tree', 'broadcast', 'mirror'] as const
export type GuideIconName = (typeof guideIcons)[number]

/** One video of a guide: its toggle label, its settings key (SITE_VIDEO_<key>), YouTube ID and poster. */
export type GuideVideo = { key: string; label: string; videoId: string; poster: string }

/** A guide card on /guides (docs/requirements.md#guides-page). */
export type GuideCard = {
  /** The guide page's address is /guides/<slug>; also element ids. */
  slug: string
  icon: GuideIconName
  title: string
  description: string
  /** What the guide covers, three to five items: its article's section headings. */
  topics: readonly string[]
  /** One video plays as soon as the card flips; two or more are chosen with toggles. */
  videos: readonly [GuideVideo, ...GuideVideo[]]
}

/** A neighbor in the guides' order, for the previous and next links. */
export type GuideLink = { slug: string; title: string }

/**
 * A strategy template's tree shown after one section of an article, drawn as the strategy pages
 * draw it: chips of text, not a picture of them.
 */
export type GuideFigure = {
  /** The section it follows, counted from 0. */
  section: number
  /** The tree in the Lab's words, described by the route's loader at build time: no engine code in the page. */
  tree: DescribedTree
  /** Rendered from Markdown at build time: text and links. */
  captionHtml: string
}

/**
 * A figure as the page receives it: the tree drawn to HTML by the route's loader at build time, as
 * the strategy pages draw it, so neither the engine nor the drawing's code is in a guide's JavaScript.
 */
export type DrawnFigure = Omit<GuideFigure, 'tree'> & { treeHtml: string }

/** Everything one guide page shows, from its loader (docs/requirements.md#guide-pages). */
export type GuidePageData = GuideCard & {
  /** The page's title before the brand, with the words people search for the subject. */
  pageTitle: string
  /** Under the h1, and the meta description. */
  lead: string
  /** The day the guide's file last changed (YYYY-MM-DD). */
  updated: string
  /** That day in words ("November 3, 2025"), written at build time. */
  updatedText: string
  /** The publication day, only where the company gave one. */
  published?: string
  /** One per topic, same order: the heading's words and the paragraphs as HTML built from Markdown. */
  sections: readonly { topic: string; html: string }[]
  figure?: GuideFigure
  previous?: GuideLink
  next?: GuideLink
}

/** A guide page's address. */
export function guidePath(slug: string): `/guides/${string}` {
  return `/guides/${slug}`
}

/** The guides' index, as its breadcrumb names it; each guide page's trail passes through it. */
export const guidesIndex = { name: 'Guides', path: '/guides' } as const

/** The build-time poster of a guide's video (build-steps/guide-posters.ts draws it). */
export function posterPath(slug: string, videoCount: number, videoIndex: number) {
  return `/posters/${slug}${videoCount > 1 ? `-${videoIndex + 1}` : ''}.png`
}

/**
 * What a video's poster says. Never the guide's title: on the guide page the poster sits right
 * under that title. A guide's parts are told apart by their own label and place ("Part 2",
 * "Video 2 of 3"); a guide's one video invites the visitor in.
 */
export function posterText(
  guide: { topics: readonly unknown[]; videos: readonly { label: string }[] },
  videoIndex: number,
): { eyebrow: string; headline: string } {
  const count = guide.videos.length
  const video = guide.videos[videoIndex]
  if (count === 1 || !video)
    return { eyebrow: `${guide.topics.length} topics in one video`, headline: 'Watch the walkthrough' }
  return { eyebrow: `Video ${videoIndex + 1} of ${count}`, headline: video.label }
}

/** The poster's size in pixels: 16:9, like the player that replaces it; sharp at the page's widest (768 CSS px). */
export const posterSize = { width: 960, height: 540 } as const

/** What a video's player and its buttons are called: the guide's title, and the part's label when it has several. */
export function videoTitle(guide: { title: string; videos: readonly unknown[] }, video: { label: string }) {
  return guide.videos.length === 1 ? `${guide.title} video` : `${guide.title}: ${video.label} video`
}

/**
 * "a" or "an" before a guide's title, by how it is said: "an Advanced", "a Basics". Enough for our
 * titles; kept here, beside the one place that says it (the cards' video choice), so the guides page
 * loads no other module of words for it.
 */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
}

/** The closing card (docs/requirements.md#guides-page). */
export const moreGuides = {
  title: 'More Guides Coming Soon',
  text: 'We are recording more lessons on the features traders ask about most. Coming next:',
  upcoming: ['Video Tutorials', 'Webinars', 'Trading Templates', 'Market Analysis'],
} as const

/** The privacy-enhanced embed address for a YouTube video ID: no cookies until the visitor plays. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`
}

/** The video's own page on YouTube: where a visitor without JavaScript, or with a blocked player, watches it. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}
