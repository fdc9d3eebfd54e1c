import * as v from 'valibot'
import { scenarioDefaults, tickerDefaults } from '../../content/lab-tickers.ts'
import { accountFields, marketFields } from './facts.ts'
import { counted } from './format.ts'
import { capitalized, labelOf, shown } from './issue-words.ts'
import type { Scenario, Strategy } from './model.ts'
import { isRecord, type Parsed } from './parse-json.ts'
import { costBasisMessage, scenarioSchema } from './schema.ts'
import { defaultTemplate } from './templates.ts'

/**
 * The scenario that comes with a strategy from a file, a link or saved work: completed from the
 * ticker's own defaults or the default template's, each value it cannot use named and replaced, so
 * one bad number does not discard the rest.
 */

/**
 * A strategy with the scenario it was being tried on, as links and files carry them. `filled`: the
 * link or file carried no scenario, and this one is the ticker's defaults.
 */
export type Work = { strategy: Strategy; scenario: Scenario | null; filled?: true }

/**
 * The scenario a strategy on `ticker` opens with when no usable one comes with it: the ticker's own
 * illustrative defaults (app/content/lab-tickers.ts) for its price, volatility, day's move and
 * averages, the default template's date, time and account. Null for a ticker the table does not
 * hold: the Lab then asks for its values rather than lend another ticker's.
 */
export function tickerScenario(ticker: string): Scenario | null {
  const own = tickerDefaults(ticker)
  if (!own) return null
  const base = defaultTemplate.scenario
  return {
    alert: { ticker, action: base.alert.action, price: own.price, message: `${ticker} alert` },
    market: {
      ...structuredClone(base.market),
      price: own.price,
      averages: { ...own.averages },
      iv: own.iv,
      ivRank: own.ivRank,
      dayMovePercent: own.dayMovePercent,
    },
    account: { ...base.account },
  }
}

/** The scenario fields a ticker's defaults fill, each with its label and its value in words. */
const tickerFields = {
  price: { name: 'price', words: (value: number) => `$${value.toFixed(2)}` },
  iv: { name: 'implied volatility', words: (value: number) => `${value}%` },
  ivRank: { name: 'IV rank', words: (value: number) => String(value) },
  dayMovePercent: { name: 'day’s move', words: (value: number) => `${value}%` },
} as const
type TickerField = keyof typeof tickerFields

const averagesWords = (averages: Record<string, number>) =>
  Object.entries(averages)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ')

/** "$230.00" for the default at a place of the scenario that a ticker's defaults fill, or null. */
function tickerDefaultWords(keys: readonly string[], own: Scenario): string | null {
  const [section, name, average] = keys
  if (section === 'alert' && name === 'price' && own.alert.price !== undefined)
    return tickerFields.price.words(own.alert.price)
  if (section !== 'market' || name === undefined) return null
  if (name === 'averages') {
    if (average === undefined) return averagesWords(own.market.averages)
    const value = own.market.averages[average]
    return value === undefined ? 'none (it is removed)' : String(value)
  }
  return Object.hasOwn(tickerFields, name)
    ? tickerFields[name as TickerField].words(own.market[name as TickerField])
    : null
}

/** Where a ticker's defaults come from, said once after the values they filled. */
const defaultsSource = (ticker: string) =>
  `(the Lab’s ${scenarioDefaults.what} for ${ticker} as of ${scenarioDefaults.asOf}, not market data)`

/**
 * A parsed strategy joined with the scenario that came with it. A value the scenario lacks or
 * cannot use takes the strategy's ticker's own default, and the warning names each one with the
 * value used and where it comes from; a value no ticker owns (the date, the VIX, the account)
 * takes the default template's. A link or file without a scenario opens on the ticker's defaults.
 * A ticker without defaults lends none from another: the scenario on screen stays (null) and the
 * warning asks for the ticker's values.
 */
export function withScenario(strategy: Parsed<Strategy>, scenario: unknown): Parsed<Work> {
  if (!strategy.ok) return strategy
  const { ticker } = strategy.value.trigger
  const own = tickerScenario(ticker)
  if (scenario === undefined) {
    if (!own) {
      return {
        ...strategy,
        value: { strategy: strategy.value, scenario: null },
        warnings: [...strategy.warnings, askWords(ticker, 'It came without a scenario')],
      }
    }
    const values = (Object.keys(tickerFields) as TickerField[]).map(
      (key) => `${tickerFields[key].name} ${tickerFields[key].words(own.market[key])}`,
    )
    const filled = `It came without a scenario, so ${ticker}’s own defaults fill one: ${[...values, averagesWords(own.market.averages)].join(', ')} ${defaultsSource(ticker)}; the date, time and account are the default template’s.`
    return {
      ...strategy,
      value: { strategy: strategy.value, scenario: own, filled: true },
      warnings: [...strategy.warnings, filled],
    }
  }
  const read = toScenario(scenario, own ?? defaultTemplate.scenario, own ? { ticker, scenario: own } : undefined)
  if (read.ok) {
    return {
      ...strategy,
      value: { strategy: strategy.value, scenario: read.value },
      warnings: [...strategy.warnings, ...read.warnings, ...(own ? [] : standIns(ticker, scenario, read.value))],
    }
  }
  const why = read.problems?.length ? ` (${read.problems.join('; ')})` : ''
  return {
    ok: true,
    value: { strategy: strategy.value, scenario: null },
    warnings: [...strategy.warnings, `${read.message.replace(/\.$/, '')}${why}. The current scenario is kept.`],
  }
}

/**
 * A ticker without defaults whose own price or volatility could not be used: the default template's
 * value stands in on screen, and the Lab says whose it is and asks for the ticker's.
 */
function standIns(ticker: string, carried: unknown, read: Scenario): string[] {
  const market = isRecord(carried) && isRecord(carried.market) ? carried.market : {}
  const base = defaultTemplate.scenario
  const lent = (Object.keys(tickerFields) as TickerField[]).filter((key) => market[key] !== read.market[key])
  if (lent.length === 0) return []
  const names = lent.map((key) => tickerFields[key].name)
  const values = lent.map((key) => tickerFields[key].words(read.market[key]))
  return [
    `The Lab has no defaults for ${ticker}: the ${names.join(', ')} shown (${values.join(', ')}) ${lent.length === 1 ? 'is the default template’s' : 'are the default template’s'} ${base.alert.ticker} ${lent.length === 1 ? 'figure' : 'figures'}, not ${ticker}’s; type ${ticker}’s in the scenario before a dry run.`,
  ]
}

/** What the Lab asks for when a ticker without defaults comes without its values. */
const askWords = (ticker: string, what: string) =>
  `${what}, and the Lab has no defaults for ${ticker}: type ${ticker}’s ${marketFields.price.label.toLowerCase()} and ${marketFields.iv.label.replace(' (%)', '').toLowerCase()} in the scenario before a dry run; the scenario on screen is kept, and its figures are not ${ticker}’s.`

/** A scenario's part as a trader sees it on the scenario panel. */
const partWords: Record<string, string> = { alert: 'the alert', market: 'the market', account: 'the account' }

/** What was found in a field, when it is a plain value worth repeating: never an object or list. */
function foundWords(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? ` (found ${input})` : ''
  if (typeof input === 'string') return ` (found “${input.slice(0, 30)}”)`
  if (typeof input === 'boolean' || input === null) return ` (found ${String(input)})`
  return ''
}

/** The check that holds shares to a cost basis: a scenario without the basis is opened and asks for it. */
const isBasisCheck = (issue: v.BaseIssue<unknown>) =>
  issue.type === 'partial_check' && issue.message === costBasisMessage

/** What the Lab asks for when a scenario holds shares without what they cost. */
function basisWords(account: Record<string, unknown>): string {
  const shares = typeof account.sharesHeld === 'number' ? account.sharesHeld : 0
  return `The scenario holds ${counted(shares, 'share')} and no cost basis: fill in “${accountFields.costBasis.label}”, what the shares cost you, before a dry run can use them; the rest of the scenario is opened as it came.`
}

/**
 * A scenario from saved work, a file or a link, completed from `fallback` where it lacks a field
 * (work saved before a field existed) and checked with the model's schema. A value it cannot use
 * is named by its label and replaced by the fallback's, every one of them, and the good values are
 * kept: one bad number does not discard the whole scenario. Shares without a cost basis keep a
 * basis of 0, which the scenario panel marks, and the warning asks for it: a basis is what the
 * visitor paid, so none is made up.
 */
export function toScenario(
  value: unknown,
  fallback: Scenario,
  own?: { ticker: string; scenario: Scenario },
): Parsed<Scenario> {
  const part = (key: 'alert' | 'market' | 'account') => {
    const item = (value as Record<string, unknown> | null)?.[key]
    // A copy: the bad values are replaced in it, never in what the caller passed.
    return isRecord(item) ? structuredClone(item) : {}
  }
  const alertText = (value as Record<string, unknown> | null)?.alertText
  const merged: Record<string, unknown> = {
    // An alert is whole as it came (one without a price means the market's), or the fallback's.
    alert: isRecord((value as Record<string, unknown> | null)?.alert) ? part('alert') : { ...fallback.alert },
    market: { ...fallback.market, ...part('market') },
    account: { ...fallback.account, ...part('account') },
    ...(alertText === undefined ? {} : { alertText }),
  }
  const replaced: string[] = []
  // What the strategy's ticker's own defaults filled in, each with the value used.
  const filled: string[] = []
  if (own) {
    const carried = part('market')
    for (const key of [...(Object.keys(tickerFields) as TickerField[]), 'averages'] as const) {
      if (Object.hasOwn(carried, key)) continue
      const label = key === 'averages' ? 'moving averages' : tickerFields[key].name
      filled.push(
        `${own.ticker}’s ${label} ${key === 'averages' ? 'were' : 'was'} missing: used the Lab’s ${own.ticker} default, ${tickerDefaultWords(['market', key], own.scenario)}`,
      )
    }
  }
  for (let pass = 0; pass < 50; pass++) {
    const result = v.safeParse(scenarioSchema, merged)
    const issues = result.success ? [] : result.issues.filter((issue) => !isBasisCheck(issue))
    if (result.success || (issues.length === 0 && result.typed)) {
      const warnings = [
        ...(filled.length === 0 || !own ? [] : [`${filled.join('; ')} ${defaultsSource(own.ticker)}.`]),
        ...(replaced.length === 0
          ? []
          : [
              `${replaced.length === 1 ? 'One value' : `${replaced.length} values`} of the scenario could not be used and ${replaced.length === 1 ? 'takes' : 'take'} the default template’s (${replaced.join('; ')}); the rest of the scenario is opened.`,
            ]),
        ...(result.success ? [] : [basisWords(merged.account as Record<string, unknown>)]),
      ]
      return { ok: true, value: result.output as Scenario, warnings }
    }
    let changed = false
    const seen = new Set<string>()
    for (const issue of issues) {
      const keys = (issue.path ?? []).map((item) => String(item.key))
      // One reason per value: the first the schema gives.
      if (seen.has(keys.join('.'))) continue
      seen.add(keys.join('.'))
      const unknown = issue.type === 'strict_object' && issue.expected === 'never'
      const [section = '', name = ''] = keys
      const where = partWords[section] ?? 'the scenario'
      // The schema's messages name the field by its label ("Shares held must be…"); a moving average by its name.
      const label = labelOf(name)
      const named = label ? `“${label}”` : section === 'alert' ? `the alert’s “${name}”` : `a value of ${where}`
      const library = /^Invalid /.test(issue.message)
      const message =
        section === 'market' && name === 'averages' && keys[2]
          ? `${keys[2]}: ${issue.message}`
          : !library
            ? issue.message
            : issue.input === undefined
              ? `${capitalized(named)} is missing`
              : `${capitalized(named)} cannot be ${shown(issue.input)}`
      const ownDefault = own && !unknown ? tickerDefaultWords(keys, own.scenario) : null
      const reason = `${message.replace(/\.$/, '').replace(/"([^"]*)"/g, '“$1”')}${library ? '' : foundWords(issue.input)}`
      if (own && ownDefault !== null) filled.push(`${reason}: used the Lab’s ${own.ticker} default, ${ownDefault}`)
      else
        replaced.push(
          unknown
            ? `“${String(keys.at(-1)).slice(0, 40)}” in ${where} is not something the Lab reads, ignored`
            : // The alert's own messages quote its keys as typed in TradingView; here they read as words.
              reason,
        )
      // The bad value gives way to the fallback's at the same place, or goes where the fallback has none.
      let target: unknown = merged
      let original: unknown = fallback
      for (const key of keys.slice(0, -1)) {
        target = isRecord(target) ? target[key] : undefined
        original = isRecord(original) ? original[key] : undefined
      }
      const last = keys.at(-1)
      if (!isRecord(target) || last === undefined) continue
      const previous = isRecord(original) && !unknown ? original[last] : undefined
      if (previous === undefined) delete target[last]
      else target[last] = structuredClone(previous)
      changed = true
    }
    if (!changed) break
  }
  return { ok: false, warnings: [], message: 'This scenario cannot be used.', problems: [...filled, ...replaced] }
}
