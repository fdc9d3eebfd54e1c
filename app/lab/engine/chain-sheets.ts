/**
 * The two layouts of a chain file read: the header's columns sorted into sheets (a generic row's
 * one contract, a side-by-side row's call and put), and a sheet's contract read from a row, cell by
 * cell. Apart from chain-file.ts, which runs the rows through the sheets and settles what only the
 * whole file can say.
 */

import { dateIn, isMissing, numberIn, readOccSymbol } from './chain-cells.ts'
import { type ChainField, chainColumns, contractFields, headingOf } from './chain-columns.ts'
import { cellAt, fault, type Row } from './chain-rows.ts'
import type { ChainContract, ChainLayout } from './chain-types.ts'
import { isCalendarDay } from './clock.ts'
import type { Right } from './model.ts'

/** A column of the header: where it is, what it gives, and its name in a problem. */
export type Column = { readonly index: number; readonly field: ChainField; readonly name: string }

/** The columns one contract of a row is read from: a generic row's one, or a side-by-side row's call or put. */
export type Sheet = {
  readonly side: Right | null
  readonly expiration?: Column
  readonly strike?: Column
  readonly right?: Column
  readonly symbol?: Column
  readonly bid: Column
  readonly ask: Column
  readonly last?: Column
  readonly iv?: Column
  readonly delta?: Column
  readonly openInterest?: Column
  readonly volume?: Column
}

/** The header words of a field, as a sentence lists them: "Bid or Bid Price". */
function wordsOf(field: ChainField): string {
  const words = chainColumns.find((column) => column.field === field)?.words ?? []
  const plain = words.filter((word) => word !== 'Calls' && word !== 'Puts')
  return plain.length < 2 ? (plain[0] ?? '') : `${plain.slice(0, -1).join(', ')} or ${plain.at(-1)}`
}

/** How a problem names a field's value. */
const fieldNouns: Readonly<Record<ChainField, string>> = {
  expiration: 'expiration date',
  strike: 'strike',
  right: 'call or put',
  symbol: 'option symbol',
  bid: 'bid',
  ask: 'ask',
  last: 'last price',
  iv: 'implied volatility',
  delta: 'delta',
  openInterest: 'open interest',
  volume: 'volume',
  underlying: 'underlying',
  spot: 'underlying price',
  quoteTime: 'quote time',
  quoteDate: 'quote date',
}

/**
 * The problem of a header without a column the read needs: the field's words, where a side-by-side
 * file puts a side's column, and the symbol column that may stand in for it.
 */
function missingColumn(line: number, field: ChainField, side: Right | null, symbolWill: boolean): never {
  const noun = fieldNouns[field]
  const whose = side ? ` for the ${side}s` : ''
  const where = side
    ? `, ${side === 'call' ? 'left' : 'right'} of the Strike column or with “${side === 'call' ? 'Call' : 'Put'}” before it`
    : ''
  const symbol = symbolWill ? `, or from an OCC option symbol in a column named ${wordsOf('symbol')}` : ''
  return fault(
    line,
    null,
    `the header has no ${noun} column${whose}. The Lab reads the ${noun} from a column named ${wordsOf(field)}${where}${symbol}.`,
  )
}

/** The header's columns sorted into the layout and the sheets its rows are read with. */
export function sheetsOf(header: Row): { layout: ChainLayout; sheets: Sheet[]; shared: Map<ChainField, Column> } {
  const headings = header.cells.map((cell, index) => ({ index, text: cell.trim(), heading: headingOf(cell) }))
  const strikeAt = headings.find(({ heading }) => heading?.field === 'strike' && heading.side === null)?.index ?? -1
  const bidsWithoutSide = headings.filter(({ heading }) => heading?.field === 'bid' && heading.side === null)
  const sideBySide =
    headings.some(({ heading }) => heading?.side) ||
    (strikeAt >= 0 &&
      bidsWithoutSide.some(({ index }) => index < strikeAt) &&
      bidsWithoutSide.some(({ index }) => index > strikeAt))
  // A generic file's columns are all "shared": one contract a row.
  const shared = new Map<ChainField, Column>()
  const sides = { call: new Map<ChainField, Column>(), put: new Map<ChainField, Column>() }
  for (const { index, text, heading } of headings) {
    if (!heading) continue
    // A type column beside sides that say call and put is not read.
    if (sideBySide && heading.field === 'right') continue
    let side: Right | null = null
    let name = text
    if (sideBySide && contractFields.has(heading.field)) {
      side = heading.side ?? (index < strikeAt ? 'call' : 'put')
      if (!heading.side) name = `${text} (${side})`
    }
    const table = side ? sides[side] : shared
    const first = table.get(heading.field)
    if (first) {
      fault(
        header.line,
        name,
        `the header has a second ${fieldNouns[heading.field]} column${side ? ` for the ${side}s` : ''} (“${first.name}” is the first); the Lab cannot tell which to read.`,
      )
    }
    table.set(heading.field, { index, field: heading.field, name })
  }
  if (!sideBySide) {
    for (const field of ['bid', 'ask'] as const) if (!shared.has(field)) missingColumn(header.line, field, null, false)
    for (const field of ['expiration', 'strike', 'right'] as const) {
      if (!shared.has(field) && !shared.has('symbol')) missingColumn(header.line, field, null, true)
    }
    return { layout: 'generic', sheets: [sheetOf(shared, null, shared)], shared }
  }
  if (!shared.has('strike')) missingColumn(header.line, 'strike', null, false)
  const sheets: Sheet[] = []
  for (const side of ['call', 'put'] as const) {
    const columns = sides[side]
    if (columns.size === 0) continue
    for (const field of ['bid', 'ask'] as const) if (!columns.has(field)) missingColumn(header.line, field, side, false)
    if (!shared.has('expiration') && !columns.has('symbol')) missingColumn(header.line, 'expiration', null, true)
    sheets.push(sheetOf(columns, side, shared))
  }
  return { layout: 'side-by-side', sheets, shared }
}

/** A sheet from a side's columns and those the row shares. */
function sheetOf(columns: Map<ChainField, Column>, side: Right | null, shared: Map<ChainField, Column>): Sheet {
  const bid = columns.get('bid')
  const ask = columns.get('ask')
  if (!bid || !ask) throw new Error('a sheet needs its bid and ask columns')
  return {
    side,
    expiration: shared.get('expiration'),
    strike: shared.get('strike'),
    right: side ? undefined : shared.get('right'),
    symbol: columns.get('symbol'),
    bid,
    ask,
    last: columns.get('last'),
    iv: columns.get('iv'),
    delta: columns.get('delta'),
    openInterest: columns.get('openInterest'),
    volume: columns.get('volume'),
  }
}

/** A contract as it is read, before the file-wide rules (IV as percent, put deltas' sign) settle it. */
export type Draft = { -readonly [Key in keyof ChainContract]: ChainContract[Key] }

/** The contract of one sheet of a row, or null for a side-by-side side with no quote. */
export function contractOf(row: Row, sheet: Sheet, roots: Set<string>, ivs: { percent: boolean }): Draft | null {
  const { line } = row
  const bidText = cellAt(row, sheet.bid.index)
  const askText = cellAt(row, sheet.ask.index)
  if (sheet.side && isMissing(bidText) && isMissing(askText)) return null
  const symbolText = sheet.symbol ? cellAt(row, sheet.symbol.index) : ''
  const occ = symbolText === '' ? null : readOccSymbol(symbolText)
  if (occ) roots.add(occ.root)
  const needsSymbol = !sheet.expiration || !sheet.strike || (!sheet.right && !sheet.side)
  if (needsSymbol && !occ && sheet.symbol) {
    fault(
      line,
      sheet.symbol.name,
      isMissing(symbolText)
        ? 'the cell is empty; with no column for its expiration, strike or type, the Lab reads the contract from its symbol.'
        : `“${symbolText}” is not an OCC option symbol (such as SPY261127C00600000).`,
    )
  }
  const expiration = sheet.expiration ? expirationIn(row, sheet.expiration) : (occ?.expiration ?? '')
  const strike = sheet.strike ? strikeIn(row, sheet.strike) : (occ?.strike ?? 0)
  const right = sheet.side ?? (sheet.right ? rightIn(row, sheet.right) : (occ?.right ?? 'call'))
  if (occ && sheet.symbol && (occ.expiration !== expiration || occ.strike !== strike || occ.right !== right)) {
    fault(
      line,
      sheet.symbol.name,
      `the symbol “${symbolText}” is the ${occ.expiration} ${occ.strike} ${occ.right}, but the row says the ${expiration} ${strike} ${right}.`,
    )
  }
  const contract: Draft = {
    expiration,
    strike,
    right,
    bid: priceIn(row, sheet.bid, bidText, true) ?? 0,
    ask: priceIn(row, sheet.ask, askText, true) ?? 0,
    line,
  }
  if (sheet.last) {
    const last = priceIn(row, sheet.last, cellAt(row, sheet.last.index), false)
    if (last !== undefined) contract.last = last
  }
  if (sheet.iv) {
    const text = cellAt(row, sheet.iv.index)
    const percent = text.endsWith('%')
    const iv = numberIn(percent ? text.slice(0, -1).trim() : text)
    if (iv !== undefined) {
      if (Number.isNaN(iv)) fault(line, sheet.iv.name, `“${text}” is not an implied volatility.`)
      if (iv < 0) fault(line, sheet.iv.name, `“${text}” is a negative implied volatility.`)
      if (percent) ivs.percent = true
      if (iv > 0) contract.iv = iv
    }
  }
  if (sheet.delta) {
    const text = cellAt(row, sheet.delta.index)
    const delta = numberIn(text)
    if (delta !== undefined) {
      if (Number.isNaN(delta)) fault(line, sheet.delta.name, `“${text}” is not a delta.`)
      if (delta < -1 || delta > 1)
        fault(line, sheet.delta.name, `“${text}” is not a delta: a delta is between −1 and 1.`)
      if (right === 'call' && delta < 0) {
        fault(line, sheet.delta.name, `“${text}” is a negative delta for a call; a call’s delta is between 0 and 1.`)
      }
      contract.delta = delta + 0
    }
  }
  for (const field of ['openInterest', 'volume'] as const) {
    const column = sheet[field]
    if (!column) continue
    const text = cellAt(row, column.index)
    const count = numberIn(text)
    if (count === undefined) continue
    if (!Number.isInteger(count) || count < 0) {
      fault(line, column.name, `“${text}” is not a number of contracts (a whole number, 0 or more).`)
    }
    contract[field] = count
  }
  return contract
}

/** A bid, ask or last; undefined when missing and not needed. */
function priceIn(row: Row, column: Column, text: string, needed: boolean): number | undefined {
  const price = numberIn(text)
  if (price === undefined) {
    if (!needed) return undefined
    fault(row.line, column.name, `the cell is empty; every contract needs a bid and an ask.`)
  }
  if (Number.isNaN(price)) fault(row.line, column.name, `“${text}” is not a price.`)
  if (price < 0) fault(row.line, column.name, `“${text}” is a negative price.`)
  return price + 0
}

/** The strike of a row. */
function strikeIn(row: Row, column: Column): number {
  const text = cellAt(row, column.index)
  const strike = numberIn(text)
  if (strike === undefined) fault(row.line, column.name, 'the cell is empty; every contract needs its strike.')
  if (Number.isNaN(strike)) fault(row.line, column.name, `“${text}” is not a strike price.`)
  if (strike <= 0) fault(row.line, column.name, `“${text}” is not a strike: a strike is above zero.`)
  return strike
}

/** Expiration cells already read, by their text: a chain repeats a handful of dates thousands of times. */
const readDates = new Map<string, string>()

/** The expiration of a row, "YYYY-MM-DD". */
function expirationIn(row: Row, column: Column): string {
  const text = cellAt(row, column.index)
  const known = readDates.get(text)
  if (known) return known
  if (isMissing(text)) fault(row.line, column.name, 'the cell is empty; every contract needs its expiration date.')
  const date = dateIn(text)
  if (!date) {
    fault(
      row.line,
      column.name,
      `“${text}” is not a date the Lab reads (such as 2026-11-27, 11/27/2026, Nov 27 2026 or 27-Nov-2026).`,
    )
  }
  if (!isCalendarDay(date)) fault(row.line, column.name, `“${text}” is not a day of the calendar.`)
  if (readDates.size > 1000) readDates.clear()
  readDates.set(text, date)
  return date
}

/** Call or put, as a row's type cell says it. */
function rightIn(row: Row, column: Column): Right {
  const text = cellAt(row, column.index)
  const word = text.toLowerCase()
  if (word === 'call' || word === 'c' || word === 'calls') return 'call'
  if (word === 'put' || word === 'p' || word === 'puts') return 'put'
  if (isMissing(text)) fault(row.line, column.name, 'the cell is empty; every contract needs to say call or put.')
  return fault(row.line, column.name, `“${text}” is neither call nor put (the Lab reads call, put, C or P).`)
}
