/**
 * The home page's live card in words: the hero template's dry run, as the card draws it. The home
 * route's loader runs it once at build time for the card the page is prerendered with; the card's
 * own code (hero-live.tsx, loaded on the visitor's first touch) runs it again on every change of
 * the card's controls. Both read the same template through the same engine, so the card, the Lab
 * and the strategy pages can never disagree.
 */

import { heroTry } from '~/content/hero-try'
import { labLinks, labTemplatePath } from '~/content/site/lab-links'
import { session } from '~/lab/engine/calendar'
import { type Evaluation, evaluate } from '~/lab/engine/evaluate'
import { grouped } from '~/lab/engine/format'
import { codeFor, fragmentKey } from '~/lab/engine/link-codec'
import { clockOf, minutesOf, type Scenario, type Strategy } from '~/lab/engine/model'
import { templates } from '~/lab/engine/templates'

/** What the visitor can change: the IV rank, the alert's time (minutes after midnight, ET) and its action. */
export type HeroChoice = { ivRank: number; minutes: number; action: 'buy' | 'sell' }

/** A step of the path as the Lab's tree names it: true, false, or not taken by this run. */
export type StepState = 'true' | 'false' | 'not taken'

/** The card's five steps, in the order it draws them: WHEN, IF, THEN, ELSE and the risk check. */
export const heroSteps = ['trigger', 'test', 'order', 'skip', 'risk'] as const
export type HeroStep = (typeof heroSteps)[number]

/** What the ticket half of the card shows: the order, or no order and why, in the Lab's words. */
export type HeroOutcome =
  | { kind: 'order'; ticketLine: string; limitLine: string; post: string }
  /** `reason` as the Lab's result says it: "Skipped: IV rank 62 is not below 40." */
  | { kind: 'none'; reason: string }

export type HeroRun = {
  choice: HeroChoice
  strategyName: string
  /** "SPY crossed above VWAP". */
  alertMessage: string
  /** "IV rank < 40", "before 15:30 ET". */
  conditions: [string, string]
  /** "Buy 2 × 600/605 call spread, 14 DTE, limit $2.40": the THEN's order, from this run's ticket or, with no order, the card's first. */
  order: string
  /** "Stop −30% · target +50% · daily loss cap $1,000". */
  risk: string
  states: Record<HeroStep, StepState>
  outcome: HeroOutcome
  /** The outcome in one sentence, announced to screen readers after each change. */
  announcement: string
  /** The Lab opening exactly this strategy and scenario: the template's address while nothing is changed. */
  labPath: string
}

/** The hero template, its scenario and what the card's controls range over. */
export function heroModel() {
  const template = templates.find((item) => item.id === labLinks.heroTemplate)
  if (!template) throw new Error(`No template "${labLinks.heroTemplate}" for the home page's card.`)
  const { strategy, scenario } = template
  const hours = session(scenario.market.date)
  if (!hours) throw new Error(`The hero template's scenario date ${scenario.market.date} has no session.`)
  const first: HeroChoice = {
    ivRank: scenario.market.ivRank,
    minutes: minutesOf(scenario.market.time),
    action: scenario.alert.action === 'sell' ? 'sell' : 'buy',
  }
  const ivRanks = [first.ivRank, heroTry.otherIvRank] as const
  // The close itself is the last stop: an alert at 16:00 ET finds the market closed, as the Lab says.
  return { template, strategy, scenario, first, ivRanks, minutes: { min: hours.open, max: hours.close } }
}

export type HeroModel = ReturnType<typeof heroModel>

/** The template's scenario with the visitor's choice in it. */
export function scenarioOf(model: HeroModel, choice: HeroChoice): Scenario {
  const { scenario } = model
  const message = choice.action === 'buy' ? scenario.alert.message : heroTry.sellMessage(scenario.alert.ticker)
  return {
    ...scenario,
    alert: { ...scenario.alert, action: choice.action, ...(message ? { message } : {}) },
    market: { ...scenario.market, ivRank: choice.ivRank, time: clockOf(choice.minutes) },
  }
}

const sameChoice = (a: HeroChoice, b: HeroChoice) =>
  a.ivRank === b.ivRank && a.minutes === b.minutes && a.action === b.action

function gate(strategy: Strategy) {
  const { root } = strategy
  const conditions = root.kind === 'if' && root.condition.kind === 'all' ? root.condition.conditions : []
  const test = (fact: string) => conditions.find((item) => item.kind === 'test' && item.fact === fact)
  const ivRank = test('ivRank')
  const time = test('timeOfDay')
  if (root.kind !== 'if' || !root.onTrue || !root.onFalse || ivRank?.kind !== 'test' || time?.kind !== 'test') {
    throw new Error('The hero template is no longer one IF, with an IV-rank and a time check, and two branches.')
  }
  return { root, onTrue: root.onTrue, onFalse: root.onFalse, ivRank: ivRank.value, time: time.value }
}

function statesOf(strategy: Strategy, run: Evaluation): Record<HeroStep, StepState> {
  const { root, onTrue, onFalse } = gate(strategy)
  const { outcome, path, steps } = run
  const taken = (id: string): StepState => (path.includes(id) ? 'true' : 'not taken')
  const decided = steps.find((step) => step.nodeId === root.id && step.kind === 'if')
  return {
    trigger: path.length > 0 ? 'true' : 'false',
    test: decided ? (decided.result ? 'true' : 'false') : 'not taken',
    order: taken(onTrue.id),
    skip: taken(onFalse.id),
    risk: outcome.kind === 'order' ? 'true' : outcome.kind === 'blocked' ? 'false' : 'not taken',
  }
}

function orderWords(run: Evaluation, time: string) {
  const { outcome } = run
  if (outcome.kind !== 'order') return null
  const { ticket, notify } = outcome
  const [bought, sold] = ticket.legs
  if (!bought || !sold) throw new Error('The hero template no longer sends a two-leg spread.')
  const spread = `${bought.strike}/${sold.strike}`
  const expires = new Date(`${ticket.expiration}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const limit = ticket.limit.toFixed(2)
  return {
    order: `Buy ${ticket.quantity} × ${spread} ${bought.right} spread, ${ticket.dte} DTE, limit $${limit}`,
    ticketLine: `BUY ${ticket.quantity} ${ticket.ticker} ${spread}${bought.right === 'call' ? 'C' : 'P'} ${expires}`,
    limitLine: `LMT ${limit} ${ticket.type === 'debit' ? 'DB' : 'CR'} · ${time} ET`,
    post: notify.discord ? 'posted to Discord' : notify.telegram ? 'posted to Telegram' : 'no post',
  }
}

function outcomeOf(run: Evaluation, words: ReturnType<typeof orderWords>): HeroOutcome {
  const { outcome } = run
  if (words) return { kind: 'order', ticketLine: words.ticketLine, limitLine: words.limitLine, post: words.post }
  switch (outcome.kind) {
    case 'blocked':
      return { kind: 'none', reason: `Blocked by a risk rule: ${outcome.reason}` }
    case 'invalid':
      return {
        kind: 'none',
        reason: `This strategy cannot run yet: ${outcome.problems.map((problem) => problem.message).join(' ')}`,
      }
    case 'skipped':
      return { kind: 'none', reason: `Skipped: ${outcome.reason}` }
    default:
      return { kind: 'none', reason: 'Skipped: nothing is open to close, and no order is sent.' }
  }
}

/**
 * The card for one choice: the run's path, its ticket or its reason, and the Lab's address for it.
 * `firstOrder` is the THEN's words from the card's first run, kept while a run sends no order.
 */
export function heroRun(model: HeroModel, choice: HeroChoice, firstOrder?: string): HeroRun {
  const { strategy } = model
  const scenario = scenarioOf(model, choice)
  const run = evaluate(strategy, scenario)
  const { ivRank, time } = gate(strategy)
  const words = orderWords(run, scenario.market.time)
  const order = words?.order ?? firstOrder
  if (!order) throw new Error(`The hero template's first dry run gave "${run.outcome.kind}", not an order.`)
  const outcome = outcomeOf(run, words)
  const { risk } = strategy
  return {
    choice,
    strategyName: strategy.name,
    alertMessage: scenario.alert.message ?? '',
    conditions: [`IV rank < ${ivRank}`, `before ${clockOf(time)} ET`],
    order,
    risk: `Stop −${risk.stopLossPercent}% · target +${risk.takeProfitPercent}% · daily loss cap $${grouped(risk.dailyLossCap)}`,
    states: statesOf(strategy, run),
    outcome,
    announcement:
      outcome.kind === 'order'
        ? `Order ticket: ${outcome.ticketLine}, ${outcome.limitLine}. Every rule passed.`
        : `No order. ${outcome.reason}`,
    labPath: sameChoice(choice, model.first)
      ? labTemplatePath(labLinks.heroTemplate)
      : `/lab#${fragmentKey}=${codeFor({ strategy, scenario })}`,
  }
}
