/**
 * A trader's own option chain, as the Lab holds it once read from their file (chain-file.ts): the
 * quotes of one underlying's contracts at one moment. It lives beside the scenario, never in it:
 * it is not saved, shared, put in a link or exported, and nothing of it leaves the browser.
 */

import type { Right } from './model.ts'

/** One contract's row of the chain: its quote and what else the file gave for it. */
export type ChainContract = {
  /** YYYY-MM-DD. */
  readonly expiration: string
  readonly strike: number
  readonly right: Right
  /** Bid and ask per share, as quoted; a bid of 0 is kept (the risk rules skip on it). */
  readonly bid: number
  readonly ask: number
  readonly last?: number
  /** Implied volatility as a fraction (0.1532), whatever way the file wrote it (15.32 or 0.1532). */
  readonly iv?: number
  /** −1…0 for puts, 0…1 for calls. */
  readonly delta?: number
  readonly openInterest?: number
  readonly volume?: number
  /** The file's line the quote was read from (1-based), so a ticket can name where a figure came from. */
  readonly line: number
}

/** The chain's two file layouts: one row per contract, or a call and a put on each strike's row (Cboe). */
export type ChainLayout = 'generic' | 'side-by-side'

export type OptionChain = {
  /** The file's name as chosen or dropped ("spy-2026-11-23.csv"); "pasted chain" for pasted text. */
  readonly fileName: string
  readonly layout: ChainLayout
  /** The underlying's symbol, when the file names it (Cboe's first line, or the contracts' OCC symbols). */
  readonly underlying?: string
  /** The underlying's price, when the file gives it. */
  readonly spot?: number
  /** When the quotes were taken, Eastern time, when the file says. */
  readonly quoted?: { readonly date: string; readonly time: string }
  /** Every contract read, by expiration, then right (calls first), then strike. */
  readonly contracts: readonly ChainContract[]
}

/** Where a file went wrong: its line (1-based), its column's header (null when not one column's), and why. */
export type ChainProblem = { readonly line: number; readonly column: string | null; readonly message: string }

export type ChainRead =
  | { readonly ok: true; readonly chain: OptionChain; readonly warnings: readonly string[] }
  | { readonly ok: false; readonly problem: ChainProblem }

/** The largest chain file the Lab reads: a full SPX chain of every expiry is about 3 MB. */
export const chainFileLimit = 8_000_000
