import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dayInWords, longDate, shortDate } from './day-words'

describe('a calendar day in words', () => {
  it('reads a day at noon UTC, so no time zone moves it', () => {
    expect(longDate('2026-12-07')).toBe('Monday, December 7, 2026')
    expect(shortDate('2026-03-08')).toBe('Sun, Mar 8')
    expect(dayInWords('2026-03-01')).toBe('March 1, 2026')
  })

  it('writes every day exactly as toLocaleDateString en-US does', () => {
    const start = Date.parse('1990-01-01T00:00:00Z')
    const days = fc
      .integer({ min: 0, max: 365 * 60 })
      .map((offset) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10))
    fc.assert(
      fc.property(days, (day) => {
        const noon = new Date(`${day}T12:00:00Z`)
        const intl = (options: Intl.DateTimeFormatOptions) =>
          noon.toLocaleDateString('en-US', { ...options, timeZone: 'UTC' })
        expect(longDate(day)).toBe(intl({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }))
        expect(shortDate(day)).toBe(intl({ weekday: 'short', month: 'short', day: 'numeric' }))
        expect(dayInWords(day)).toBe(intl({ dateStyle: 'long' }))
      }),
      { numRuns: 2000 },
    )
  })

  it('says a text that is no day is no date, as Date does', () => {
    expect(longDate('2026-13-40')).toBe('Invalid Date')
    expect(dayInWords('')).toBe('Invalid Date')
  })
})
