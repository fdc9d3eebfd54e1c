import type { LogoName } from '~/components/brokers/logos'

/** Options support for a broker: live (`true`) or an integration still in progress. */
export type OptionsSupport = true | 'pending'

/** A broker entry (docs/requirements.md#content-model): name, icon, options support and the broker's public website. */
export type Broker = {
  name: string
  icon: LogoName
  options: OptionsSupport
  website: string
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

/**
 * What an empty cell shows on a phone, where each cell stands alone under its column's name: the
 * coming-soon note of futures and crypto, a dash for bonus. Drawn by CSS, so the cells stay empty.
 */
export function emptyCellMark(column: (typeof brokerColumns)[number]): string {
  return 'comingSoon' in column ? comingSoonLabel : '–'
}

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
