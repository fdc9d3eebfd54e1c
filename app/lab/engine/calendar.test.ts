import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cpiSchedule } from '../../content/cpi-releases'
import {
  addDays,
  bundledEvents,
  calendarYears,
  closedReason,
  cpiReleases,
  cpiScheduleProblems,
  daysBetween,
  earlyClose,
  easter,
  easternOffsetHours,
  eventsBetween,
  eventsOn,
  expiryFor,
  holiday,
  isListedExpiry,
  isMonthlyExpiry,
  isScenarioDay,
  isTradingDay,
  marketEvents,
  nextEvent,
  nextTradingDay,
  previousTradingDay,
  session,
  tradingDaysBetween,
  tradingMinutesUntilClose,
  weekday,
} from './calendar'

/** Every full-day closure of a year, as the NYSE publishes its holiday calendar. */
const published: Record<number, Record<string, string>> = {
  2025: {
    '2025-01-01': 'New Year’s Day',
    '2025-01-09': 'National Day of Mourning for President Jimmy Carter',
    '2025-01-20': 'Martin Luther King Jr. Day',
    '2025-02-17': 'Washington’s Birthday',
    '2025-04-18': 'Good Friday',
    '2025-05-26': 'Memorial Day',
    '2025-06-19': 'Juneteenth National Independence Day',
    '2025-07-04': 'Independence Day',
    '2025-09-01': 'Labor Day',
    '2025-11-27': 'Thanksgiving Day',
    '2025-12-25': 'Christmas Day',
  },
  2026: {
    '2026-01-01': 'New Year’s Day',
    '2026-01-19': 'Martin Luther King Jr. Day',
    '2026-02-16': 'Washington’s Birthday',
    '2026-04-03': 'Good Friday',
    '2026-05-25': 'Memorial Day',
    '2026-06-19': 'Juneteenth National Independence Day',
    '2026-07-03': 'Independence Day (observed)',
    '2026-09-07': 'Labor Day',
    '2026-11-26': 'Thanksgiving Day',
    '2026-12-25': 'Christmas Day',
  },
  2027: {
    '2027-01-01': 'New Year’s Day',
    '2027-01-18': 'Martin Luther King Jr. Day',
    '2027-02-15': 'Washington’s Birthday',
    '2027-03-26': 'Good Friday',
    '2027-05-31': 'Memorial Day',
    '2027-06-18': 'Juneteenth National Independence Day (observed)',
    '2027-07-05': 'Independence Day (observed)',
    '2027-09-06': 'Labor Day',
    '2027-11-25': 'Thanksgiving Day',
    '2027-12-24': 'Christmas Day (observed)',
  },
}

/** The 13:00 ET early closes the NYSE publishes for the same years. */
const publishedEarlyCloses: Record<number, string[]> = {
  2025: ['2025-07-03', '2025-11-28', '2025-12-24'],
  2026: ['2026-11-27', '2026-12-24'],
  2027: ['2027-11-26'],
}

function daysOf(year: number): string[] {
  const days: string[] = []
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) days.push(day)
  return days
}

describe('the NYSE calendar', () => {
  it.each([2025, 2026, 2027])('closes on exactly the published holidays of %i', (year) => {
    const closures = Object.fromEntries(
      daysOf(year)
        .map((day) => [day, holiday(day)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== null),
    )
    expect(closures).toEqual(published[year])
  })

  it.each([2025, 2026, 2027])('closes early at 13:00 ET on exactly the published days of %i', (year) => {
    const early = daysOf(year).filter((day) => earlyClose(day) !== null)
    expect(early).toEqual(publishedEarlyCloses[year])
    for (const day of early) expect(session(day)).toEqual({ open: 570, close: 780 })
  })

  it('finds Easter by the Gregorian computus', () => {
    expect(['2025', '2026', '2027', '2038', '2285'].map((year) => easter(Number(year)))).toEqual([
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ])
  })

  it('does not move a Saturday New Year’s Day into the old year', () => {
    // 2022 and 2028 begin on a Saturday: the Friday before trades.
    expect(isTradingDay('2021-12-31')).toBe(true)
    expect(isTradingDay('2027-12-31')).toBe(true)
    // A Sunday New Year's Day closes the Monday after.
    expect(holiday('2023-01-02')).toBe('New Year’s Day (observed)')
  })

  it('says why a day is closed, and opens 09:30–16:00 ET otherwise', () => {
    expect(closedReason('2026-11-28')).toBe('Saturday')
    expect(closedReason('2026-11-29')).toBe('Sunday')
    expect(closedReason('2026-11-26')).toBe('Thanksgiving Day')
    expect(closedReason('2026-11-23')).toBeNull()
    expect(session('2026-11-23')).toEqual({ open: 570, close: 960 })
    expect(session('2026-12-25')).toBeNull()
    expect(nextTradingDay('2026-12-24')).toBe('2026-12-28')
    expect(previousTradingDay('2027-01-04')).toBe('2026-12-31')
  })
})

describe('listed expirations', () => {
  it('lists SPY every trading day and AAPL on Fridays, a holiday Friday moving to the Thursday', () => {
    expect(isListedExpiry('SPY', '2026-11-23')).toBe(true)
    expect(isListedExpiry('AAPL', '2026-11-23')).toBe(false)
    expect(isListedExpiry('AAPL', '2026-11-27')).toBe(true)
    expect(isListedExpiry('AAPL', '2026-12-24')).toBe(true)
    expect(isListedExpiry('AAPL', '2026-12-25')).toBe(false)
    expect(isListedExpiry('SPY', '2026-11-26')).toBe(false)
  })

  it('knows the monthly expiry: the third Friday, or the Thursday before a Good Friday', () => {
    expect(isMonthlyExpiry('2026-12-18')).toBe(true)
    expect(isMonthlyExpiry('2026-12-11')).toBe(false)
    // April 2025's third Friday was Good Friday: that month's options expired on Thursday the 17th.
    expect(isMonthlyExpiry('2025-04-18')).toBe(false)
    expect(isMonthlyExpiry('2025-04-17')).toBe(true)
  })

  it('picks the first listed expiry on or after the requested days', () => {
    expect(expiryFor('SPY', '2026-11-23', 14)).toBe('2026-12-07')
    expect(expiryFor('SPY', '2026-11-23', 7)).toBe('2026-11-30')
    expect(expiryFor('SPY', '2026-11-23', 0)).toBe('2026-11-23')
    // Three days out is Thanksgiving: the next trading day.
    expect(expiryFor('SPY', '2026-11-23', 3)).toBe('2026-11-27')
    // AAPL lists Fridays; Christmas Day is one, so that week's expiry is Thursday the 24th.
    expect(expiryFor('AAPL', '2026-11-23', 30)).toBe('2026-12-24')
    expect(expiryFor('AAPL', '2026-11-23', 0)).toBe('2026-11-27')
  })

  it('always lands on a listed trading day, never before the request, with none skipped in between', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 * 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.constantFrom('SPY', 'XSP', 'AAPL', 'TSLA'),
        (offset, dte, ticker) => {
          const date = addDays('2000-01-01', offset)
          const expiry = expiryFor(ticker, date, dte)
          expect(isTradingDay(expiry)).toBe(true)
          expect(isListedExpiry(ticker, expiry)).toBe(true)
          expect(daysBetween(date, expiry)).toBeGreaterThanOrEqual(dte)
          for (let day = addDays(date, dte); day < expiry; day = addDays(day, 1)) {
            expect(isListedExpiry(ticker, day)).toBe(false)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('has a session exactly on weekdays that are not holidays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 365 }), (offset) => {
        const date = addDays('2000-01-01', offset)
        const weekend = weekday(date) === 0 || weekday(date) === 6
        expect(session(date) === null).toBe(weekend || holiday(date) !== null)
      }),
      { numRuns: 500 },
    )
  })
})

describe('trading time', () => {
  it('counts the regular-session minutes left to an expiry’s close', () => {
    expect(tradingMinutesUntilClose('2026-11-23', 11 * 60 + 15, '2026-11-23')).toBe(285)
    // Before the open counts from the open; after the close, nothing is left today.
    expect(tradingMinutesUntilClose('2026-11-23', 8 * 60, '2026-11-23')).toBe(390)
    expect(tradingMinutesUntilClose('2026-11-23', 16 * 60 + 30, '2026-11-23')).toBe(0)
    // The day after Thanksgiving closes at 13:00.
    expect(tradingMinutesUntilClose('2026-11-27', 12 * 60, '2026-11-27')).toBe(60)
    // Friday 15:00 to Monday's close: an hour, then a full session.
    expect(tradingMinutesUntilClose('2026-11-20', 15 * 60, '2026-11-23')).toBe(60 + 390)
    // Wednesday 15:00 across Thanksgiving to Friday's early close.
    expect(tradingMinutesUntilClose('2026-11-25', 15 * 60, '2026-11-27')).toBe(60 + 210)
    expect(tradingMinutesUntilClose('2026-11-25', 15 * 60, '2026-11-24')).toBe(0)
  })
})

describe('the event calendar', () => {
  it('holds the FOMC decision days of 2025–2027, each on a trading day, and CPI only from the company’s file', () => {
    const fomc = marketEvents.filter((event) => event.kind === 'FOMC')
    expect(fomc.map((event) => event.date.slice(0, 4))).toEqual([
      ...Array(8).fill('2025'),
      ...Array(8).fill('2026'),
      ...Array(8).fill('2027'),
    ])
    for (const event of marketEvents) expect(isTradingDay(event.date), event.date).toBe(true)
    expect(eventsOn('2026-12-09')).toEqual([
      { date: '2026-12-09', kind: 'FOMC', name: 'FOMC rate decision (14:00 ET)' },
    ])
    expect(eventsOn('2026-11-23')).toEqual([])
  })

  it('bundles a CPI date only from the company’s file, each row with the BLS page it was copied from', () => {
    // The file ships empty: no CPI date is written from memory. Its rows are held to the format it documents.
    expect(cpiScheduleProblems(cpiSchedule)).toEqual([])
    expect(cpiReleases).toBe(cpiSchedule.releases)
    expect(marketEvents.filter((event) => event.kind === 'CPI').map((event) => event.date)).toEqual(
      cpiReleases.map((release) => release.date),
    )
    expect(bundledEvents()).toBe(
      'The Lab bundles the FOMC’s 2025–2027 rate decisions (Federal Reserve) and no CPI release dates yet',
    )
  })

  it('names each row of a CPI file that breaks its format', () => {
    expect(
      cpiScheduleProblems({
        checked: '',
        releases: [
          { date: '2026-11-26', source: 'https://www.bls.gov/schedule/news_release/cpi.htm' },
          { date: '2026-11-24', source: 'https://example.com/cpi' },
          { date: '2026-12-32', source: 'https://www.bls.gov/x.htm' },
        ],
      }),
    ).toEqual([
      '“checked” must be the day the rows were compared with the BLS schedule, YYYY-MM-DD.',
      'Row 1 (2026-11-26): not a trading day (Thanksgiving Day).',
      'Row 2 (2026-11-24): its source must be a page on https://www.bls.gov/.',
      'Row 2 (2026-11-24): not after the row before it (2026-11-26).',
      'Row 3 (2026-12-32): not a date as YYYY-MM-DD.',
    ])
    expect(cpiScheduleProblems({ checked: '2026-11-20', releases: [] })).toEqual([
      '“checked” is set, but there are no rows.',
    ])
  })

  it('finds the events inside an option’s life and counts trading days to the next one', () => {
    // 2026-03-17 to a 2026-03-24 expiry holds the 2026-03-18 FOMC decision.
    expect(eventsBetween('2026-03-17', '2026-03-24').map((event) => event.date)).toEqual(['2026-03-18'])
    expect(eventsBetween('2026-03-19', '2026-03-26')).toEqual([])
    // The visitor's own dates count too, in date order with the bundled ones.
    expect(
      eventsBetween('2026-03-10', '2026-03-18', [{ date: '2026-03-11', kind: 'CPI' }]).map((event) => event.name),
    ).toEqual(['CPI release (your date)', 'FOMC rate decision (14:00 ET)'])
    expect(nextEvent('2026-03-13')?.date).toBe('2026-03-18')
    // Friday the 13th to Wednesday the 18th: Monday, Tuesday, Wednesday.
    expect(tradingDaysBetween('2026-03-13', '2026-03-18')).toBe(3)
    expect(tradingDaysBetween('2026-03-18', '2026-03-18')).toBe(0)
    // A date on a weekend counts as the trading day after it.
    expect(tradingDaysBetween('2026-03-13', '2026-03-15')).toBe(1)
    expect(nextEvent('2028-01-03')).toBeNull()
  })

  it('adds the visitor’s own dates to the day’s events, after the bundled ones', () => {
    const own = [
      { date: '2026-12-09', kind: 'CPI' as const },
      { date: '2026-12-10', kind: 'other' as const },
    ]
    expect(eventsOn('2026-12-09', own).map((event) => event.name)).toEqual([
      'FOMC rate decision (14:00 ET)',
      'CPI release (your date)',
    ])
    expect(eventsOn('2026-12-10', own)).toEqual([
      { date: '2026-12-10', kind: 'other', name: 'Market event (your date)' },
    ])
    expect(eventsOn('2026-12-11', own)).toEqual([])
  })
})

describe('Eastern time', () => {
  it('is 4 hours behind UTC from the second Sunday of March to the first Sunday of November', () => {
    expect(easternOffsetHours('2026-03-07')).toBe(5)
    expect(easternOffsetHours('2026-03-08')).toBe(4)
    expect(easternOffsetHours('2026-10-31')).toBe(4)
    expect(easternOffsetHours('2026-11-01')).toBe(5)
    expect(easternOffsetHours('2027-03-14')).toBe(4)
    expect(easternOffsetHours('2027-11-07')).toBe(5)
  })
})

describe('a date that is no day of the calendar', () => {
  // What a date field holds on its way to a date (1 2 0 1 2 0 typed into an empty one passes
  // 0002-12-01 and 0020-12-01), a 31 February, and texts that are no date at all.
  const notDays = [
    '0020-12-01',
    '0002-12-01',
    '0000-01-01',
    '9999-12-31',
    '2026-02-31',
    '2026-13-01',
    '20-12-01',
    '',
    'soon',
  ]

  it('throws from no function of the calendar, and never loops', () => {
    for (const date of notDays) {
      // Some weeks on and some days before, or a day near now when there is none.
      const later = addDays(date, 40) || '2026-12-18'
      const before = addDays(date, -3) || '2026-11-23'
      expect(() => {
        weekday(date)
        addDays(date, 1)
        daysBetween(date, '2026-11-23')
        holiday(date)
        earlyClose(date)
        easternOffsetHours(date)
        closedReason(date)
        isTradingDay(date)
        session(date)
        nextTradingDay(date)
        previousTradingDay(date)
        isMonthlyExpiry(date)
        isListedExpiry('AAPL', date)
        expiryFor('AAPL', date, 30)
        expiryFor('SPY', '2026-11-23', Number.NaN)
        tradingMinutesUntilClose(date, 600, later)
        tradingMinutesUntilClose(before, 600, date)
        tradingDaysBetween(date, later)
        eventsOn(date)
        nextEvent(date)
      }, date).not.toThrow()
    }
  })

  it('is no trading day, has no session, and leads to no other day', () => {
    for (const date of ['2026-02-31', '2026-13-01', '20-12-01', '', 'soon']) {
      expect(closedReason(date), date).toBe('Not a calendar day')
      expect(session(date)).toBeNull()
      expect(nextTradingDay(date)).toBe('')
      expect(previousTradingDay(date)).toBe('')
      expect(expiryFor('AAPL', date, 30)).toBe('')
      expect(tradingMinutesUntilClose(date, 600, '2026-12-18')).toBe(0)
      expect(tradingDaysBetween(date, '2026-12-18')).toBe(0)
    }
    expect(addDays('', 1)).toBe('')
    expect(addDays('2026-11-23', Number.NaN)).toBe('')
    expect(addDays('9999-12-31', 1)).toBe('')
    expect(weekday('soon')).toBeNaN()
  })

  it('works out a day of a year below 1000 in four-digit years, as the field holds it', () => {
    // December 1 of the year 20 was a Tuesday (proleptic Gregorian), and its holidays are the rules'.
    expect(closedReason('0020-12-01')).toBeNull()
    expect(holiday('0020-12-25')).toBe('Christmas Day')
    expect(addDays('0020-12-31', 1)).toBe('0021-01-01')
  })

  it('holds a scenario to the years it knows, and to real days', () => {
    expect(isScenarioDay('2026-11-23')).toBe(true)
    expect(isScenarioDay(`${calendarYears.first}-01-01`)).toBe(true)
    expect(isScenarioDay(`${calendarYears.last}-12-31`)).toBe(true)
    for (const date of ['0002-12-01', '0020-12-01', '1999-12-31', '2100-01-01', '2026-02-29', '2026-02-31', '']) {
      expect(isScenarioDay(date), date).toBe(false)
    }
  })
})
