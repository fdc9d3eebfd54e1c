/**
 * The data guide's worked example (content/lab/your-data.md): one template's order written twice
 * by the Lab's engine at build time, at the moment of the example chain the site serves
 * (public/lab/example-chain.csv): once priced from the model, once from the chain's quotes. The
 * guide's route draws the two tickets side by side (components/lab-guide/worked-example-table.tsx),
 * so the page carries the figures as HTML and none of the engine's code.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readChain } from '~/lab/engine/chain-file'
import type { OptionChain } from '~/lab/engine/chain-types'
import { evaluate, type Leg, type Ticket } from '~/lab/engine/evaluate'
import { dollars, longDate, midDigits, signed, signedDollars } from '~/lab/engine/format'
import type { OpenAction, Scenario, Strategy } from '~/lab/engine/model'
import { walk } from '~/lab/engine/model'
import { spreadLimit } from '~/lab/engine/quotes'
import { type Template, templates } from '~/lab/engine/templates'
import { labExampleFiles } from './lab-files'

/** The template the example runs: a put credit spread about 45 days out, picked by delta. */
export const exampleTemplateId = 'put-credit-spread-45'

/** The example chain as the Lab reads it from the file the site serves, with its quote time and price. */
export function exampleChain(): OptionChain & { quoted: { date: string; time: string }; spot: number } {
  const fileName = labExampleFiles.chain.split('/').at(-1) ?? ''
  const read = readChain(readFileSync(join(process.cwd(), 'public', labExampleFiles.chain), 'utf8'), fileName)
  if (!read.ok) throw new Error(`${labExampleFiles.chain}: ${read.problem.message}`)
  const { chain } = read
  if (!chain.quoted || chain.spot === undefined)
    throw new Error(`${labExampleFiles.chain} gives no quote time or no underlying price`)
  return { ...chain, quoted: chain.quoted, spot: chain.spot }
}

/** The example's template, its Open node, and the strategy and scenario both runs share. */
export function exampleSetup(chain = exampleChain()) {
  const template = templates.find((item) => item.id === exampleTemplateId) as Template | undefined
  if (!template) throw new Error(`No template ${exampleTemplateId} for the data guide's worked example`)
  const { trigger } = template.strategy
  if (trigger.kind !== 'schedule') throw new Error(`${exampleTemplateId} no longer runs on a schedule`)
  const open = [...walk(template.strategy.root)].find((node): node is OpenAction => node.kind === 'open')
  if (!open) throw new Error(`${exampleTemplateId} opens no position`)
  // A scheduled strategy runs at its own time: moved to the quotes' minute, so both runs price then.
  const strategy: Strategy = { ...template.strategy, trigger: { ...trigger, at: chain.quoted.time } }
  const scenario: Scenario = {
    ...template.scenario,
    market: { ...template.scenario.market, date: chain.quoted.date, time: chain.quoted.time, price: chain.spot },
  }
  return { template, open, scheduledAt: trigger.at, strategy, scenario }
}

/** The order a run writes, or the reason it wrote none, which fails the build. */
function orderOf(run: ReturnType<typeof evaluate>, from: string): Ticket {
  const { outcome } = run
  if (outcome.kind === 'order') return outcome.ticket
  const why = 'reason' in outcome ? outcome.reason : outcome.kind
  throw new Error(`The data guide's worked example ${from} writes no order: ${why}`)
}

/** The two tickets: from the model at the chain's moment and price, and from the chain's quotes. */
export function workedExample() {
  const chain = exampleChain()
  const setup = exampleSetup(chain)
  const model = orderOf(evaluate(setup.strategy, setup.scenario), 'from the model')
  const quoted = orderOf(
    evaluate(setup.strategy, setup.scenario, { chain, maxSpreadPercent: spreadLimit.initial }),
    'from the example chain',
  )
  return { ...setup, chain, model, quoted }
}

/** One row of the side-by-side table: what it shows, and the figure from each ticket. */
export type ExampleRow = { label: string; model: string; chain: string }

/** A figure with a true minus sign when it is negative and no sign otherwise ("0.30", "−0.30"), as the ticket's legs show delta. */
const plain = (value: number, digits: number) => signed(value, digits).replace('+', '')

const legName = (leg: Leg) => `${leg.side === 'sell' ? 'Sold' : 'Bought'} ${leg.right}`

/**
 * The two tickets side by side, figure by figure, each written as the Lab's order ticket writes it
 * (app/lab/ui/order-panel.tsx, with app/lab/engine/format.ts). The two orders have the same legs
 * in the same order (one structure); a pair that differs fails the build.
 */
export function exampleRows(model: Ticket, chain: Ticket): ExampleRow[] {
  const noQuote = 'None: no quotes'
  const legRows = model.legs.flatMap((leg, index): ExampleRow[] => {
    const quoted = chain.legs[index]
    if (!quoted || quoted.side !== leg.side || quoted.right !== leg.right)
      throw new Error('The worked example’s two tickets do not have the same legs')
    const name = legName(leg)
    return [
      { label: `${name}: strike`, model: String(leg.strike), chain: String(quoted.strike) },
      {
        label: `${name}: bid and ask`,
        model: noQuote,
        chain: quoted.quote ? `${dollars(quoted.quote.bid, 2)} and ${dollars(quoted.quote.ask, 2)}` : noQuote,
      },
      { label: `${name}: mid`, model: dollars(leg.mid, 2), chain: dollars(quoted.mid, midDigits(quoted.mid)) },
      { label: `${name}: IV`, model: `${leg.iv.toFixed(2)}%`, chain: `${quoted.iv.toFixed(2)}%` },
      { label: `${name}: delta`, model: plain(leg.delta, 2), chain: plain(quoted.delta, 2) },
    ]
  })
  const both = (label: string, figure: (ticket: Ticket) => string): ExampleRow => ({
    label,
    model: figure(model),
    chain: figure(chain),
  })
  const unlimited = (value: number | null) => (value === null ? 'Unlimited' : dollars(value))
  return [
    both('Expiration', (ticket) => `${longDate(ticket.expiration)} (${ticket.dte} DTE)`),
    ...legRows,
    both('Net mid', (ticket) => `${dollars(ticket.mid, 2)} ${ticket.type}`),
    both('Limit', (ticket) => `${dollars(ticket.limit, 2)} ${ticket.type}`),
    {
      label: 'Natural price',
      model: noQuote,
      chain: chain.source ? `${dollars(chain.source.natural, 2)} ${chain.type}` : noQuote,
    },
    both('Max profit', (ticket) => unlimited(ticket.math.maxProfit)),
    both('Max loss', (ticket) => unlimited(ticket.math.maxLoss)),
    both(model.math.breakevens.length > 1 ? 'Breakevens' : 'Breakeven', (ticket) =>
      ticket.math.breakevens.length === 0
        ? 'None'
        : ticket.math.breakevens.map((price) => price.toFixed(2)).join(' and '),
    ),
    both('Probability of profit', (ticket) => `${Math.round(ticket.math.probabilityOfProfit * 100)}%`),
    both('Delta', (ticket) => `${signed(ticket.math.greeks.delta, 1)} shares`),
    both('Theta per day', (ticket) => signedDollars(ticket.math.greeks.theta, 2)),
    both('Vega', (ticket) => `${signedDollars(ticket.math.greeks.vega, 2)} per IV point`),
  ]
}

/** What each ticket says of how it was priced, under the table: its expiry, its limit and its notes. */
export function ticketWords(ticket: Ticket): string[] {
  return [
    ticket.source ? `${ticket.source.words}.` : '',
    ticket.expirationWords,
    ticket.limitWords,
    ...ticket.notes,
  ].filter((words) => words !== '')
}
