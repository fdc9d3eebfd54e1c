import { cpiSchedule } from '../../content/cpi-releases.ts'
import { closedReason, fromTime, isTradingDay } from './trading-days.ts'

/**
 * The market's scheduled events (calendar.ts): the bundled FOMC decisions, the company's CPI rows,
 * and the dates a visitor adds to a scenario, by day and by span.
 */

/** The kinds of event a visitor can add to a scenario, by the name a skip's reason gives them. */
export const ownEventKinds = {
  CPI: 'CPI release',
  employment: 'Employment report',
  other: 'Market event',
} as const
export type OwnEventKind = keyof typeof ownEventKinds
/** An event date the visitor added to the scenario (`market.events`). */
export type OwnEvent = { date: string; kind: OwnEventKind }

export type MarketEvent = { date: string; kind: 'FOMC' | OwnEventKind; name: string }

const fomc = (date: string): MarketEvent => ({ date, kind: 'FOMC', name: 'FOMC rate decision (14:00 ET)' })

/**
 * Scheduled releases that move the whole market, as their publishers announced them.
 * - FOMC: the second day of each scheduled meeting, when the statement is released at 14:00 ET.
 *   2025 and 2026 from the Federal Reserve's release "Federal Open Market Committee announces its
 *   tentative meeting schedule for 2025 and 2026" (August 2024); 2027 from its release of
 *   September 5, 2025 (https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm).
 * - CPI: releases at 08:30 ET, from `cpiReleases` below.
 * A visitor adds any other date to the scenario (`market.events`); `eventsOn` counts them alike.
 */
/**
 * CPI release dates, each with the BLS page it was copied from: the company's data file
 * (app/content/cpi-releases.ts, which documents its format), empty until the company fills it in.
 * The engine reads nothing else from the site's content.
 */
export const cpiReleases: readonly { date: string; source: string }[] = cpiSchedule.releases

/** The day the CPI rows were last compared with the BLS schedule, or '' while there are none. */
export const cpiChecked = cpiSchedule.checked

/** What a CPI row must be: a trading day, in order, once, with a BLS page; each problem in words. */
export function cpiScheduleProblems(schedule: typeof cpiSchedule): string[] {
  const problems: string[] = []
  const { checked, releases } = schedule
  if (releases.length > 0 && !/^\d{4}-\d{2}-\d{2}$/.test(checked)) {
    problems.push('“checked” must be the day the rows were compared with the BLS schedule, YYYY-MM-DD.')
  }
  if (releases.length === 0 && checked !== '') problems.push('“checked” is set, but there are no rows.')
  releases.forEach(({ date, source }, index) => {
    const row = `Row ${index + 1} (${date})`
    const time = Date.parse(`${date}T12:00:00Z`)
    const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(time) && fromTime(time) === date
    if (!real) problems.push(`${row}: not a date as YYYY-MM-DD.`)
    else if (!isTradingDay(date)) problems.push(`${row}: not a trading day (${closedReason(date)}).`)
    if (!/^https:\/\/www\.bls\.gov\//.test(source))
      problems.push(`${row}: its source must be a page on https://www.bls.gov/.`)
    const before = releases[index - 1]
    if (before && before.date >= date) problems.push(`${row}: not after the row before it (${before.date}).`)
  })
  return problems
}

export const marketEvents: readonly MarketEvent[] = [
  ...[
    '2025-01-29',
    '2025-03-19',
    '2025-05-07',
    '2025-06-18',
    '2025-07-30',
    '2025-09-17',
    '2025-10-29',
    '2025-12-10',
    '2026-01-28',
    '2026-03-18',
    '2026-04-29',
    '2026-06-17',
    '2026-07-29',
    '2026-09-16',
    '2026-10-28',
    '2026-12-09',
    '2027-01-27',
    '2027-03-17',
    '2027-04-28',
    '2027-06-09',
    '2027-07-28',
    '2027-09-15',
    '2027-10-27',
    '2027-12-08',
  ].map(fomc),
  ...cpiReleases.map(({ date }): MarketEvent => ({ date, kind: 'CPI', name: 'CPI release (08:30 ET)' })),
]

/** The years whose FOMC decisions are all bundled. */
export const eventCalendarYears = { first: 2025, last: 2027 } as const

/**
 * What the calendar bundles, in words the Lab shows where event dates are chosen and the event
 * template's notes repeat: "The Lab bundles the FOMC’s 2025–2027 rate decisions (Federal Reserve)
 * and no CPI release dates yet", or the CPI rows of the company's file, counted with their years.
 */
export function bundledEvents(releases: readonly { date: string }[] = cpiReleases): string {
  const fomc = `The Lab bundles the FOMC’s ${eventCalendarYears.first}–${eventCalendarYears.last} rate decisions (Federal Reserve)`
  if (releases.length === 0) return `${fomc} and no CPI release dates yet`
  const [first, last] = [releases[0]?.date.slice(0, 4), releases.at(-1)?.date.slice(0, 4)]
  const years = first === last ? first : `${first}–${last}`
  const count = `${releases.length} CPI release date${releases.length === 1 ? '' : 's'}`
  return `${fomc} and ${count} (${years}) from the BLS schedule`
}

/**
 * Where CPI release dates come from, as a sentence for the event template, its hub and its guide:
 * none until the company adds the BLS schedule's rows (app/content/cpi-releases.ts), and then how
 * many. A sentence never says CPI dates are bundled while there are none (cpi-claims.test.ts).
 */
export function cpiDatesWords(releases: readonly { date: string }[] = cpiReleases): string {
  if (releases.length === 0)
    return 'CPI dates come only once the company adds them from the BLS schedule, and none are in yet: add the CPI days you trade around as your own dates.'
  const [first, last] = [releases[0]?.date.slice(0, 4), releases.at(-1)?.date.slice(0, 4)]
  const years = first === last ? first : `${first}–${last}`
  return `The company has added ${releases.length} CPI release date${releases.length === 1 ? '' : 's'} (${years}, 08:30 ET) from the BLS schedule; add any other date as your own.`
}

/** The bundled events of the day, then the visitor's own: "CPI release (your date)". */
export function eventsOn(date: string, own: readonly OwnEvent[] = []): MarketEvent[] {
  return [
    ...marketEvents.filter((event) => event.date === date),
    ...ownEvents(own.filter((event) => event.date === date)),
  ]
}

/** The visitor's own events as the calendar names them. */
function ownEvents(own: readonly OwnEvent[]): MarketEvent[] {
  return own.map(({ date, kind }) => ({ date, kind, name: `${ownEventKinds[kind]} (your date)` }))
}

/**
 * Every scheduled event from `from` to `to`, both included, bundled and the visitor's own, in date
 * order: what falls inside an option's life when `to` is its expiry (an event on the expiry day
 * comes before its close: an FOMC statement at 14:00 ET, a CPI release at 08:30 ET).
 */
export function eventsBetween(from: string, to: string, own: readonly OwnEvent[] = []): MarketEvent[] {
  return [...marketEvents, ...ownEvents(own)]
    .filter((event) => event.date >= from && event.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** The first scheduled event on or after `date`, bundled or the visitor's own, or null with none ahead. */
export function nextEvent(date: string, own: readonly OwnEvent[] = []): MarketEvent | null {
  return eventsBetween(date, '9999-12-31', own)[0] ?? null
}
