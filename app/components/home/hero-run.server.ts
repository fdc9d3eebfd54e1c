/**
 * The home page's product picture shows a real dry run: the hero template's order ticket,
 * computed by the Lab's engine at build time in the home route's loader and handed to the page as
 * plain words. The page and the Lab can never disagree, and no engine code ships to the home page
 * (a .server module: the browser build refuses to bundle it).
 */
import { labLinks } from '~/content/site/lab-links'
import { evaluate } from '~/lab/engine/evaluate'
import { grouped } from '~/lab/engine/format'
import { templates } from '~/lab/engine/templates'

/** The picture's lines, written at build time so the home page ships words, not formatting code. */
export type HeroRun = {
  strategyName: string
  /** "SPY crossed above VWAP". */
  alertMessage: string
  /** "IV rank < 40", "before 15:30 ET". */
  conditions: [string, string]
  /** "Buy 2 × 600/605 call spread, 14 DTE, limit $2.40". */
  order: string
  /** "Stop −30% · target +50% · daily loss cap $1,000". */
  risk: string
  /** "BUY 2 SPY 600/605C Dec 7". */
  ticketLine: string
  /** "LMT 2.40 DB · 10:42 ET". */
  limitLine: string
  /** "posted to Discord". */
  post: string
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

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
  const test = (fact: string) => conditions.find((item) => item.kind === 'test' && item.fact === fact)
  const ivRank = test('ivRank')
  const time = test('timeOfDay')
  if (!bought || !sold || ivRank?.kind !== 'test' || time?.kind !== 'test') {
    throw new Error('The hero template is no longer a two-leg spread behind an IV-rank and time check.')
  }
  const spread = `${bought.strike}/${sold.strike}`
  const { risk } = strategy
  const expires = new Date(`${ticket.expiration}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  return {
    strategyName: strategy.name,
    alertMessage: scenario.alert.message ?? '',
    conditions: [`IV rank < ${ivRank.value}`, `before ${clock(time.value)} ET`],
    order: `Buy ${ticket.quantity} × ${spread} ${bought.right} spread, ${ticket.dte} DTE, limit $${ticket.limit.toFixed(2)}`,
    risk: `Stop −${risk.stopLossPercent}% · target +${risk.takeProfitPercent}% · daily loss cap $${grouped(risk.dailyLossCap)}`,
    ticketLine: `BUY ${ticket.quantity} ${ticket.ticker} ${spread}${bought.right === 'call' ? 'C' : 'P'} ${expires}`,
    limitLine: `LMT ${ticket.limit.toFixed(2)} ${ticket.type === 'debit' ? 'DB' : 'CR'} · ${scenario.market.time} ET`,
    post: outcome.notify.discord ? 'posted to Discord' : outcome.notify.telegram ? 'posted to Telegram' : 'no post',
  }
}
