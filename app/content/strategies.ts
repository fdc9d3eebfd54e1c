/**
 * The strategy pages (docs/requirements.md#strategy-lab): one page per Strategy Lab template at
 * /strategies/<id>, generated from the template itself, and one hub per tag listing the templates
 * that carry it. What is written here is what a template cannot say about itself: each hub's name.
 * The hubs' words are Markdown files (content/strategy-hubs/, read by strategy-hubs.server.ts); why
 * a page points to a guide is said in the guide's own file (content/guides, `strategyReason`).
 */
// Relative imports only: the route table (app/routes.ts) reads this module before any alias exists.
import type { StrategyTag } from '../lab/engine/templates'

export type StrategyHub = {
  /** What the hub is called in links and in the breadcrumb trail (its h1, intro and description: content/strategy-hubs/<tag>.md). */
  name: string
}

/** One hub per tag, at /strategies/<tag>: the tag is the address (templates.ts lists the tags). */
export const strategyHubs = {
  'zero-dte': { name: '0DTE (0-DTE)' },
  income: { name: 'Income and premium selling' },
  bullish: { name: 'Bullish' },
  bearish: { name: 'Bearish' },
  neutral: { name: 'Neutral' },
  hedging: { name: 'Hedging' },
  'event-aware': { name: 'Event-aware' },
} as const satisfies Record<StrategyTag, StrategyHub>

/** The index of every template and hub, at /strategies (its words: content/strategy-hubs/index.md). */
export const strategiesIndex = { path: '/strategies', name: 'Strategies' } as const

export const strategiesPath = strategiesIndex.path

/** A template's page. */
export const strategyPath = (id: string) => `${strategiesPath}/${id}`

// The cards' path and size live apart (strategy-cards.ts), so a guide page that shows one does not
// download the hubs' words with it.
export { strategyCardPath, strategyCardSize } from './strategy-cards.ts'
