import type { GuideIconName } from '~/components/guides/guide-icon'
import type { GuideVideoKey } from '~/config/site'
// Relative imports only: the route table (app/routes.ts) reads this module before any alias exists.
import { pagePath } from '../lib/page-path'
import { copyTrading, freeTrialLabel } from './terms'

/** One video on a card's back: its toggle label and the site-config key of its YouTube ID. */
export type GuideVideo = { label: string; videoKey: GuideVideoKey }

/** A guide card (docs/requirements.md#content-model): icon, title, description, topics, and the videos its back shows. */
export type Guide = {
  /** Stable slug: the guide page's address (/guides/<id>) and element ids. */
  id: string
  icon: GuideIconName
  title: string
  description: string
  /** What the guide covers: three to five items. */
  topics: readonly string[]
  /** One video plays as soon as the card flips; two or more are chosen with toggles. */
  videos: readonly [GuideVideo, ...GuideVideo[]]
}

/** The guides page's six cards, in display order (docs/requirements.md#guides-page). */
export const guides = [
  {
    id: 'getting-started',
    icon: 'rocket',
    title: 'Getting Started',
    description:
      'Set up your account, connect your broker and place your first paper trade, all in about fifteen minutes.',
    topics: [
      `Creating your account and starting the ${freeTrialLabel}`,
      'Connecting a supported broker with API keys',
      'A tour of the dashboard and the manual trading panel',
      'Placing your first trade on paper',
    ],
    videos: [{ label: 'Getting Started', videoKey: 'GETTING_STARTED' }],
  },
  {
    id: 'how-to-trade',
    icon: 'candles',
    title: 'How to Trade',
    description:
      'Trade options by hand from the panel with guard rails on: size each position, cap your risk and read the chain before you click.',
    topics: [
      'Account-wide risk limits and maximum position size',
      'Reading the options chain: strikes, expirations and Greeks',
      'Building single-leg and spread orders',
      'Attaching stop-loss and take-profit exits',
    ],
    videos: [
      { label: 'Risk Settings', videoKey: 'RISK_SETTINGS' },
      { label: 'Options Chain', videoKey: 'OPTIONS_CHAIN' },
    ],
  },
  {
    id: 'basics-of-automation',
    icon: 'webhook',
    title: 'Basics of Automation',
    description:
      'Turn a chart alert into an order: send TradingView alerts to your webhook and let the platform trade them, on paper first.',
    topics: [
      'How webhook automation works, end to end',
      'Creating your webhook URL and alert message',
      'Mapping an alert to the right option contract',
      'Testing an automation safely with paper trading',
    ],
    videos: [{ label: 'Basics of Automation', videoKey: 'BASICS_OF_AUTOMATION' }],
  },
  {
    id: 'advanced-automation',
    icon: 'logic-tree',
    title: 'Advanced Automation',
    description:
      'Build multi-step strategies with logic trees: entry conditions, filters and exits that run on their own, without a line of code.',
    topics: [
      'Logic trees: conditions, branches and actions',
      'Filtering entries by time of day, price and volatility',
      'Scaling out with multi-step exits',
      'Pausing strategies around news and calendar events',
    ],
    videos: [
      { label: 'Part 1', videoKey: 'ADVANCED_PART_1' },
      { label: 'Part 2', videoKey: 'ADVANCED_PART_2' },
      { label: 'Part 3', videoKey: 'ADVANCED_PART_3' },
    ],
  },
  {
    id: 'external-posting',
    icon: 'broadcast',
    title: 'External Posting',
    description:
      'Share your trades with your community the moment they fill: automatic posts to Discord servers and Telegram channels.',
    topics: [
      'Connecting a Discord server with a webhook',
      'Adding the Telegram bot to a channel or group',
      'Choosing which strategies and details are posted',
      'Formatting trade alerts your members can act on',
    ],
    videos: [
      { label: 'Discord', videoKey: 'DISCORD' },
      { label: 'Telegram', videoKey: 'TELEGRAM' },
    ],
  },
  {
    id: 'trade-mirror',
    icon: 'mirror',
    title: 'Trade Mirror',
    description:
      'Copy a lead trader’s orders into your own account, or publish your strategy and earn from subscribers.',
    topics: [
      'Finding a strategy and subscribing to it',
      'Sizing mirrored trades to fit your account',
      `Publishing a strategy: subscriptions from $${copyTrading.minMonthlyPriceUsd} per month, ${copyTrading.subscribers.toLowerCase()} subscribers`,
      `How the ${copyTrading.platformFeePercent}% platform fee and payouts work`,
    ],
    videos: [{ label: 'Trade Mirror', videoKey: 'TRADE_MIRROR' }],
  },
] as const satisfies readonly Guide[]

/** The closing card (docs/requirements.md#guides-page). */
export const moreGuides = {
  title: 'More Guides Coming Soon',
  text: 'We are recording more lessons on the features traders ask about most. Coming next:',
  upcoming: ['Video Tutorials', 'Webinars', 'Trading Templates', 'Market Analysis'],
} as const

export type GuideId = (typeof guides)[number]['id']

/** A guide page's address, checked against the route table. */
export function guidePath(id: GuideId) {
  return pagePath(`/guides/${id}`)
}

/** The guide a page address belongs to (a trailing slash is forgiven), or undefined. */
export function guideAt(pathname: string) {
  return guides.find((guide) => pathname.replace(/\/$/, '') === `/guides/${guide.id}`)
}

/** The build-time poster of a guide's video (build-steps/guide-posters.ts draws it). */
export function posterPath(guide: Guide, videoIndex: number) {
  return `/posters/${guide.id}${guide.videos.length > 1 ? `-${videoIndex + 1}` : ''}.png`
}

/**
 * What a video's poster says. Never the guide's title: on the guide page the poster sits right
 * under that title. A guide's parts are told apart by their own label and place ("Part 2",
 * "Video 2 of 3"); a guide's one video invites the visitor in.
 */
export function posterText(guide: Guide, videoIndex: number): { eyebrow: string; headline: string } {
  const count = guide.videos.length
  const video = guide.videos[videoIndex]
  if (count === 1 || !video)
    return { eyebrow: `${guide.topics.length} topics in one video`, headline: 'Watch the walkthrough' }
  return { eyebrow: `Video ${videoIndex + 1} of ${count}`, headline: video.label }
}

/** The poster's size in pixels: 16:9, like the player that replaces it; sharp at the page's widest (768 CSS px). */
export const posterSize = { width: 960, height: 540 } as const

/** The privacy-enhanced embed address for a YouTube video ID: no cookies until the visitor plays. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`
}

/** The video's own page on YouTube: where a visitor without JavaScript, or with a blocked player, watches it. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
}
