import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { clockTime, isCalendarDay } from './clock'
import { scenarioSchema } from './schema'
import { defaultTemplate } from './templates'

describe('a scenario date', () => {
  it('is a day the calendar has: no 30th of February moved on to March', () => {
    expect(['2026-11-27', '2028-02-29', '2026-12-31'].filter(isCalendarDay)).toHaveLength(3)
    expect(
      ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-1-5', 'soon', ''].filter(isCalendarDay),
    ).toEqual([])
  })

  it('that is not one is refused by the scenario, saying so, for the market and for an own event alike', () => {
    const { scenario } = defaultTemplate
    const market = v.safeParse(scenarioSchema, { ...scenario, market: { ...scenario.market, date: '2026-02-30' } })
    expect(market.success).toBe(false)
    expect(market.issues?.map((issue) => issue.message)).toContain('Date must be a real calendar day.')
    const own = (date: string) =>
      v.safeParse(scenarioSchema, { ...scenario, market: { ...scenario.market, events: [{ date, kind: 'CPI' }] } })
    expect(own('2027-03-10').success).toBe(true)
    expect(own('2027-02-29').issues?.map((issue) => issue.message)).toEqual([
      'Each of your event dates must be a calendar day, YYYY-MM-DD.',
    ])
  })

  it('is refused outside the years the calendar knows, as a half-typed 0002-12-01 is, naming the field and the years', () => {
    const { scenario } = defaultTemplate
    const messages = (date: string) =>
      v
        .safeParse(scenarioSchema, { ...scenario, market: { ...scenario.market, date } })
        .issues?.map((issue) => issue.message)
    for (const date of ['0002-12-01', '0020-12-01', '1999-12-31', '2100-01-01']) {
      expect(messages(date), date).toEqual(['Date must be a day from 2000 to 2099.'])
    }
    expect(messages('2000-01-03')).toBeUndefined()
    expect(messages('')).toContain('Date must be YYYY-MM-DD.')
  })
})

describe('a typed clock time', () => {
  it('is kept as HH:MM, a one-digit hour padded, and anything else is not a time', () => {
    expect(['9:30', ' 09:30 ', '0:05', '23:59'].map(clockTime)).toEqual(['09:30', '09:30', '00:05', '23:59'])
    expect(['24:00', '9:5', '12:60', '930', '9.30', '', 'noon'].map(clockTime)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
