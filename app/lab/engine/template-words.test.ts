// cspell:ignore expir
import { describe, expect, it } from 'vitest'
import { cpiReleases } from './calendar'
import type { Condition, Strategy, TreeNode } from './model'
import { testsOn, treeCloses } from './template-words'
import { templates } from './templates'

/**
 * The closes a note may name, and what each needs of the tree or the risk rules. A note that
 * names a close the engine cannot make (a stop it does not set, a buy-back at another multiple, a
 * time exit the tree never takes) is a problem; so is a note that promises event days the bundled
 * calendar does not have.
 */
function closeClaimProblems(strategy: Strategy, text: string): string[] {
  const { stopLossPercent: stop, takeProfitPercent: target } = strategy.risk
  const problems: string[] = []
  const fail = (claim: string, why: string) => problems.push(`"${claim}": ${why}`)
  // Days-left thresholds of every IF whose true branch closes.
  const timeExits: number[] = []
  const visit = (node: TreeNode | null) => {
    if (node?.kind !== 'if') return
    const closes = (branch: TreeNode | null): boolean =>
      !!branch &&
      (branch.kind === 'close' || (branch.kind === 'if' && (closes(branch.onTrue) || closes(branch.onFalse))))
    const dteTests = (condition: Condition): number[] =>
      condition.kind === 'test'
        ? condition.fact === 'positionDte' && condition.op === 'lte'
          ? [condition.value]
          : []
        : condition.conditions.flatMap(dteTests)
    if (closes(node.onTrue)) timeExits.push(...dteTests(node.condition))
    visit(node.onTrue)
    visit(node.onFalse)
  }
  visit(strategy.root)
  const profitExits = testsOn(strategy, 'positionProfitPercent').map((test) => test.value)

  for (const [claim] of text.matchAll(/\bno stop\b/gi)) if (stop !== 0) fail(claim, `the stop is ${stop}%`)
  for (const [claim] of text.matchAll(/(?<!no )\bstop\b(?!-loss)/gi))
    if (stop === 0 && !/no stop/i.test(text)) fail(claim, 'the risk rules set no stop')
  for (const [claim, value] of text.matchAll(/\bstop (?:is )?at [−-]?(\d+) ?%/gi))
    if (Number(value) !== stop) fail(claim, `the stop is ${stop}%`)
  const buyBack = `a ${stop}% stop buys back at ${1 + stop / 100} × the credit`
  for (const [claim, value] of text.matchAll(/buys? back at (\d+) ?% of the credit/gi))
    if (Number(value) !== 100 + stop) fail(claim, buyBack)
  for (const [claim, times] of text.matchAll(
    /(\d+(?:\.\d+)?|two|twice|three|four) (?:×|times) (?:the credit|what)/gi,
  )) {
    const multiple = { two: 2, twice: 2, three: 3, four: 4 }[times?.toLowerCase() ?? ''] ?? Number(times)
    if (multiple !== 1 + stop / 100) fail(claim, buyBack)
  }
  for (const [claim, value] of text.matchAll(
    /(?:target at \+?|take profit at \+?|the )(\d+) ?%(?: target)?|(\d+) ?% of (?:its )?max profit/gi,
  )) {
    const percent = Number(value ?? claim.match(/\d+/)?.[0])
    if (/target|profit/i.test(claim) && percent !== target && !profitExits.includes(percent))
      fail(claim, `the target is ${target}% and the tree closes at ${profitExits.join(', ') || 'no'}% of max profit`)
  }
  for (const [claim, days] of text.matchAll(/(\d+) days (?:to expiration|left)/gi))
    if (/clos/i.test(text) && !timeExits.includes(Number(days)))
      fail(claim, `the tree closes at ${timeExits.join(', ') || 'no'} days left`)
  for (const [claim] of text.matchAll(/closed before|close[sd]? (?:it )?before (?:the last|expir)/gi))
    if (timeExits.length === 0) fail(claim, 'the tree has no time exit')
  for (const [claim] of text.matchAll(/closes nothing/gi)) if (treeCloses(strategy)) fail(claim, 'the tree closes')
  // CPI days are bundled only from the company's file (empty until it is filled in): a note says what the
  // file holds, or names CPI days as the trader's own.
  for (const sentence of text.split(/(?<=[.;:])\s/))
    if (/\bCPI\b/.test(sentence) && !/no CPI release dates yet|from the BLS schedule|you add|your own/i.test(sentence))
      fail(sentence, 'CPI days are not bundled')
  if (cpiReleases.length === 0 && /CPI release dates? \(\d{4}/.test(text)) fail(text, 'CPI days are not bundled')
  return problems
}

describe('template notes say what the tree and the risk rules do', () => {
  it.each(templates.map((template) => [template.id, template] as const))('%s', (_, template) => {
    for (const text of [template.summary, ...Object.values(template.notes), ...Object.values(template.explanation)])
      expect(closeClaimProblems(template.strategy, text), text).toEqual([])
  })

  it('a buy-back at 3 × the credit is written from a 200% stop', () => {
    const condor = templates.find((template) => template.id === 'iron-condor-45')
    expect(condor?.strategy.risk.stopLossPercent).toBe(200)
    expect(condor?.notes.management).toContain('The stop is at 200% of the credit: it buys back at 3 × the credit')
  })

  // The false sentences the pages once carried: the check names each.
  it.each([
    ['zero-dte-vwap', 'The stop buys back at 200% of the credit.', 'buys back at 3 × the credit'],
    [
      'trend-debit-spread',
      'Take profit at +50% of the debit, stop at −50%; whatever is left is closed before the last week.',
      'no time exit',
    ],
    [
      'event-window',
      'Buy a one-week 40-delta SPY call on a buy alert, except on the day of a scheduled FOMC rate decision or CPI release.',
      'CPI days are not bundled',
    ],
    ['iron-condor-45', 'Closed at 50% of max profit or at 14 days to expiration.', 'closes at 21 days left'],
    ['wheel', 'The stop is at 100% of the premium.', 'no stop'],
  ])('%s: "%s" is caught', (id, sentence, why) => {
    const template = templates.find((candidate) => candidate.id === id)
    if (!template) throw new Error(id)
    expect(closeClaimProblems(template.strategy, sentence).join(' ')).toContain(why)
  })
})
