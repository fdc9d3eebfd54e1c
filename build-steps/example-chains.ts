/**
 * The Lab's example chain files (public/lab/example-chain*.csv), one per layout it reads: SPY at
 * $601.22 on Monday 2026-11-23 at 10:42 ET, nine expirations from that day's to mid-January, strikes
 * a dollar apart near the money and five apart further out, so every SPY template finds its
 * strikes. The quotes are made up: Black–Scholes at a smile around 16% IV, a bid and an ask around
 * each mid as wide as a liquid ETF's. `npm run examples:chains` writes the files; the test beside
 * this file holds the files to what it writes.
 */
import { writeFileSync } from 'node:fs'
import { tradingMinutesUntilClose } from '../app/lab/engine/calendar.ts'
import { type FixtureContract, genericChainCsv, sideBySideChainCsv } from '../app/lab/engine/chain-fixtures.ts'
import { minutesOf } from '../app/lab/engine/clock.ts'
import { tradingMinutesPerYear } from '../app/lab/engine/market.ts'
import { optionGreeks, skewedVol } from '../app/lab/engine/pricing.ts'

export const exampleQuote = {
  underlying: 'SPY',
  spot: 601.22,
  date: '2026-11-23',
  time: '10:42',
  atmVol: 0.16,
} as const

const expirations = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-27',
  '2026-12-04',
  '2026-12-11',
  '2026-12-18',
  '2027-01-08',
  '2027-01-15',
]

/** $5 apart from 520 to 565 and from 635 to 680, $1 apart between. */
const strikes = [
  ...Array.from({ length: 10 }, (_, index) => 520 + index * 5),
  ...Array.from({ length: 61 }, (_, index) => 570 + index),
  ...Array.from({ length: 10 }, (_, index) => 635 + index * 5),
]

const cents = (value: number) => Math.round(value * 100) / 100

/** A quote around the model's mid: a penny wide under $1, about 1% of the mid above, never below 0. */
function quote(mid: number): { bid: number; ask: number } {
  if (mid < 0.005) return { bid: 0, ask: 0.01 }
  const half = Math.max(0.005, mid * 0.005)
  return { bid: Math.max(0, Math.floor((mid - half) * 100) / 100), ask: Math.ceil((mid + half) * 100) / 100 }
}

/** Every contract of the example chain, as the two files write it. */
export function exampleContracts(): FixtureContract[] {
  const { spot, date, time, atmVol } = exampleQuote
  return expirations.flatMap((expiration, term) => {
    const years = tradingMinutesUntilClose(date, minutesOf(time), expiration) / tradingMinutesPerYear
    return (['call', 'put'] as const).flatMap((right) =>
      strikes.map((strike, index): FixtureContract => {
        const vol = Math.round(skewedVol(atmVol, spot, strike, years) * 10_000) / 10_000
        const model = optionGreeks({ right, spot, strike, years, vol })
        const { bid, ask } = quote(model.price)
        return {
          expiration,
          strike,
          right,
          bid,
          ask,
          last: cents(Math.max(0.01, (bid + ask) / 2 + (((index + term) % 3) - 1) * 0.01)),
          iv: vol,
          delta: Math.round(model.delta * 10_000) / 10_000,
          openInterest: 200 + ((strike * 37 + term * 101) % 9000),
          volume: (strike * 13 + term * 29) % 2500,
        }
      }),
    )
  })
}

const note = 'Example chain with made-up quotes (not market data)'

/** The two files' text: the generic layout with its file-wide columns, and Cboe's side-by-side layout. */
export function exampleChainFiles(): { generic: string; sideBySide: string } {
  const { underlying, spot, date, time } = exampleQuote
  const contracts = exampleContracts()
  return {
    generic: genericChainCsv(contracts, {
      preamble: [note],
      columns: [
        'underlying',
        'expiration',
        'strike',
        'right',
        'bid',
        'ask',
        'last',
        'iv',
        'delta',
        'openInterest',
        'volume',
        'spot',
        'quoteTime',
      ],
      underlying,
      spot,
      quoteTime: `${date} ${time} ET`,
      iv: 'percent',
    }),
    sideBySide: sideBySideChainCsv(contracts, {
      underlying,
      name: `${note}: SPY`,
      spot,
      quoted: 'November 23, 2026 at 10:42 AM EST',
    }),
  }
}

export const exampleChainPaths = {
  generic: 'public/lab/example-chain.csv',
  sideBySide: 'public/lab/example-chain-side-by-side.csv',
} as const

if (import.meta.main) {
  const files = exampleChainFiles()
  writeFileSync(exampleChainPaths.generic, files.generic)
  writeFileSync(exampleChainPaths.sideBySide, files.sideBySide)
  console.log(`Wrote ${exampleChainPaths.generic} and ${exampleChainPaths.sideBySide}.`)
}
