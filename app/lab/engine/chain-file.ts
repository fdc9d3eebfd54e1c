/**
 * Reading a trader's option-chain file (CSV, as a broker's export or Cboe's delayed-quotes page
 * writes it) into the Lab's OptionChain. Pure and synchronous, with no DOM: it runs in a Web Worker.
 *
 * The header row is found by its words (chain-columns.ts) in the first 20 lines, so the lines Cboe
 * writes above it are read as a preamble: the underlying's symbol and price, and the time of the
 * quotes (chain-facts.ts). Two layouts (chain-sheets.ts):
 *
 * - generic: one row per contract;
 * - side-by-side: a call and a put on each strike's row, as Cboe writes it. Columns left of the
 *   Strike column are the call's and those right of it the put's; a header may also name its side
 *   ("Call Bid", "Put Bid", "C Bid", "P Bid", "Bid (C)", "Bid (put)"). A side whose bid and ask are
 *   both empty is no contract and is skipped.
 *
 * What a cell may hold is in chain-cells.ts. A symbol stands for the expiration, strike and type
 * where their columns are missing, and must agree with them where they are not. The underlying is
 * then its root as written (SPXW), or the shortest root when others extend it (SPX beside SPXW):
 * naming the product behind a root is the caller's. Once every row is read, the whole file decides:
 * - an IV is a fraction (0.1532) or percent (15.32, or "15.32%"), decided once per file: percent
 *   when a cell has "%" or the median IV is above 5 (500 % read as a fraction). The median, not
 *   the largest, so a few far strikes quoted at 600 % on expiry day do not turn a whole file of
 *   fractions into percents. An IV of 0 is missing: Cboe writes 0 where it has none;
 * - put deltas written without their sign (every one 0 or more) are read as negative.
 *
 * The underlying, its price and the quote time are one per file: a row that says otherwise is a
 * problem. A crossed market (ask below bid) is kept, for the risk rules to judge. The first problem
 * stops the read, with its line and column in a sentence the page shows as is.
 */

import { headerScore } from './chain-columns.ts'
import { type FactColumns, type FileFacts, preambleFacts, rowFacts } from './chain-facts.ts'
import { ChainFault, cellAt, fault, headerSearchLines, type Row, rowsOf } from './chain-rows.ts'
import { contractOf, type Draft, type Sheet, sheetsOf } from './chain-sheets.ts'
import { type ChainContract, type ChainRead, chainFileLimit, type OptionChain } from './chain-types.ts'
import { megabytes } from './format.ts'

/** The most rows of quotes the Lab reads from one file. */
export const chainRowLimit = 50_000

/**
 * What joins a row's cells to compare the row with the header: a NUL, made rather than written so
 * that the text the site's font is checked against holds none.
 */
const cellJoint = String.fromCharCode(0)

/** The root the contracts' symbols share: the only one, or the one the others extend (SPX beside SPXW). */
function rootOf(roots: ReadonlySet<string>): string | undefined {
  const all = [...roots].sort((a, b) => a.length - b.length)
  const shortest = all[0]
  return shortest !== undefined && all.every((root) => root.startsWith(shortest)) ? shortest : undefined
}

const byContract = (a: ChainContract, b: ChainContract) =>
  a.expiration < b.expiration
    ? -1
    : a.expiration > b.expiration
      ? 1
      : a.right !== b.right
        ? a.right === 'call'
          ? -1
          : 1
        : a.strike - b.strike

/**
 * A trader's chain file read: its contracts sorted by expiration, then calls before puts, then
 * strike, with the underlying, its price and the quote time when the file gives them. Or the first
 * problem met, with its line, its column's header text, and a sentence the page shows as is.
 */
export function readChain(text: string, fileName: string): ChainRead {
  try {
    return { ok: true, ...chainOf(text, fileName) }
  } catch (error) {
    if (!(error instanceof ChainFault)) throw error
    return { ok: false, problem: { line: error.line, column: error.column, message: error.message } }
  }
}

function chainOf(text: string, fileName: string): { chain: OptionChain; warnings: string[] } {
  if (text.length > chainFileLimit) {
    fault(
      1,
      null,
      `the file is ${megabytes(text.length)}; the Lab reads chain files of up to ${megabytes(chainFileLimit)}.`,
    )
  }
  if (text.replace(/^\ufeff/, '').trim() === '') fault(1, null, 'the file is empty.')
  const rows = rowsOf(text)
  const headerAt = rows.findIndex((row) => row.line <= headerSearchLines && headerScore(row.cells) >= 2)
  const header = rows[headerAt]
  if (!header) {
    fault(
      1,
      null,
      `no header row in the first ${headerSearchLines} lines. The Lab looks for a row naming its columns: Expiration, Strike, Type, Bid and Ask (or an option Symbol for the first three), or Cboe’s Expiration Date, Calls, Bid, Ask, Strike, Puts.`,
    )
  }
  const warnings: string[] = []
  const facts: FileFacts = {}
  preambleFacts(rows.slice(0, headerAt), facts)
  const { layout, sheets, shared } = sheetsOf(header)
  const dataRows = rows.length - headerAt - 1
  if (dataRows > chainRowLimit) {
    fault(
      rows[headerAt + 1 + chainRowLimit]?.line ?? header.line,
      null,
      `the file has ${dataRows.toLocaleString('en-US')} rows of quotes; the Lab reads at most ${chainRowLimit.toLocaleString('en-US')}.`,
    )
  }
  const width = header.cells.findLastIndex((cell) => cell.trim() !== '') + 1
  const headerText = header.cells.map((cell) => cell.trim()).join(cellJoint)
  const roots = new Set<string>()
  const ivs = { percent: false }
  const contracts: Draft[] = []
  const factColumns: FactColumns = {
    underlying: shared.get('underlying'),
    spot: shared.get('spot'),
    quoteTime: shared.get('quoteTime'),
    quoteDate: shared.get('quoteDate'),
  }
  for (let index = headerAt + 1; index < rows.length; index += 1) {
    const row = rows[index] as Row
    let cells = row.cells.length
    while (cells > 0 && (row.cells[cells - 1] ?? '').trim() === '') cells -= 1
    // A blank row, or the header again (files joined one after the other), holds no quote.
    if (cells === 0) continue
    if (cellAt(row, 0) === cellAt(header, 0) && row.cells.map((cell) => cell.trim()).join(cellJoint) === headerText) {
      continue
    }
    if (cells > width || row.cells.length < width) {
      const count = cells > width ? cells : row.cells.length
      fault(row.line, null, `the row has ${count} cells, but the header on line ${header.line} has ${width}.`)
    }
    rowFacts(row, factColumns, facts)
    for (const sheet of sheets) {
      const contract = contractOf(row, sheet, roots, ivs)
      if (contract) contracts.push(contract)
    }
  }
  if (contracts.length === 0) {
    fault(header.line, null, 'no row below the header holds a contract with a bid and an ask.')
  }
  settleIvs(contracts, ivs.percent, warnings)
  settlePutDeltas(contracts, sheets, warnings)
  contracts.sort(byContract)
  duplicateCheck(contracts)
  const quoted = facts.quoted?.value
  if (quoted && quoted.time === null) warnings.push('The file gives the day of its quotes but not their time.')
  else if (quoted && !quoted.zoned)
    warnings.push('The quote time names no time zone; the Lab reads it as Eastern time.')
  const underlying = facts.underlying?.value.toUpperCase() ?? rootOf(roots)
  const chain: OptionChain = {
    fileName,
    layout,
    ...(underlying ? { underlying } : {}),
    ...(facts.spot ? { spot: facts.spot.value } : {}),
    ...(quoted?.time ? { quoted: { date: quoted.date, time: quoted.time } } : {}),
    contracts,
  }
  return { chain, warnings }
}

/** IVs made fractions: percent when a cell had "%" or the median is above 5 (the rule at the top). */
function settleIvs(contracts: Draft[], anyPercent: boolean, warnings: string[]): void {
  const ivs = contracts.flatMap((contract) => (contract.iv === undefined ? [] : [contract.iv])).sort((a, b) => a - b)
  if (ivs.length === 0) return
  const median = ivs[Math.floor(ivs.length / 2)] ?? 0
  if (!anyPercent && median <= 5) return
  // toPrecision drops the binary noise of the division: 17.3 / 100 is 0.17300000000000001.
  for (const contract of contracts)
    if (contract.iv !== undefined) contract.iv = Number((contract.iv / 100).toPrecision(12))
  warnings.push(`The file writes implied volatility as percent: ${median} is read as ${median} %.`)
}

/**
 * Put deltas given their sign: a file that writes none below zero writes their size alone, and each
 * is made negative; in a file that writes some below zero, one above zero is a problem.
 */
function settlePutDeltas(contracts: Draft[], sheets: readonly Sheet[], warnings: string[]): void {
  const puts = contracts.filter((contract) => contract.right === 'put' && contract.delta !== undefined)
  const positive = puts.find((contract) => (contract.delta ?? 0) > 0)
  if (!positive) return
  if (puts.some((contract) => (contract.delta ?? 0) < 0)) {
    const column = sheets.find((sheet) => sheet.side !== 'call')?.delta?.name ?? null
    fault(
      positive.line,
      column,
      `“${positive.delta}” is a positive delta for a put; a put’s delta is between −1 and 0.`,
    )
  }
  for (const contract of puts) contract.delta = -(contract.delta ?? 0) + 0
  warnings.push('Put deltas are written without their sign; the Lab reads them as negative.')
}

/** The problem of a contract that is in the file twice, named at its second line. */
function duplicateCheck(contracts: readonly ChainContract[]): void {
  let twice: { first: ChainContract; second: ChainContract } | undefined
  for (let index = 1; index < contracts.length; index += 1) {
    const before = contracts[index - 1] as ChainContract
    const contract = contracts[index] as ChainContract
    if (byContract(before, contract) !== 0) continue
    const first = before.line < contract.line ? before : contract
    const second = first === before ? contract : before
    if (!twice || second.line < twice.second.line) twice = { first, second }
  }
  if (!twice) return
  const { first, second } = twice
  fault(
    second.line,
    null,
    `the ${second.expiration} ${second.strike} ${second.right} is also on line ${first.line}; a chain lists each contract once.`,
  )
}
