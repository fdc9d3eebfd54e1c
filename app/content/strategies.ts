/**
 * The strategy pages (docs/requirements.md#strategy-lab): one page per Strategy Lab template at
 * /strategies/<id>, generated from the template itself, and one hub per tag listing the templates
 * that carry it. What is written here is what a template cannot say about itself: each hub's name,
 * why a page points to a guide, and the day these pages last changed. The hubs' words are Markdown
 * files (content/strategy-hubs/, read by strategy-hubs.server.ts).
 */
// Relative imports only: the route table (app/routes.ts) reads this module before any alias exists.
import type { StrategyTag } from '../lab/engine/templates'
import type { GuideId } from './guides'

export type StrategyHub = {
  /** What the hub is called in links and in the breadcrumb trail (its h1, intro and description: content/strategy-hubs/<tag>.md). */
  name: string
}

/** One hub per tag, at /strategies/<tag>: the tag is the address (templates.ts lists the tags). */
export const strategyHubs = {
  'zero-dte': { name: '0-DTE' },
  income: { name: 'Income and premium selling' },
  directional: { name: 'Directional' },
  'event-aware': { name: 'Event-aware' },
} as const satisfies Record<StrategyTag, StrategyHub>

/** The index of every template and hub, at /strategies (its words: content/strategy-hubs/index.md). */
export const strategiesIndex = { path: '/strategies', name: 'Strategies' } as const

/** Why a strategy page points to a guide: the guide's subject as this page relies on it. */
export const guideReasons = {
  'getting-started': 'Connect a supported broker and place a first trade on paper.',
  'how-to-trade': 'The account-wide risk limits that check every order, automated or manual.',
  'basics-of-automation': 'How a TradingView alert reaches the platform and becomes an order.',
  'advanced-automation': 'Logic trees: conditions, branches, actions, and pausing around calendar events.',
  'external-posting': 'Posting each entry and exit to Discord or Telegram as it fills.',
  'trade-mirror': 'Letting subscribers mirror a strategy you publish.',
} as const satisfies Record<GuideId, string>

/**
 * When the strategy pages' words last changed (YYYY-MM-DD): the sitemap's lastmod for every page
 * under /strategies. Change it with the templates' or this module's text.
 */
export const strategyPagesUpdated = '2026-11-25'

export const strategiesPath = strategiesIndex.path

/** A template's page. */
export const strategyPath = (id: string) => `${strategiesPath}/${id}`

// The cards' path and size live apart (strategy-cards.ts), so a guide page that shows one does not
// download the hubs' words with it.
export { strategyCardPath, strategyCardSize } from './strategy-cards.ts'

/** The trail from home to a strategy page, a hub or the index; empty for any other address. */
export function strategyTrail(
  pathname: string,
  names: { templates: readonly { id: string; name: string }[] },
): { name: string; path: string }[] {
  const path = pathname.replace(/\/+$/, '')
  const index = { name: strategiesIndex.name, path: strategiesPath }
  if (path === strategiesPath) return [index]
  const slug = path.startsWith(`${strategiesPath}/`) ? path.slice(strategiesPath.length + 1) : undefined
  if (slug === undefined) return []
  const hub = (strategyHubs as Record<string, StrategyHub>)[slug]
  if (hub) return [index, { name: hub.name, path }]
  const template = names.templates.find((candidate) => candidate.id === slug)
  return template ? [index, { name: template.name, path }] : []
}
