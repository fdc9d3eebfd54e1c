/**
 * The strategy pages (docs/requirements.md#strategy-lab): one page per Strategy Lab template at
 * /strategies/<id>, generated from the template itself, and one hub per tag listing the templates
 * that carry it. What is written here is what a template cannot say about itself: each hub's name
 * and words and the index's words. Why a page points to a guide is said in the guide's own file
 * (content/guides, `strategyReason`).
 */
// Relative imports only: the route table (app/routes.ts) reads this module before any alias exists.
import type { StrategyTag } from '../lab/engine/templates'

export type StrategyHub = {
  /** What the hub is called in links and in the breadcrumb trail. */
  name: string
  /** The hub page's h1 and title. */
  heading: string
  /** The introduction under the h1 (never the meta description's sentence). */
  intro: string
  /** The meta description: 50 to 160 characters, said differently from the intro. */
  description: string
}

/** One hub per tag, at /strategies/<tag>: the tag is the address (templates.ts lists the tags). */
export const strategyHubs = {
  'zero-dte': {
    name: '0-DTE',
    heading: '0-DTE options strategies',
    intro:
      'Options that expire the day they are traded. With no time to recover from a bad fill or a trend day, the rules around the entry matter as much as the entry: when in the day it may trade, how many times, and how much it may lose before it stops.',
    description:
      'Same-day-expiry (0DTE) options strategies as no-code logic trees: time windows, entry limits and a daily loss cap, written out node by node.',
  },
  income: {
    name: 'Income and premium selling',
    heading: 'Income and premium-selling strategies',
    intro:
      'Strategies that sell options and keep the premium when the underlying stays inside a range: credit spreads, iron condors and the wheel. Most of the work is in managing them: when to take half the profit, when to get out before expiry, and what the short strike is allowed to be.',
    description:
      'Automate premium selling: iron condors, credit spreads and the wheel as logic trees with profit targets, days-to-expiry exits and stops.',
  },
  directional: {
    name: 'Directional',
    heading: 'Directional options strategies',
    intro:
      'Strategies that take a side: calls or call spreads bought when a trend or an alert says the move is on, and left alone when it is not. Each one states the condition that must hold before it pays for an option, and the stop that caps what it can lose.',
    description:
      'Trend and momentum options strategies as no-code logic trees: the filter before each entry, the spread it buys and the stop that limits it.',
  },
  'event-aware': {
    name: 'Event-aware',
    heading: 'Event-aware options strategies',
    intro:
      'Strategies that know the economic calendar. On an FOMC decision day (bundled) or a CPI release day (dates you add), implied volatility is bid up before the number and falls after it; these templates stand aside instead of paying for it.',
    description:
      'Options strategies that stand aside on FOMC and CPI days: a market-event check in the logic tree, before any order is built.',
  },
} as const satisfies Record<StrategyTag, StrategyHub>

/** The index of every template and hub, at /strategies. */
export const strategiesIndex = {
  path: '/strategies',
  name: 'Strategies',
  heading: 'Options strategy templates',
  intro:
    'Every template in the Strategy Lab, written out: what it trades, when it acts, the tree it follows node by node, the risk rules that check each order, and how a trader enters, manages and exits it. Open any of them in the Lab to run it against a market you set.',
  description:
    'No-code options strategy templates, from 0DTE credit spreads to the wheel: each tree, risk rule and exit in plain English. Try them in the Lab.',
} as const

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
