import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dateIn, readOccSymbol, readQuoteTime } from './chain-cells'
import { chainColumns } from './chain-columns'
import { chainRowLimit, readChain } from './chain-file'
import { type FixtureContract, genericChainCsv, gridContracts, occSymbol, sideBySideChainCsv } from './chain-fixtures'
import { type ChainProblem, type ChainRead, chainFileLimit, type OptionChain } from './chain-types'

/** The chain a read gives, or a failed test naming the problem. */
function chainOf(read: ChainRead): OptionChain {
  if (!read.ok) throw new Error(read.problem.message)
  return read.chain
}

/** The problem a read gives, or a failed test. */
function problemOf(read: ChainRead): ChainProblem {
  if (read.ok) throw new Error('the file was read')
  return read.problem
}

/** The problem of a text read as a file. */
const problem = (text: string) => problemOf(readChain(text, 'chain.csv'))

const call = (expiration: string, strike: number, bid: number, ask: number): FixtureContract => ({
  expiration,
  strike,
  right: 'call',
  bid,
  ask,
})
const put = (expiration: string, strike: number, bid: number, ask: number): FixtureContract => ({
  ...call(expiration, strike, bid, ask),
  right: 'put',
})

const cboeText = [
  'SPY (SPDR S&P 500 ETF TRUST),601.22,+1.05,',
  'Date: November 23, 2026 at 10:42 AM EST,Bid: 601.20,Ask: 601.24,Size: 3*5,"Volume: 21,456,112"',
  'Expiration Date,Calls,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest,Strike,Puts,Last Sale,Net,Bid,Ask,Volume,IV,Delta,Gamma,Open Interest',
  'Mon Nov 23 2026,SPY261123C00590000,11.30,0.0,11.15,11.32,120,0.1456,0.9201,0.0102,3456,590.00,SPY261123P00590000,0.05,-0.01,0.04,0.05,2301,0.1811,-0.0412,0.0071,12045',
  'Mon Nov 23 2026,SPY261123C00600000,2.10,0.3,2.05,2.12,9812,0.1302,0.5500,0.0402,20411,600.00,SPY261123P00600000,0.90,-0.2,0.88,0.91,12001,0.1388,-0.4500,0.0399,30110',
  'Mon Nov 23 2026,,,,,,,,,,,610.00,SPY261123P00610000,8.80,0.1,8.70,8.90,15,0.1201,-0.9800,0.0050,812',
].join('\n')

describe('the generic layout', () => {
  const contracts: FixtureContract[] = [
    { ...put('2026-12-18', 590, 3.1, 3.2), last: 3.15, iv: 0.1811, delta: -0.31, openInterest: 1200, volume: 45 },
    { ...call('2026-12-18', 610, 2.5, 2.6), iv: 0.1402, delta: 0.28 },
    { ...call('2026-11-27', 605, 1.2, 1.25), last: 1.22, iv: 0.1523, delta: 0.41, openInterest: 800, volume: 300 },
    { ...put('2026-11-27', 600, 2.4, 2.48), iv: 0.1611, delta: -0.45 },
    { ...call('2026-11-27', 600, 4.1, 4.2), iv: 0.1555, delta: 0.55 },
  ]

  it('reads every contract, sorted by expiration, then calls before puts, then strike, each with its line', () => {
    const chain = chainOf(readChain(genericChainCsv(contracts), 'spy.csv'))
    expect(chain.fileName).toBe('spy.csv')
    expect(chain.layout).toBe('generic')
    expect(chain.contracts).toEqual([
      { ...contracts[4], line: 6 },
      { ...contracts[2], line: 4 },
      { ...contracts[3], line: 5 },
      { ...contracts[1], line: 3 },
      { ...contracts[0], line: 2 },
    ])
    expect(chain.underlying).toBeUndefined()
    expect(chain.spot).toBeUndefined()
    expect(chain.quoted).toBeUndefined()
  })

  it('finds its columns by any of their header words, in any case, order and spelling of spaces', () => {
    const read = readChain(
      genericChainCsv(contracts, {
        columns: ['volume', 'openInterest', 'delta', 'iv', 'last', 'ask', 'bid', 'right', 'strike', 'expiration'],
        header: {
          expiration: 'EXP_DATE',
          strike: 'strikePrice',
          right: 'Put/Call',
          bid: 'bid price',
          ask: 'Offer',
          last: 'Last Sale',
          iv: 'Impl. Vol.',
          delta: ' Delta ',
          openInterest: 'Open Int',
          volume: 'Vol',
        },
        right: (right) => (right === 'call' ? 'C' : 'P'),
      }),
      'spy.csv',
    )
    expect(chainOf(read).contracts.map(({ line, ...contract }) => contract)).toEqual(
      [contracts[4], contracts[2], contracts[3], contracts[1], contracts[0]].map((contract) => ({ ...contract })),
    )
  })

  it('reads a column by every word the guide lists for it', () => {
    for (const column of chainColumns) {
      if (
        !['expiration', 'strike', 'right', 'bid', 'ask', 'last', 'iv', 'delta', 'openInterest', 'volume'].includes(
          column.field,
        )
      )
        continue
      for (const word of column.words) {
        const text = genericChainCsv(
          [{ ...call('2026-11-27', 600, 1, 1.1), last: 1.05, iv: 0.2, delta: 0.5, openInterest: 7, volume: 3 }],
          {
            header: { [column.field]: word },
          },
        )
        const [contract] = chainOf(readChain(text, 'one.csv')).contracts
        expect(contract, `${column.field}: ${word}`).toEqual({
          ...call('2026-11-27', 600, 1, 1.1),
          last: 1.05,
          iv: 0.2,
          delta: 0.5,
          openInterest: 7,
          volume: 3,
          line: 2,
        })
      }
    }
  })

  it('lists every header word in the table at the top of the module, for the guide and the reader alike', () => {
    const source = readFileSync(new URL('./chain-columns.ts', import.meta.url), 'utf8')
    const table = source.slice(0, source.indexOf('*/'))
    for (const column of chainColumns) {
      const row = table.split('\n').find((line) => line.startsWith(` * | ${column.name} `))
      expect(row, column.name).toBeDefined()
      for (const word of column.words) expect(row, `${column.name}: ${word}`).toContain(word)
      expect(row, column.name).toMatch(
        new RegExp(`\\| ${column.need === 'or symbol' ? 'or Symbol' : column.need} +\\|$`),
      )
    }
  })

  it('reads numbers with a dollar sign, thousands commas and spaces, and "-", "--", "N/A" as missing', () => {
    const text = [
      'Expiration,Strike,Type,Bid,Ask,Last,Open Interest,Volume,IV',
      '2026-11-27," $1,040.00 ",call, $2.50 ,$2.60,-,"12,345",--,N/A',
      '2026-11-27,"1,050",put,0,0.05,NA,0,"1,002",',
    ].join('\n')
    expect(chainOf(readChain(text, 'chain.csv')).contracts).toEqual([
      { ...call('2026-11-27', 1040, 2.5, 2.6), openInterest: 12345, line: 2 },
      { ...put('2026-11-27', 1050, 0, 0.05), openInterest: 0, volume: 1002, line: 3 },
    ])
  })

  it('reads call and put however the file writes them', () => {
    const text = [
      'Exp,Strike,C/P,Bid,Ask',
      ...['CALL', 'Put', 'c', 'P', 'Calls', 'puts'].map((right, index) => `2026-11-27,${600 + index},${right},1,1.1`),
    ].join('\n')
    expect(chainOf(readChain(text, 'chain.csv')).contracts.map(({ strike, right }) => [strike, right])).toEqual([
      [600, 'call'],
      [602, 'call'],
      [604, 'call'],
      [601, 'put'],
      [603, 'put'],
      [605, 'put'],
    ])
  })

  it('keeps a crossed market, an ask below the bid, for the risk rules to judge', () => {
    const chain = chainOf(readChain(genericChainCsv([call('2026-11-27', 600, 2.5, 2.4)]), 'crossed.csv'))
    expect(chain.contracts).toEqual([{ ...call('2026-11-27', 600, 2.5, 2.4), line: 2 }])
  })

  it('reads the underlying, its price and the quote time from columns the same on every row', () => {
    const text = genericChainCsv(contracts, {
      columns: ['underlying', 'expiration', 'strike', 'right', 'bid', 'ask', 'spot', 'quoteTime'],
      underlying: 'QQQ',
      spot: 512.4,
      quoteTime: '2026-11-23 3:42 PM ET',
    })
    const read = readChain(text, 'qqq.csv')
    expect(chainOf(read)).toMatchObject({
      underlying: 'QQQ',
      spot: 512.4,
      quoted: { date: '2026-11-23', time: '15:42' },
    })
    expect(read.ok && read.warnings).toEqual([])
  })

  it('reads a quote date and a quote time from two columns', () => {
    const text = [
      'Quote Date,Quote Time,Expiration,Strike,Type,Bid,Ask',
      '11/23/2026,09:42 CT,2026-11-27,600,call,1,1.1',
    ].join('\n')
    expect(chainOf(readChain(text, 'chain.csv')).quoted).toEqual({ date: '2026-11-23', time: '10:42' })
  })

  it('reads the lines above the header, as Cboe writes them, in a generic file too', () => {
    const text = genericChainCsv([call('2026-11-27', 600, 1, 1.1)], {
      preamble: ['Underlying: IWM', 'Underlying Price: 231.05', '"Date: Nov 23 2026 10:42 AM EDT"'],
    })
    const chain = chainOf(readChain(text, 'iwm.csv'))
    expect(chain).toMatchObject({ underlying: 'IWM', spot: 231.05, quoted: { date: '2026-11-23', time: '09:42' } })
    expect(chain.contracts[0]?.line).toBe(5)
  })

  it('reads a tab-separated chain, as a spreadsheet copies it', () => {
    const text = genericChainCsv(contracts).replaceAll(',', '\t')
    expect(chainOf(readChain(text, 'pasted chain')).contracts).toHaveLength(5)
  })

  it('counts lines as an editor does: Windows line ends, blank lines and a quoted cell that spans lines', () => {
    const text = [
      '"Expiration',
      'date",Strike,Type,Bid,Ask',
      '',
      '2026-11-27,600,call,1,1.1',
      '"2026-11-27",605,"call',
      '",0.5,0.6',
      '2026-11-27,610,call,0.2,0.3',
    ].join('\r\n')
    expect(chainOf(readChain(text, 'chain.csv')).contracts.map(({ strike, line }) => [strike, line])).toEqual([
      [600, 4],
      [605, 5],
      [610, 7],
    ])
    expect(problem(`${text}\r\n2026-11-27,615,call,abc,0.3`)).toEqual({
      line: 8,
      column: 'Bid',
      message: 'Line 8, column “Bid”: “abc” is not a price.',
    })
  })

  it('skips blank rows and the header written again', () => {
    const one = genericChainCsv([call('2026-11-27', 600, 1, 1.1)])
    const two = genericChainCsv([call('2026-11-27', 605, 0.5, 0.6)])
    const chain = chainOf(readChain(`${one},,,,\n${two}`, 'joined.csv'))
    expect(chain.contracts.map(({ strike, line }) => [strike, line])).toEqual([
      [600, 2],
      [605, 5],
    ])
  })
})

describe('OCC option symbols', () => {
  it('are read in every form a file writes them', () => {
    const expected = { root: 'SPY', expiration: '2026-11-28', right: 'call', strike: 600 }
    expect(readOccSymbol('SPY261128C00600000')).toEqual(expected)
    expect(readOccSymbol('SPY   261128C00600000')).toEqual(expected)
    expect(readOccSymbol('.SPY261128C00600000')).toEqual(expected)
    expect(readOccSymbol('O:SPY261128C00600000')).toEqual(expected)
    expect(readOccSymbol(' spy261128c00600000 ')).toEqual(expected)
    expect(readOccSymbol('SPXW261123P05987500')).toEqual({
      root: 'SPXW',
      expiration: '2026-11-23',
      right: 'put',
      strike: 5987.5,
    })
    // An adjusted option's root ends in a digit.
    expect(readOccSymbol('SPY1261120C00005000')).toEqual({
      root: 'SPY1',
      expiration: '2026-11-20',
      right: 'call',
      strike: 5,
    })
    expect(readOccSymbol('SPY C600')).toBeNull()
    expect(readOccSymbol('SPY260230C00600000')).toBeNull()
    expect(readOccSymbol('SPY261128X00600000')).toBeNull()
  })

  it('stand in for the expiration, strike and type, and name the underlying by their root as written', () => {
    const contracts = [call('2026-11-27', 600, 1, 1.1), put('2026-11-23', 5987.5, 2, 2.2)]
    const text = genericChainCsv(contracts, { columns: ['symbol', 'bid', 'ask'], underlying: 'SPXW' })
    const chain = chainOf(readChain(text, 'spxw.csv'))
    expect(chain.underlying).toBe('SPXW')
    expect(chain.contracts).toEqual([
      { ...contracts[1], line: 3 },
      { ...contracts[0], line: 2 },
    ])
  })

  it('name the underlying by the shortest root when the others extend it, and by none when they differ', () => {
    const text = ['Symbol,Bid,Ask', 'SPXW261123P05900000,1,1.1', 'SPX261218P05900000,20,21'].join('\n')
    expect(chainOf(readChain(text, 'spx.csv')).underlying).toBe('SPX')
    const mixed = ['Symbol,Bid,Ask', 'SPY261123P00590000,1,1.1', 'QQQ261218P00500000,20,21'].join('\n')
    expect(chainOf(readChain(mixed, 'mixed.csv')).underlying).toBeUndefined()
  })

  it('must agree with the expiration, strike and type the row gives', () => {
    const text = ['Symbol,Expiration,Strike,Type,Bid,Ask', 'SPY261127C00600000,2026-11-27,605,call,1,1.1'].join('\n')
    expect(problem(text)).toEqual({
      line: 2,
      column: 'Symbol',
      message:
        'Line 2, column “Symbol”: the symbol “SPY261127C00600000” is the 2026-11-27 600 call, but the row says the 2026-11-27 605 call.',
    })
  })

  it('are not read where the columns say it all, so a symbol column may hold the underlying', () => {
    const text = ['Symbol,Expiration,Strike,Type,Bid,Ask', 'SPY,2026-11-27,605,call,1,1.1'].join('\n')
    expect(chainOf(readChain(text, 'chain.csv')).contracts).toHaveLength(1)
  })

  it('are a problem when the row needs them and they are not there', () => {
    const text = ['Symbol,Bid,Ask', 'SPY261127C00600000,1,1.1', 'SPY 600 call,1,1.1', ',1,1.1'].join('\n')
    expect(problem(text)).toEqual({
      line: 3,
      column: 'Symbol',
      message: 'Line 3, column “Symbol”: “SPY 600 call” is not an OCC option symbol (such as SPY261127C00600000).',
    })
    expect(problem(text.replace('SPY 600 call', 'SPY261127C00605000'))).toEqual({
      line: 4,
      column: 'Symbol',
      message:
        'Line 4, column “Symbol”: the cell is empty; with no column for its expiration, strike or type, the Lab reads the contract from its symbol.',
    })
  })
})

describe('the side-by-side layout', () => {
  it('reads Cboe’s download: the preamble, then a call left and a put right of each strike', () => {
    const read = readChain(cboeText, 'cboe-quotes.csv')
    const chain = chainOf(read)
    expect(read.ok && read.warnings).toEqual([])
    expect(chain).toMatchObject({
      fileName: 'cboe-quotes.csv',
      layout: 'side-by-side',
      underlying: 'SPY',
      spot: 601.22,
      quoted: { date: '2026-11-23', time: '10:42' },
    })
    expect(chain.contracts).toEqual([
      {
        expiration: '2026-11-23',
        strike: 590,
        right: 'call',
        bid: 11.15,
        ask: 11.32,
        last: 11.3,
        iv: 0.1456,
        delta: 0.9201,
        openInterest: 3456,
        volume: 120,
        line: 4,
      },
      {
        expiration: '2026-11-23',
        strike: 600,
        right: 'call',
        bid: 2.05,
        ask: 2.12,
        last: 2.1,
        iv: 0.1302,
        delta: 0.55,
        openInterest: 20411,
        volume: 9812,
        line: 5,
      },
      {
        expiration: '2026-11-23',
        strike: 590,
        right: 'put',
        bid: 0.04,
        ask: 0.05,
        last: 0.05,
        iv: 0.1811,
        delta: -0.0412,
        openInterest: 12045,
        volume: 2301,
        line: 4,
      },
      {
        expiration: '2026-11-23',
        strike: 600,
        right: 'put',
        bid: 0.88,
        ask: 0.91,
        last: 0.9,
        iv: 0.1388,
        delta: -0.45,
        openInterest: 30110,
        volume: 12001,
        line: 5,
      },
      {
        expiration: '2026-11-23',
        strike: 610,
        right: 'put',
        bid: 8.7,
        ask: 8.9,
        last: 8.8,
        iv: 0.1201,
        delta: -0.98,
        openInterest: 812,
        volume: 15,
        line: 6,
      },
    ])
  })

  it('reads the download as Cboe writes it today: a blank first line, the name, "Last:", and a quoted date', () => {
    const contracts = gridContracts(['2026-11-23', '2026-12-18'], [595, 600, 605], 601.22)
    const text = sideBySideChainCsv(contracts, { lineEnd: '\r\n' })
    const chain = chainOf(readChain(text, 'cboe-quotes.csv'))
    expect(chain).toMatchObject({
      layout: 'side-by-side',
      underlying: 'SPY',
      spot: 601.22,
      quoted: { date: '2026-11-23', time: '10:42' },
    })
    // gridContracts lists them in the chain's order already.
    expect(chain.contracts.map(({ line, ...contract }) => contract)).toEqual(contracts)
    expect(chain.contracts[0]?.line).toBe(5)
  })

  it('takes the underlying from the symbols when the first line names it only in words', () => {
    const text = sideBySideChainCsv([call('2026-12-18', 6000, 50, 51)], {
      name: 'S&P 500 INDEX',
      underlying: 'SPX',
      spot: 6012.5,
    })
    expect(chainOf(readChain(text, 'spx.csv'))).toMatchObject({ underlying: 'SPX', spot: 6012.5 })
  })

  it('reads headers that name their side: “Call Bid”, “C Bid”, “Bid (C)”', () => {
    const contracts = [call('2026-11-27', 600, 4.1, 4.2), put('2026-11-27', 600, 2.4, 2.48)]
    const prefixed = sideBySideChainCsv(contracts, { header: 'prefixed' })
    expect(chainOf(readChain(prefixed, 'chain.csv')).contracts).toHaveLength(2)
    const text = [
      'Strike,Expiration,C Bid,Bid (P),Ask (put),Call Ask,Put Delta,Delta (C)',
      '600,2026-11-27,4.1,2.4,2.48,4.2,-0.45,0.55',
    ].join('\n')
    const chain = chainOf(readChain(text, 'chain.csv'))
    expect(chain.layout).toBe('side-by-side')
    expect(chain.contracts).toEqual([
      { ...contracts[0], delta: 0.55, line: 2 },
      { ...contracts[1], delta: -0.45, line: 2 },
    ])
  })

  it('reads a side’s expiration from its symbol when there is no expiration column', () => {
    const text = [
      'Calls,Bid,Ask,Strike,Puts,Bid,Ask',
      'SPY261127C00600000,4.1,4.2,600,SPY261127P00600000,2.4,2.48',
    ].join('\n')
    expect(chainOf(readChain(text, 'chain.csv')).contracts.map((contract) => contract.expiration)).toEqual([
      '2026-11-27',
      '2026-11-27',
    ])
  })

  it('names a side’s column by its side in a problem', () => {
    expect(problem(cboeText.replace(',0.88,0.91,', ',0.88,x,'))).toEqual({
      line: 5,
      column: 'Ask (put)',
      message: 'Line 5, column “Ask (put)”: “x” is not a price.',
    })
    expect(problem(cboeText.replace('2.05,2.12', ',2.12'))).toEqual({
      line: 5,
      column: 'Bid (call)',
      message: 'Line 5, column “Bid (call)”: the cell is empty; every contract needs a bid and an ask.',
    })
    expect(problem(cboeText.replace('SPY261123P00600000', 'SPY261123C00600000'))).toEqual({
      line: 5,
      column: 'Puts',
      message:
        'Line 5, column “Puts”: the symbol “SPY261123C00600000” is the 2026-11-23 600 call, but the row says the 2026-11-23 600 put.',
    })
  })
})

describe('implied volatility', () => {
  const ivsOf = (text: string) => chainOf(readChain(text, 'chain.csv')).contracts.map((contract) => contract.iv)
  const file = (...ivs: string[]) =>
    ['Expiration,Strike,Type,Bid,Ask,IV', ...ivs.map((iv, index) => `2026-11-27,${600 + index},call,1,1.1,${iv}`)].join(
      '\n',
    )

  it('is read as a fraction when written as one', () => {
    expect(ivsOf(file('0.1532', '0.2', '4.5'))).toEqual([0.1532, 0.2, 4.5])
  })

  it('is read as percent when its median is above 5', () => {
    expect(ivsOf(file('15.32', '20', '4.5'))).toEqual([0.1532, 0.2, 0.045])
    // Without the noise of binary division: 17.3 / 100 is 0.17300000000000001.
    expect(ivsOf(file('17.3', '29.1', '18.9'))).toEqual([0.173, 0.291, 0.189])
    expect(readChain(file('15.32', '20', '4.5'), 'chain.csv')).toMatchObject({
      warnings: ['The file writes implied volatility as percent: 15.32 is read as 15.32 %.'],
    })
  })

  it('is read as percent when a cell has a % sign, whatever its size', () => {
    expect(ivsOf(file('1.5%', '2', '3 %'))).toEqual([0.015, 0.02, 0.03])
  })

  it('stays a fraction when a few far strikes are quoted above 500 % on expiry day', () => {
    expect(ivsOf(file('0.25', '0.3', '0.35', '6.2', '8.9'))).toEqual([0.25, 0.3, 0.35, 6.2, 8.9])
  })

  it('is missing where the file writes 0, as Cboe does for a contract it has none for', () => {
    expect(ivsOf(file('0', '0.2', ''))).toEqual([undefined, 0.2, undefined])
  })

  it('is read the same from a fixture written either way', () => {
    const contracts = gridContracts(['2026-11-27'], [590, 600, 610], 600)
    for (const iv of ['fraction', 'percent', 'percent sign'] as const) {
      const read = chainOf(readChain(genericChainCsv(contracts, { iv }), 'chain.csv'))
      expect(
        read.contracts.map((contract) => contract.iv),
        iv,
      ).toEqual(contracts.map((contract) => contract.iv))
    }
  })
})

describe('deltas', () => {
  const file = (...rows: string[]) => ['Expiration,Strike,Type,Bid,Ask,Delta', ...rows].join('\n')

  it('read put deltas written without their sign as negative', () => {
    const read = readChain(file('2026-11-27,600,put,1,1.1,0.45', '2026-11-27,600,call,1,1.1,0.55'), 'chain.csv')
    expect(chainOf(read).contracts.map((contract) => contract.delta)).toEqual([0.55, -0.45])
    expect(read.ok && read.warnings).toEqual([
      'Put deltas are written without their sign; the Lab reads them as negative.',
    ])
  })

  it('are a problem out of −1…1, negative for a call, or positive for a put among negative ones', () => {
    expect(problem(file('2026-11-27,600,call,1,1.1,1.5'))).toEqual({
      line: 2,
      column: 'Delta',
      message: 'Line 2, column “Delta”: “1.5” is not a delta: a delta is between −1 and 1.',
    })
    expect(problem(file('2026-11-27,600,call,1,1.1,-0.2'))).toEqual({
      line: 2,
      column: 'Delta',
      message: 'Line 2, column “Delta”: “-0.2” is a negative delta for a call; a call’s delta is between 0 and 1.',
    })
    expect(problem(file('2026-11-27,600,put,1,1.1,-0.45', '2026-11-27,605,put,1,1.1,0.5'))).toEqual({
      line: 3,
      column: 'Delta',
      message: 'Line 3, column “Delta”: “0.5” is a positive delta for a put; a put’s delta is between −1 and 0.',
    })
  })
})

describe('dates', () => {
  it('are read in the forms traders’ files write them', () => {
    for (const text of [
      '2026-11-28',
      '2026/11/28',
      '11/28/2026',
      '11/28/26',
      'Nov 28 2026',
      'Fri Nov 28 2026',
      'November 28, 2026',
      'Nov. 28, 2026',
      '28-Nov-2026',
      '28 Nov 2026',
      '28-Nov-26',
      '20261128',
    ]) {
      expect(dateIn(text), text).toBe('2026-11-28')
    }
    expect(dateIn('Sept 4 2026')).toBe('2026-09-04')
    expect(dateIn('1/5/2027')).toBe('2027-01-05')
    expect(dateIn('28.11.2026')).toBeNull()
    expect(dateIn('Mark 28 2026')).toBeNull()
  })

  it('are a problem when they name no day of the calendar or are in no form the Lab reads', () => {
    const file = (date: string) => `Expiration,Strike,Type,Bid,Ask\n2026-11-27,600,call,1,1.1\n${date},600,put,1,1.1`
    expect(problem(file('2026-02-30'))).toEqual({
      line: 3,
      column: 'Expiration',
      message: 'Line 3, column “Expiration”: “2026-02-30” is not a day of the calendar.',
    })
    expect(problem(file('Feb 29 2027'))).toEqual({
      line: 3,
      column: 'Expiration',
      message: 'Line 3, column “Expiration”: “Feb 29 2027” is not a day of the calendar.',
    })
    expect(problem(file('next Friday'))).toEqual({
      line: 3,
      column: 'Expiration',
      message:
        'Line 3, column “Expiration”: “next Friday” is not a date the Lab reads (such as 2026-11-27, 11/27/2026, Nov 27 2026 or 27-Nov-2026).',
    })
  })
})

describe('the quote time', () => {
  it('is kept in Eastern time, converted from the zone the file names, daylight saving included', () => {
    const cases: [string, { date: string; time: string | null; zoned: boolean }][] = [
      ['November 23, 2026 at 10:42 AM EST', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['Nov 23 2026 10:42 AM EDT', { date: '2026-11-23', time: '09:42', zoned: true }],
      ['Nov 23 2026 9:42 AM CST', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['Jul 17 2026 2:45 PM CDT', { date: '2026-07-17', time: '15:45', zoned: true }],
      ['Jul 17 2026 @ 15:45 ET', { date: '2026-07-17', time: '15:45', zoned: true }],
      ['2026-07-17 12:45 PT', { date: '2026-07-17', time: '15:45', zoned: true }],
      ['2026-11-23 07:42 PST', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['2026-11-23 09:42 CT', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['2026-11-23T15:42:00Z', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['2026-07-17T19:45:00 UTC', { date: '2026-07-17', time: '15:45', zoned: true }],
      ['2026-11-23T10:42:00-05:00', { date: '2026-11-23', time: '10:42', zoned: true }],
      ['November 23, 2026 at 3:42 PM GMT', { date: '2026-11-23', time: '10:42', zoned: true }],
      // A late Central time is the next day in the East.
      ['Nov 23 2026 11:30 PM CST', { date: '2026-11-24', time: '00:30', zoned: true }],
      // The Sunday clocks go forward (March 8, 2026) and back (November 1, 2026), read in UTC.
      ['2026-03-08 06:59 UTC', { date: '2026-03-08', time: '01:59', zoned: true }],
      ['2026-03-08 07:00 UTC', { date: '2026-03-08', time: '03:00', zoned: true }],
      ['2026-11-01 06:30 UTC', { date: '2026-11-01', time: '01:30', zoned: true }],
      ['11/23/2026 12:05 PM', { date: '2026-11-23', time: '12:05', zoned: false }],
      ['11/23/2026 12:05 am', { date: '2026-11-23', time: '00:05', zoned: false }],
      ['2026-11-23', { date: '2026-11-23', time: null, zoned: false }],
    ]
    for (const [text, expected] of cases) expect(readQuoteTime(text), text).toEqual(expected)
  })

  it('says what is wrong with a time it cannot read', () => {
    expect(readQuoteTime('Nov 23 2026 10:42 AM JST')).toBe(
      'a time zone the Lab does not know (“JST”; it reads ET, EST, EDT, CT, CST, CDT, MT, MST, MDT, PT, PST, PDT, UTC, GMT and offsets such as -05:00)',
    )
    expect(readQuoteTime('Nov 23 2026 13:42 PM')).toBe('no time of day')
    expect(readQuoteTime('Feb 30 2026 10:42')).toBe('no day of the calendar')
    expect(readQuoteTime('soon')).toBe('no date and time the Lab reads (such as “November 23, 2026 at 10:42 AM EST”)')
  })

  it('taken from Cboe’s line in Central time is converted', () => {
    const text = cboeText.replace('Date: November 23, 2026 at 10:42 AM EST', 'Date: November 23, 2026 at 9:42 AM CST')
    expect(chainOf(readChain(text, 'chain.csv')).quoted).toEqual({ date: '2026-11-23', time: '10:42' })
  })

  it('with no zone is read as Eastern time, and said so', () => {
    const read = readChain(cboeText.replace(' AM EST', ' AM'), 'chain.csv')
    expect(chainOf(read).quoted).toEqual({ date: '2026-11-23', time: '10:42' })
    expect(read.ok && read.warnings).toEqual(['The quote time names no time zone; the Lab reads it as Eastern time.'])
  })

  it('is a problem when the file’s time cannot be read, or when rows disagree on it', () => {
    expect(problem(cboeText.replace('10:42 AM EST', '10:42 AM JST'))).toEqual({
      line: 2,
      column: null,
      message:
        'Line 2: “November 23, 2026 at 10:42 AM JST” is a time zone the Lab does not know (“JST”; it reads ET, EST, EDT, CT, CST, CDT, MT, MST, MDT, PT, PST, PDT, UTC, GMT and offsets such as -05:00).',
    })
    const text = [
      'Quote Time,Expiration,Strike,Type,Bid,Ask',
      '2026-11-23 10:42 ET,2026-11-27,600,call,1,1.1',
      '2026-11-23 9:42 CT,2026-11-27,605,call,1,1.1',
      '2026-11-23 10:43 ET,2026-11-27,610,call,1,1.1',
    ].join('\n')
    expect(problem(text)).toEqual({
      line: 4,
      column: 'Quote Time',
      message:
        'Line 4, column “Quote Time”: “2026-11-23 10:43 ET” differs from “2026-11-23 10:42 ET” on line 2; a chain file holds one underlying’s quotes at one moment.',
    })
  })
})

describe('the file-wide values', () => {
  it('are a problem when a row disagrees with the one before', () => {
    const text = genericChainCsv([call('2026-11-27', 600, 1, 1.1), call('2026-11-27', 605, 1, 1.1)], {
      columns: ['underlying', 'expiration', 'strike', 'right', 'bid', 'ask', 'spot'],
      spot: 601.22,
    })
    expect(problem(text.replace(/601\.22\n$/, '601.5\n'))).toEqual({
      line: 3,
      column: 'Underlying Price',
      message:
        'Line 3, column “Underlying Price”: “601.5” differs from “601.22” on line 2; a chain file holds one underlying’s quotes at one moment.',
    })
    expect(problem(text.replace(/\nSPY(.*)\nSPY/, '\nSPY$1\nQQQ'))).toMatchObject({ line: 3, column: 'Underlying' })
    // The same price written two ways is the same price.
    expect(readChain(text.replace(/601\.22\n$/, '$601.220\n'), 'chain.csv').ok).toBe(true)
  })

  it('are a problem when a column disagrees with the lines above the header', () => {
    const text = genericChainCsv([call('2026-11-27', 600, 1, 1.1)], {
      columns: ['underlying', 'expiration', 'strike', 'right', 'bid', 'ask'],
      preamble: ['Underlying: SPY'],
      underlying: 'QQQ',
    })
    expect(problem(text)).toMatchObject({ line: 3, column: 'Underlying' })
  })
})

describe('problems', () => {
  const header = 'Expiration,Strike,Type,Bid,Ask'

  it('an empty file', () => {
    for (const text of ['', '  \n\n', '\ufeff']) {
      expect(problem(text)).toEqual({ line: 1, column: null, message: 'Line 1: the file is empty.' })
    }
  })

  it('a file over the size limit, checked before it is read', () => {
    expect(problem('x'.repeat(chainFileLimit + 1_100_000))).toEqual({
      line: 1,
      column: null,
      message: 'Line 1: the file is 9.1 MB; the Lab reads chain files of up to 8 MB.',
    })
  })

  it('no header row', () => {
    const expected = {
      line: 1,
      column: null,
      message:
        'Line 1: no header row in the first 20 lines. The Lab looks for a row naming its columns: Expiration, Strike, Type, Bid and Ask (or an option Symbol for the first three), or Cboe’s Expiration Date, Calls, Bid, Ask, Strike, Puts.',
    }
    expect(problem('2026-11-27,600,call,1,1.1\n2026-11-27,605,call,1,1.1')).toEqual(expected)
    expect(problem(`${'\n'.repeat(20)}${header}\n2026-11-27,600,call,1,1.1`)).toEqual(expected)
  })

  it('a column the read needs, named with the header words it goes by', () => {
    expect(problem('Expiration,Strike,Type,Bid,Mark\n2026-11-27,600,call,1,1.05')).toEqual({
      line: 1,
      column: null,
      message:
        'Line 1: the header has no ask column. The Lab reads the ask from a column named Ask, Ask Price or Offer.',
    })
    expect(problem('Strike,Type,Bid,Ask\n600,call,1,1.1')).toEqual({
      line: 1,
      column: null,
      message:
        'Line 1: the header has no expiration date column. The Lab reads the expiration date from a column named Expiration, Expiry, Exp, Expiration Date, Exp Date, Expiry Date or Expires, or from an OCC option symbol in a column named Symbol, Option Symbol, OCC Symbol, Contract or Contract Symbol.',
    })
    expect(problem('Expiration Date,Calls,Bid,Ask,Strike,Puts,Bid\nMon Nov 23 2026,,1,1.1,600,,1')).toEqual({
      line: 1,
      column: null,
      message:
        'Line 1: the header has no ask column for the puts. The Lab reads the ask from a column named Ask, Ask Price or Offer, right of the Strike column or with “Put” before it.',
    })
  })

  it('a column named twice', () => {
    expect(problem('Expiration,Strike,Type,Bid,Ask,Vol,Volume\n2026-11-27,600,call,1,1.1,1,1')).toEqual({
      line: 1,
      column: 'Volume',
      message:
        'Line 1, column “Volume”: the header has a second volume column (“Vol” is the first); the Lab cannot tell which to read.',
    })
  })

  it('a cell that is not a number, a date or call or put', () => {
    const row = (cells: string) => problem(`${header}\n2026-11-27,600,call,1,1.1\n${cells}`)
    expect(row('2026-11-27,605,call,abc,1.1')).toEqual({
      line: 3,
      column: 'Bid',
      message: 'Line 3, column “Bid”: “abc” is not a price.',
    })
    expect(row('2026-11-27,605,call,1,1,1')).toEqual({
      line: 3,
      column: null,
      message: 'Line 3: the row has 6 cells, but the header on line 1 has 5.',
    })
    expect(row('2026-11-27,605,call,1')).toEqual({
      line: 3,
      column: null,
      message: 'Line 3: the row has 4 cells, but the header on line 1 has 5.',
    })
    expect(row('2026-11-27,605,straddle,1,1.1')).toEqual({
      line: 3,
      column: 'Type',
      message: 'Line 3, column “Type”: “straddle” is neither call nor put (the Lab reads call, put, C or P).',
    })
    expect(row('2026-11-27,six hundred,call,1,1.1')).toEqual({
      line: 3,
      column: 'Strike',
      message: 'Line 3, column “Strike”: “six hundred” is not a strike price.',
    })
    expect(row('2026-11-27,0,call,1,1.1')).toEqual({
      line: 3,
      column: 'Strike',
      message: 'Line 3, column “Strike”: “0” is not a strike: a strike is above zero.',
    })
    expect(row('2026-11-27,605,call,-0.05,1.1')).toEqual({
      line: 3,
      column: 'Bid',
      message: 'Line 3, column “Bid”: “-0.05” is a negative price.',
    })
    expect(row('2026-11-27,605,call,1,')).toEqual({
      line: 3,
      column: 'Ask',
      message: 'Line 3, column “Ask”: the cell is empty; every contract needs a bid and an ask.',
    })
    expect(row('2026-11-27,605,call,"1,5",1.6')).toEqual({
      line: 3,
      column: 'Bid',
      message: 'Line 3, column “Bid”: “1,5” is not a price.',
    })
    expect(problem(`${header},Open Interest\n2026-11-27,605,call,1,1.1,12.5`)).toEqual({
      line: 2,
      column: 'Open Interest',
      message: 'Line 2, column “Open Interest”: “12.5” is not a number of contracts (a whole number, 0 or more).',
    })
    expect(problem(`${header},IV\n2026-11-27,605,call,1,1.1,high`)).toEqual({
      line: 2,
      column: 'IV',
      message: 'Line 2, column “IV”: “high” is not an implied volatility.',
    })
  })

  it('a quote mark that never closes', () => {
    expect(
      problem(`${header}\n2026-11-27,600,call,1,1.1\n2026-11-27,"605,call,1,1.1\n2026-11-27,610,call,1,1.1`),
    ).toEqual({
      line: 3,
      column: null,
      message: 'Line 3: a quote mark (") opens a cell that is never closed.',
    })
  })

  it('a contract listed twice, naming both lines', () => {
    const text = `${header}\n2026-11-27,600,call,1,1.1\n2026-11-27,605,call,1,1.1\n11/27/2026,600,C,1.2,1.3`
    expect(problem(text)).toEqual({
      line: 4,
      column: null,
      message: 'Line 4: the 2026-11-27 600 call is also on line 2; a chain lists each contract once.',
    })
  })

  it('no contracts at all', () => {
    expect(problem(`${header}\n,,,,\n`)).toEqual({
      line: 1,
      column: null,
      message: 'Line 1: no row below the header holds a contract with a bid and an ask.',
    })
    expect(problem(cboeText.split('\n').slice(0, 3).join('\n'))).toEqual({
      line: 3,
      column: null,
      message: 'Line 3: no row below the header holds a contract with a bid and an ask.',
    })
  })

  it('more rows than the Lab reads', () => {
    const rows = Array.from({ length: chainRowLimit + 2 }, (_, index) => `2026-11-27,${index + 1},call,1,1.1`)
    expect(problem(`Quotes\n${header}\n${rows.join('\n')}`)).toEqual({
      line: chainRowLimit + 3,
      column: null,
      message: 'Line 50003: the file has 50,002 rows of quotes; the Lab reads at most 50,000.',
    })
  })
})

describe('a large chain', () => {
  it('reads 20,000 rows', () => {
    const expirations = Array.from({ length: 20 }, (_, index) =>
      new Date(Date.UTC(2026, 11, 1 + index * 7)).toISOString().slice(0, 10),
    )
    const strikes = Array.from({ length: 500 }, (_, index) => 400 + index * 0.5)
    const contracts = gridContracts(expirations, strikes, 525)
    expect(contracts).toHaveLength(20_000)
    const text = genericChainCsv(contracts, {
      columns: ['symbol', 'expiration', 'strike', 'right', 'bid', 'ask', 'iv', 'delta', 'openInterest', 'volume'],
    })
    const chain = chainOf(readChain(text, 'big.csv'))
    expect(chain.contracts).toHaveLength(20_000)
    expect(chain.underlying).toBe('SPY')
    expect(chain.contracts.at(-1)).toMatchObject({ expiration: expirations.at(-1), right: 'put', strike: 649.5 })
    expect(occSymbol('SPY', '2026-12-01', 'put', 400.5)).toBe('SPY261201P00400500')
  })
})
