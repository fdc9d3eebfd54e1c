import type { LogoName } from '~/components/brokers/logos'
import type { PagePath } from '~/lib/page-path'

/** Options support for a broker: live (`true`) or an integration still in progress. */
export type OptionsSupport = true | 'pending'

/**
 * A broker entry (docs/requirements.md#content-model): name, icon, options support and the broker's
 * public website. Futures, crypto and a bonus are absent for every broker today, so their cells are
 * empty; an entry gains one the day it is true, and its cell shows it.
 */
export type Broker = {
  name: string
  icon: LogoName
  options: OptionsSupport
  website: string
  futures?: true
  crypto?: true
  bonus?: string
}

/** The brokers table, in display order (docs/requirements.md#brokers-page). */
export const brokers = [
  { name: 'Alpaca', icon: 'alpaca', options: true, website: 'https://alpaca.markets' },
  { name: 'Lightspeed', icon: 'lightspeed', options: true, website: 'https://www.lightspeed.com' },
  { name: 'Tradier', icon: 'tradier', options: true, website: 'https://tradier.com' },
  { name: 'TradeZero', icon: 'tradezero', options: true, website: 'https://tradezero.com' },
  { name: 'TradeStation', icon: 'tradestation', options: 'pending', website: 'https://www.tradestation.com' },
  { name: 'Webull', icon: 'webull', options: 'pending', website: 'https://www.webull.com' },
  { name: 'Charles Schwab', icon: 'charles-schwab', options: 'pending', website: 'https://www.schwab.com' },
] as const satisfies readonly Broker[]

/** The table's columns (docs/requirements.md#brokers-page). Futures and crypto are not live yet; their cells stay empty. */
export const brokerColumns = [
  { key: 'broker', label: 'Broker' },
  { key: 'options', label: 'Options' },
  { key: 'futures', label: 'Futures', comingSoon: true },
  { key: 'crypto', label: 'Crypto', comingSoon: true },
  { key: 'bonus', label: 'Bonus' },
] as const satisfies ReadonlyArray<{ key: string; label: string; comingSoon?: boolean }>

export const comingSoonLabel = 'Coming Soon'

/** The futures, crypto and bonus columns: empty for every broker today. */
export type ExtraColumn = (typeof brokerColumns)[2 | 3 | 4]
export const extraColumns = brokerColumns.slice(2) as readonly ExtraColumn[]

/** What a broker's futures, crypto or bonus cell holds: a check mark (`true`), a bonus's words, or nothing. */
export function extraCell(broker: Broker, column: ExtraColumn): true | string | undefined {
  return broker[column.key]
}

/**
 * What an empty cell shows on a phone, where each cell stands alone under its column's name: the
 * coming-soon note of futures and crypto, a dash for bonus. Drawn by CSS, so the cells stay empty.
 */
export function emptyCellMark(column: (typeof brokerColumns)[number]): string {
  return 'comingSoon' in column ? comingSoonLabel : '–'
}

/**
 * The columns no broker of `list` has anything in. A phone's broker cards leave these cells out of
 * view (screen readers still have them): seven cards each saying "Coming Soon" twice and "–" once
 * tell less than the one sentence of comingForEveryBroker().
 */
export function columnsEmptyForEvery(list: readonly Broker[]): ExtraColumn[] {
  return extraColumns.filter((column) => list.every((broker) => extraCell(broker, column) === undefined))
}

/**
 * The sentence above the broker cards on a phone: the coming-soon columns (futures, crypto) that no
 * broker of `list` supports yet, or undefined when every one of them has a broker that does.
 */
export function comingForEveryBroker(list: readonly Broker[]): string | undefined {
  const coming = columnsEmptyForEvery(list).filter((column) => 'comingSoon' in column)
  if (coming.length === 0) return undefined
  const names = coming.map((column, index) => (index === 0 ? column.label : column.label.toLowerCase()))
  const subject = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `${subject} trading ${coming.length === 1 ? 'is' : 'are'} coming soon for every broker listed.`
}

/**
 * How a broker account connects, shown under the broker's name: the company's words for each broker
 * (a setting, SITE_BROKER_<NAME>_CONNECTION, app/config/settings.ts), or, until it gives them, a
 * marker that says the fact is still to be confirmed rather than a guess.
 */
export const brokerConnection = {
  label: 'Connection:',
  unconfirmed: 'confirmed before launch',
} as const

/**
 * The link from /brokers to what the security page says happens to a broker connection's keys. Its
 * path is checked against the route table by type alone: the build's settings read this module in
 * plain Node (app/config/settings.ts), where no `~/` import resolves.
 */
export const brokerKeyHandlingLink = {
  to: `${'/security' satisfies PagePath}#key-handling`,
  label: 'What we do with your broker connection',
} as const

/** How each support state reads: the check mark's accessible name, and the word shown for pending. */
export const optionsSupportLabels = {
  supported: 'Supported',
  pending: 'pending',
} as const

/** The host name shown under a broker's name, e.g. "alpaca.markets". */
export function displayHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '')
}

/** A broker name reduced to letters and digits, so "Charles Schwab", "charles-schwab" and "CHARLESSCHWAB" compare equal. */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

export type StatusFilter = 'all' | 'supported' | 'pending'

/** The brokers whose name contains the query (forgiving case, spaces and punctuation) and whose status fits. */
export function findBrokers<B extends Broker>(list: readonly B[], query: string, status: StatusFilter): B[] {
  const key = searchKey(query)
  return list.filter(
    (broker) =>
      searchKey(broker.name).includes(key) &&
      (status === 'all' || (status === 'supported') === (broker.options === true)),
  )
}

/** The finder above the table (docs/requirements.md#broker-finder). */
export const brokerFinder = {
  searchLabel: 'Find your broker',
  placeholder: 'e.g. Schwab or Trade Station',
  statusLegend: 'Options status',
  statuses: [
    { value: 'all', label: 'All' },
    { value: 'supported', label: 'Supported' },
    { value: 'pending', label: 'Pending' },
  ],
  count: (shown: number, total: number) =>
    shown === total ? `Showing all ${total} brokers` : `Showing ${shown} of ${total} brokers`,
  noMatch: 'No broker on our list matches your search.',
  notListed: 'Not listed? Ask us about your broker',
  requestSubject: 'Broker request',
} as const satisfies { statuses: readonly { value: StatusFilter; label: string }[] } & Record<string, unknown>
