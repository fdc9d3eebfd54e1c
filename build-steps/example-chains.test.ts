import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { readChain } from '../app/lab/engine/chain-file.ts'
import { exampleChainFiles, exampleChainPaths, exampleQuote } from './example-chains.ts'

const files = exampleChainFiles()

test('the example chains the site serves are the ones the generator writes (npm run examples:chains)', () => {
  expect(readFileSync(exampleChainPaths.generic, 'utf8')).toBe(files.generic)
  expect(readFileSync(exampleChainPaths.sideBySide, 'utf8')).toBe(files.sideBySide)
})

test('both layouts read to the same chain: the same contracts, underlying, price and quote time', () => {
  const generic = readChain(files.generic, 'example-chain.csv')
  const sideBySide = readChain(files.sideBySide, 'example-chain-side-by-side.csv')
  if (!generic.ok || !sideBySide.ok) throw new Error('an example chain does not read')
  const { underlying, spot, date, time } = exampleQuote
  for (const { chain } of [generic, sideBySide]) {
    expect(chain).toMatchObject({ underlying, spot, quoted: { date, time } })
    expect(chain.contracts).toHaveLength(9 * 81 * 2)
  }
  const strip = (read: typeof generic) => read.chain.contracts.map(({ line: _, ...contract }) => contract)
  // The side-by-side layout writes IV as Cboe does, to four places of a fraction: the same figures.
  expect(strip(sideBySide)).toEqual(strip(generic))
})

test('the examples read without a warning but the one a percent IV column earns', () => {
  const generic = readChain(files.generic, 'example-chain.csv')
  const sideBySide = readChain(files.sideBySide, 'example-chain-side-by-side.csv')
  expect(generic.ok && generic.warnings).toEqual([
    'The file writes implied volatility as percent: 16.08 is read as 16.08 %.',
  ])
  expect(sideBySide.ok && sideBySide.warnings).toEqual([])
})
