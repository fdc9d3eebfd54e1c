/**
 * The Consumer Price Index release dates the Strategy Lab bundles: data the company supplies, copied
 * from the Bureau of Labor Statistics' schedule (https://www.bls.gov/schedule/news_release/cpi.htm),
 * never from memory or a third party's list. The Lab's event facts count each row like an FOMC
 * decision ("Scheduled event before expiry", "Scheduled event day"), the event template's words
 * say what is bundled, and `npm run launch-check` names the schedule while it is empty. Until then
 * a visitor adds the CPI days they trade around to the scenario ("Your event dates").
 *
 * The format, one row per release:
 *   { date: 'YYYY-MM-DD', source: 'https://www.bls.gov/…' }
 * - `date`: the release day (08:30 ET), a trading day; rows in date order, no date twice.
 * - `source`: the BLS page that gives that date (the year's schedule, or a notice that moved it).
 * `checked` is the day (YYYY-MM-DD) the rows were last compared with the BLS schedule: set it
 * whenever rows are added, and leave it empty while there are none. The Lab's own tests
 * (app/lab/engine/calendar.test.ts) hold every row to this format.
 *
 * Kept free of imports: the Lab's engine reads it as plain data.
 */
export type CpiRelease = { readonly date: string; readonly source: string }

export const cpiSchedule: { readonly checked: string; readonly releases: readonly CpiRelease[] } = {
  checked: '',
  releases: [],
}
