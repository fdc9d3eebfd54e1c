import { earlyCloseSession, entryWindow, entryWindowWords, regularSession, windowWords } from './entry-window.ts'
import type { Fact } from './facts.ts'
import { type OpenAction, type Strategy, type Test, walk } from './model.ts'

/**
 * The numbers a template's notes state (a stop, a target, a width, a delta, a window), read from
 * its own tree and risk rules, so a note cannot say 200% where the engine buys back at three
 * times the credit, or name a close the tree never makes (template-words.test.ts walks every note).
 */

/** How the templates' words write a percent: "50%". */
export const percent = (value: number) => `${value}%`

/** "16-delta", or "$5-from-the-price" for a strike set in dollars. */
function strikeWords(open: OpenAction): string {
  return open.strike.by === 'delta'
    ? `${Math.round(open.strike.delta * 100)}-delta`
    : `$${open.strike.dollars}-from-the-price`
}

/** Every test of the tree on one fact, in tree order. */
export function testsOn(strategy: Strategy, fact: Fact): Test[] {
  return [...walk(strategy.root)].filter((node): node is Test => node.kind === 'test' && node.fact === fact)
}

/** Every order the tree can send, in tree order. */
export function opensOf(strategy: Strategy): OpenAction[] {
  return [...walk(strategy.root)].filter((node): node is OpenAction => node.kind === 'open')
}

/** Whether the tree has a Close node anywhere. */
export const treeCloses = (strategy: Strategy) => [...walk(strategy.root)].some((node) => node.kind === 'close')

export function templateWords(strategy: Strategy) {
  const { risk } = strategy
  const opens = opensOf(strategy)
  const test = (fact: Fact) => {
    const found = testsOn(strategy, fact)[0]
    if (!found) throw new Error(`${strategy.name}: a note names ${fact}, which its tree does not test`)
    return found
  }
  /** The tree's order, or its first, when several share their numbers (the 0-DTE put or call). */
  const open = (index = 0) => {
    const found = opens[index]
    if (!found) throw new Error(`${strategy.name}: a note names an order its tree does not send`)
    return found
  }
  const { trigger } = strategy
  return {
    ticker: trigger.ticker,
    /** The time of day a scheduled template runs ("10:00"). */
    at: trigger.kind === 'schedule' ? trigger.at : '',
    /** When it can send an order, from its tree and risk rules: "10:00–14:30 ET; 10:00–11:30 ET on an early-close day". */
    window: entryWindowWords(strategy),
    /** The same on a regular day alone ("10:00–14:30 ET") and on an early-close day alone ("09:45–11:30 ET"). */
    regularWindow: windowWords(entryWindow(strategy, regularSession)),
    earlyWindow: windowWords(entryWindow(strategy, earlyCloseSession)),
    open,
    /** "16-delta" */
    strike: (index = 0) => strikeWords(open(index)),
    /** "50 delta": the strike's delta after "at". */
    delta: (index = 0) => strikeWords(open(index)).replace('-delta', ' delta'),
    /** "$5": between the strikes of a spread, or from a condor's short strikes to its wings. */
    width: (index = 0) => `$${open(index).width}`,
    /** The value (and upper value) a test on this fact compares with. */
    value: (fact: Fact) => test(fact).value,
    upper: (fact: Fact) => {
      const upper = test(fact).upper
      if (upper === undefined) throw new Error(`${strategy.name}: ${fact} has no upper value`)
      return upper
    },
    /** "200%": the stop-loss, a percent of the entry price. */
    stop: percent(risk.stopLossPercent),
    /** "3 × the credit": what a credit's stop buys it back at (a 200% stop: the credit plus twice it). */
    creditStop: `${1 + risk.stopLossPercent / 100} × the credit`,
    /** "50%": the take-profit, a percent of max profit (credit) or of the debit paid. */
    target: percent(risk.takeProfitPercent),
    risk,
  }
}

export type TemplateWords = ReturnType<typeof templateWords>
