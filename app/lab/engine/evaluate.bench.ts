import { describe, test } from 'vitest'
import { evaluate } from './evaluate'
import type { Condition, Strategy, TreeNode } from './model'
import { walk } from './model'
import { replay } from './replay'
import { generateSession } from './session'
import { defaultTemplate, templates } from './templates'
import { validateStrategy } from './validate'

// Run with: npx vitest bench --run app/lab/engine  (figures in the closing notes; no timed assertions in tests).

/** A 50-node tree: IFs chained through their ELSE branches, each testing an AND group of two facts. */
function fiftyNodeStrategy(): Strategy {
  const { strategy } = defaultTemplate
  const final = strategy.root
  let root: TreeNode = final
  let next = 100
  while ([...walk(root)].length < 50) {
    const group: Condition = {
      kind: 'all',
      id: `n${next++}`,
      conditions: [
        { kind: 'test', id: `n${next++}`, fact: 'vix', op: 'gt', value: 40 },
        { kind: 'test', id: `n${next++}`, fact: 'ivRank', op: 'between', value: 90, upper: 100 },
      ],
    }
    root = {
      kind: 'if',
      id: `n${next++}`,
      condition: group,
      onTrue: { kind: 'skip', id: `n${next++}`, reason: 'calm' },
      onFalse: root,
    }
  }
  const built = { ...strategy, root }
  if (validateStrategy(built).length > 0) throw new Error('bench strategy is invalid')
  return built
}

const big = fiftyNodeStrategy()
const session = generateSession({ seed: 2026, ticker: 'SPY', open: 600, count: 16 })

describe(`evaluate (${[...walk(big.root)].length} nodes)`, () => {
  test('one evaluation to an order ticket', async ({ bench }) => {
    await bench('one evaluation to an order ticket', () => {
      evaluate(big, defaultTemplate.scenario)
    }).run()
  })
})

// The Library's longest follow-up: a 45-day condor held for weeks of daily checks after the session.
const condor = templates.find((template) => template.id === 'iron-condor-45') ?? defaultTemplate
const condorSession = generateSession({ seed: 20261123, ticker: 'SPY', open: condor.scenario.market.price })

describe('replay', () => {
  test(`a synthetic session of ${session.length} alerts`, async ({ bench }) => {
    await bench(`a synthetic session of ${session.length} alerts`, () => {
      replay(big, session, defaultTemplate.scenario)
    }).run()
  })
  test('a session whose 45-day iron condor is followed to its exit', async ({ bench }) => {
    await bench('a session whose 45-day iron condor is followed to its exit', () => {
      replay(condor.strategy, condorSession, condor.scenario)
    }).run()
  })
})
