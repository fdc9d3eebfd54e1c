/**
 * The home page's product picture shows a real dry run: the hero template's order ticket,
 * computed by the Lab's engine at build time and handed to the page as a virtual module of plain
 * numbers (`virtual:hero-run`). The page and the Lab can never disagree, and no engine code ships
 * to the home page.
 */
import type { Plugin } from 'vite'
import { labLinks } from '../app/content/site/lab-links.ts'
import { evaluate } from '../app/lab/engine/evaluate.ts'
import { templates } from '../app/lab/engine/templates.ts'

export type HeroRun = {
  strategyName: string
  ticker: string
  alertMessage: string
  /** The scenario's moment, "10:42" ET, and date. */
  time: string
  date: string
  quantity: number
  right: 'call' | 'put'
  /** Strikes of the bought and the sold leg. */
  strikes: [number, number]
  limit: number
  type: 'debit' | 'credit'
  expiration: string
  dte: number
  ivRankBelow: number
  before: string
  stopLossPercent: number
  takeProfitPercent: number
  dailyLossCap: number
  notify: { discord: boolean; telegram: boolean }
}

/** Runs the hero's template against its own scenario; a build whose hero template sends no order fails here. */
export function heroRun(): HeroRun {
  const template = templates.find((item) => item.id === labLinks.heroTemplate)
  if (!template) throw new Error(`No template "${labLinks.heroTemplate}" for the home page's picture.`)
  const { strategy, scenario } = template
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order') throw new Error(`The hero template's dry run gave "${outcome.kind}", not an order.`)
  const { ticket } = outcome
  const [bought, sold] = ticket.legs
  const conditions =
    strategy.root.kind === 'if' && strategy.root.condition.kind === 'all' ? strategy.root.condition.conditions : []
  const value = (fact: string) => conditions.find((item) => item.kind === 'test' && item.fact === fact)
  const ivRank = value('ivRank')
  const time = value('timeOfDay')
  if (!bought || !sold || ivRank?.kind !== 'test' || time?.kind !== 'test') {
    throw new Error('The hero template is no longer a two-leg spread behind an IV-rank and time check.')
  }
  const minutes = time.value
  return {
    strategyName: strategy.name,
    ticker: ticket.ticker,
    alertMessage: scenario.alert.message ?? '',
    time: scenario.market.time,
    date: scenario.market.date,
    quantity: ticket.quantity,
    right: bought.right,
    strikes: [bought.strike, sold.strike],
    limit: ticket.limit,
    type: ticket.type,
    expiration: ticket.expiration,
    dte: ticket.dte,
    ivRankBelow: ivRank.value,
    before: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    stopLossPercent: strategy.risk.stopLossPercent,
    takeProfitPercent: strategy.risk.takeProfitPercent,
    dailyLossCap: strategy.risk.dailyLossCap,
    notify: outcome.notify,
  }
}

const id = 'virtual:hero-run'

/** Vite plugin: `import heroRun from 'virtual:hero-run'` is the hero template's dry run, as JSON. */
export function heroRunModule(): Plugin {
  return {
    name: 'hero-run',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(heroRun())}` : undefined),
  }
}
