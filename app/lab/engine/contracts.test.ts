import { describe, expect, it } from 'vitest'
import { cashSettled, contractRules, contractSpec, listedStrike, onTickGrid } from './contracts'
import { evaluate } from './evaluate'
import { walk } from './model'
import { defaultTemplate } from './templates'
import type { Ticket } from './ticket'

/** Whether a price or strike is a whole number of steps (to the cent). */
const onGrid = (value: number, step: number) => Math.abs(Math.round(value * 100) % Math.round(step * 100)) === 0

/**
 * The default template's ticket for a ticker at a price, the VWAP 0.47 % below it as in the default
 * scenario. Its minimum credit and its fee rule are lifted: a wide stock spread's small credit is
 * under them, and the grids are what is checked here (order-floor.ts has its own tests).
 */
function ticketFor(ticker: string, price: number): Ticket {
  const { strategy, scenario } = structuredClone(defaultTemplate)
  for (const node of walk(strategy.root)) if (node.kind === 'open') node.minCreditPercent = 0
  strategy.risk = { ...strategy.risk, maxFeePercent: 0 }
  strategy.trigger = { ...strategy.trigger, ticker }
  scenario.alert = { ...scenario.alert, ticker, price }
  scenario.market = { ...scenario.market, price, averages: { VWAP: Math.round(price * 0.9953 * 100) / 100 } }
  const { outcome } = evaluate(strategy, scenario)
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(`${ticker}: ${outcome.kind}`)
  return outcome.ticket
}

// What each product lists, from the exchanges' specifications (see contracts.ts): the strike step
// near this price, the ticks under $3 and from $3, and the rules line the ticket must show.
const products = [
  {
    ticker: 'SPX',
    price: 6012,
    strike: 5,
    ticks: [0.05, 0.1],
    rules:
      'SPX: 5-point strikes (the standard listing grid); ticks $0.05 under $3, $0.10 from $3; European, cash-settled, PM-settled (SPXW daily).',
  },
  {
    ticker: 'XSP',
    price: 601.2,
    strike: 1,
    ticks: [0.01, 0.05],
    rules:
      'XSP (Mini-SPX): $1 strikes (the standard listing grid); ticks $0.01 under $3, $0.05 from $3; European, cash-settled, PM-settled.',
  },
  ...(['SPY', 'QQQ', 'IWM'] as const).map((ticker, index) => ({
    ticker,
    price: [601.2, 520, 240][index] ?? 0,
    strike: 1,
    ticks: [0.01, 0.01],
    rules: `${ticker}: $1 strikes (the standard listing grid); ticks $0.01 at every price; American, settled in shares.`,
  })),
  {
    ticker: 'AAPL',
    price: 230,
    // Near $230, AAPL's chain as the Lab knows it (app/content/lab-tickers.ts), not the $10 of the standard grid.
    strike: 2.5,
    ticks: [0.01, 0.05],
    rules:
      'AAPL (stock): $2.50 strikes near the money, as listed for AAPL (a trader’s reading of AAPL’s listed chain ($2.50 strikes near the money, $5 beyond), as of 2026-11-28; the standard listing grid: strikes $2.50 to $25, $5 to $200, $10 above); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
  },
  {
    ticker: 'TSLA',
    price: 230,
    strike: 10,
    ticks: [0.01, 0.05],
    rules:
      'TSLA (stock): strikes $2.50 to $25, $5 to $200, $10 above (the standard listing grid: the Lab has no chain data for TSLA; where your chain lists finer strikes near the money, type its interval in the scenario); ticks $0.01 under $3, $0.05 from $3; American, settled in shares.',
  },
]

describe('contract specifications on the default template’s ticket', () => {
  it.each(products)('$ticker: strikes, limit, stop and target on its grids, and the rules it applied', (product) => {
    const ticket = ticketFor(product.ticker, product.price)
    for (const leg of ticket.legs) expect(onGrid(leg.strike, product.strike), `strike ${leg.strike}`).toBe(true)
    const tick = (price: number) => (price < 3 ? product.ticks[0] : product.ticks[1]) ?? 0
    expect(ticket.tick).toBe(tick(ticket.limit))
    for (const price of [ticket.limit, ticket.stopLoss, ticket.takeProfit]) {
      if (price === null) throw new Error('the default template sets a stop and a target')
      expect(onGrid(price, tick(price)), `price ${price}`).toBe(true)
    }
    // Never more than a tick and the one tick asked for away from the mid.
    expect(ticket.mid - ticket.limit).toBeLessThan(2 * ticket.tick + 1e-9)
    expect(ticket.rules).toBe(product.rules)
  })

  it('keeps an XSP limit a cent from a $0.23 mid, not rounded down to a nickel', () => {
    expect(contractSpec('XSP').ticks.under3).toBe(0.01)
    expect(onTickGrid(contractSpec('XSP'), 0.23)).toBe(0.23)
    expect(onTickGrid(contractSpec('SPX'), 0.18)).toBe(0.2)
  })

  it('lists single-stock strikes by price band, and an unknown ticker on the coarsest grids', () => {
    const stock = contractSpec('TSLA')
    expect([listedStrike(stock, 23.4), listedStrike(stock, 137), listedStrike(stock, 433)]).toEqual([22.5, 135, 430])
    expect(contractRules('ZZZZ')).toBe(
      'ZZZZ (equity option (not in the Lab’s table)): strikes $2.50 to $25, $5 to $200, $10 above (the standard listing grid: the Lab has no chain data for ZZZZ; where your chain lists finer strikes near the money, type its interval in the scenario); ticks $0.05 under $3, $0.10 from $3; American, settled in shares.',
    )
  })

  it('names the AM-settled SPX monthly on a third Friday', () => {
    expect(contractRules('SPX', '2026-12-18')).toContain('the AM-settled SPX monthly also expires that day')
    expect(contractRules('SPX', '2026-11-27')).toContain('PM-settled (SPXW weekly)')
  })
})

describe('settlement by product', () => {
  it('settles SPX, its SPXW series and XSP in cash, equity and ETF options in shares', () => {
    expect(['SPX', 'SPXW', 'XSP'].map(cashSettled)).toEqual([true, true, true])
    expect(['SPY', 'QQQ', 'IWM', 'AAPL', 'ZZZZ'].map(cashSettled)).toEqual([false, false, false, false, false])
    expect(contractRules('SPXW', '2026-11-25')).toBe(
      'SPXW: 5-point strikes (the standard listing grid); ticks $0.05 under $3, $0.10 from $3; European, cash-settled, PM-settled.',
    )
  })
})
