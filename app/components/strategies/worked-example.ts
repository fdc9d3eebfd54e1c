import { evaluate } from '../../lab/engine/evaluate.ts'
import { dollars, longDate } from '../../lab/engine/format.ts'
import type { Scenario } from '../../lab/engine/model.ts'
import { opensOf } from '../../lab/engine/template-words.ts'
import type { Template } from '../../lab/engine/templates.ts'
import { payoffDrawing } from '../../lab/ui/payoff-drawing.ts'

/**
 * A template's order at its own default scenario, as the Lab's dry run writes it: the legs and
 * strikes, the credit or debit, the max loss, the breakevens and the exit prices its risk rules
 * set, with the payoff chart's data. Worked out at build time (the strategy page's loader), so the
 * page shows numbers and draws the chart with none of the engine. What the order would be, never
 * how it would turn out: no return, no probability, no total.
 */
export function workedExample(template: Template, scenario: Scenario = template.scenario) {
  const { strategy } = template
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order')
    throw new Error(
      `${template.id}: its scenario gives "${outcome.kind}", not an order, so its page has no worked example`,
    )
  const { ticket } = outcome
  const { market } = scenario
  const size = ticket.quantity * 100
  const { maxLoss, breakevens } = ticket.math
  return {
    /** "SPY at 601.20 on Monday, November 23, 2026, 11:15 ET, implied volatility 18 %". */
    scenario: `${ticket.ticker} at ${market.price.toFixed(2)} on ${longDate(market.date)}, ${market.time} ET, implied volatility ${market.iv}% (IV rank ${market.ivRank})`,
    order: `${ticket.ticker} · ${ticket.quantityWords}`,
    expires: `Expires ${longDate(ticket.expiration)} (${ticket.dte} DTE)`,
    expirationWords: ticket.expirationWords,
    legs: ticket.legs.map((leg) => ({
      side: leg.side === 'buy' ? 'Buy' : 'Sell',
      option: leg.right === 'call' ? 'Call' : 'Put',
      strike: String(leg.strike),
      mid: leg.mid.toFixed(2),
    })),
    limitWords: ticket.limitWords,
    figures: [
      [
        ticket.type === 'credit' ? 'Net credit' : 'Net debit',
        `${dollars(ticket.limit, 2)} a share, ${dollars(ticket.limit * size)} for the order`,
      ],
      ['Max loss at expiration', maxLoss === null ? 'Unlimited' : `${dollars(maxLoss)} before fees`],
      [
        breakevens.length > 1 ? 'Breakevens at expiration' : 'Breakeven at expiration',
        breakevens.length === 0 ? 'None' : breakevens.map((price) => price.toFixed(2)).join(' and '),
      ],
      ['Stop-loss at', ticket.stopLoss === null ? 'None' : `${dollars(ticket.stopLoss, 2)} a share`],
      ['Take-profit at', ticket.takeProfit === null ? 'None' : `${dollars(ticket.takeProfit, 2)} a share`],
    ] satisfies [string, string][],
    notes: ticket.notes,
    /** The buying power the order ties up, as the Lab's ticket states it. */
    capital: dollars(ticket.buyingPower),
    payoff: payoffDrawing(ticket.position),
  }
}

export type WorkedExample = ReturnType<typeof workedExample>

/**
 * A template's worked examples, each with what it shows: one order at its own scenario, or for a
 * tree that sells cash-secured puts and covered calls (the wheel) both phases: the put with no
 * shares, then the covered call once that put is assigned, at the same market with the shares at
 * the put's strike less its credit, the cost basis a trader carries after assignment.
 */
export function workedExamples(template: Template): { phase: string; example: WorkedExample }[] {
  const first = workedExample(template)
  const structures = new Set(opensOf(template.strategy).map((open) => open.structure))
  if (!(structures.has('cash-secured-put') && structures.has('covered-call'))) return [{ phase: '', example: first }]
  const { outcome } = evaluate(template.strategy, template.scenario)
  if (outcome.kind !== 'order') throw new Error(`${template.id}: no put at its own scenario`)
  const put = outcome.ticket
  const strike = put.legs[0]?.strike ?? 0
  const { scenario } = template
  const assigned: Scenario = {
    ...scenario,
    account: {
      ...scenario.account,
      sharesHeld: put.quantity * 100,
      costBasis: Math.round((strike - put.limit) * 100) / 100,
      positionsInTicker: 0,
    },
  }
  return [
    { phase: 'With no shares: the cash-secured put', example: first },
    {
      phase: `Once assigned at ${strike}: the covered call`,
      example: workedExample(template, assigned),
    },
  ]
}
