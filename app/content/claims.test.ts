import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { bureauCredential, bureauRating, claimsBacking, claimsFootnote } from './claims'
import { dayInWords } from './day-words'

describe('claims with their backing', () => {
  it('backs the figures with the configured as-of date and the company as their source', () => {
    expect(claimsBacking).toEqual({ source: site.name, asOf: site.claimsAsOf })
    expect(bureauRating).toMatchObject({ asOf: site.bureauRatingDate, profile: site.bureauUrl })
  })

  it('names a day the way the page reads it, the same day in every time zone', () => {
    expect(dayInWords('2026-03-01')).toBe('March 1, 2026')
    expect(dayInWords('2025-12-31')).toBe('December 31, 2025')
  })

  it('says whose the figures are, and that they are undated until the company dates them', () => {
    expect(claimsFootnote('')).toBe(`Figures reported by ${site.name}, undated.`)
    expect(claimsFootnote('2026-03-01')).toBe(`Figures reported by ${site.name} as of March 1, 2026.`)
  })

  it('names the day the bureau rating was checked, once set', () => {
    expect(bureauCredential('')).toBe(`Rated ${bureauRating.grade} by the business bureau`)
    expect(bureauCredential('2026-02-15')).toBe(
      `Rated ${bureauRating.grade} by the business bureau (checked February 15, 2026)`,
    )
  })
})
