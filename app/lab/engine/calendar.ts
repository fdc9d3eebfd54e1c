/**
 * The U.S. options market calendar, computed by rule for any year: NYSE trading days (holidays
 * with their observed-day rules, Good Friday from Easter, one-off closures), the regular session
 * 09:30–16:00 ET and its 13:00 ET early closes, the expirations each ticker lists, and the
 * session minutes left to an expiry's close (the Lab prices options in trading time). Dates are
 * "YYYY-MM-DD" strings and times minutes after midnight Eastern; day arithmetic runs at UTC noon,
 * so no time zone or daylight-saving change can move a date.
 *
 * The rules reproduce the NYSE's published holiday and early-close tables for 2025–2027
 * (calendar.test.ts pins every date of those years).
 *
 * Three parts, one job each: the days (trading-days.ts: day arithmetic, holidays, early closes,
 * sessions), the expirations and the trading time to them (expirations.ts), and the scheduled
 * events, FOMC, CPI and the visitor's own (market-events.ts). The Lab's engine, its pages, the
 * content and the tests read the calendar as one, so this module gathers the three.
 *
 * No function of the calendar throws, whatever text it is given as a date: a text that is not a day of the
 * calendar (a half-typed "0020-12-01" is one, "12-01" or "" are not) has no weekday (NaN), is no
 * trading day (`closedReason` says why), moves to no other day (`addDays` gives ""), and has no
 * session, expiry or trading time. A scenario's own date is further held to `calendarYears` (schema.ts).
 */

export {
  dailyExpiryTickers,
  type ExpiryCycle,
  expiryCycle,
  expiryFor,
  isListedExpiry,
  isMonthlyExpiry,
  tradingMinutesUntilClose,
} from './expirations.ts'
export {
  bundledEvents,
  cpiChecked,
  cpiDatesWords,
  cpiReleases,
  cpiScheduleProblems,
  eventCalendarYears,
  eventsBetween,
  eventsOn,
  type MarketEvent,
  marketEvents,
  nextEvent,
  type OwnEvent,
  type OwnEventKind,
  ownEventKinds,
} from './market-events.ts'
export {
  addDays,
  calendarYears,
  closedReason,
  daysBetween,
  earlyClose,
  easter,
  easternOffsetHours,
  holiday,
  isScenarioDay,
  isTradingDay,
  nextTradingDay,
  previousTradingDay,
  session,
  tradingDaysBetween,
  weekday,
} from './trading-days.ts'
