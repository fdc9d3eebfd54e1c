import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { counted, dollars, dollarsAsTyped, grouped, longDate, shortDate, signed, signedDollars } from './format'
import { fnv1a } from './hash'
import { intrinsic, stepAtOrAbove, towardFill } from './market'

describe('money and numbers, written one way', () => {
  it('group digits and use a real minus sign, with no sign on a figure that rounds to zero', () => {
    expect(dollars(1250)).toBe('$1,250')
    expect(dollars(-480.4)).toBe('−$480')
    expect(dollars(-0.004, 2)).toBe('$0.00')
    expect(dollarsAsTyped(1500.5)).toBe('$1,500.50')
    expect(dollarsAsTyped(1500)).toBe('$1,500')
    expect(signedDollars(12.5, 2)).toBe('+$12.50')
    expect(signedDollars(-3.1, 2)).toBe('−$3.10')
    expect(signed(-0.25, 2)).toBe('−0.25')
    expect(counted(1, 'share')).toBe('1 share')
    expect(counted(1200, 'share')).toBe('1,200 shares')
  })

  it('read a date at noon UTC, so no time zone moves its day', () => {
    expect(longDate('2026-12-07')).toBe('Monday, December 7, 2026')
    expect(shortDate('2026-03-08')).toBe('Sun, Mar 8')
  })

  // Written out without Intl (its first formatter is a pause on a phone), and held here to what Intl writes.
  it('group digits exactly as Intl.NumberFormat en-US does, for any number and any decimals', () => {
    const numbers = fc.oneof(
      fc.double({ noNaN: false }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e6, max: 1e6 }).map((thousandths) => thousandths / 1000 + 0.0005),
      fc.constantFrom(0, -0, 0.5, 1.005, 2.675, -1.5, 999.9995, 1e21, -1e21, Infinity, -Infinity),
    )
    fc.assert(
      fc.property(numbers, fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }), (value, digits) => {
        const intl = new Intl.NumberFormat(
          'en-US',
          digits === undefined ? undefined : { minimumFractionDigits: digits, maximumFractionDigits: digits },
        )
        expect(grouped(value, digits)).toBe(intl.format(value))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('market rules', () => {
  it('value an option at intrinsic and round toward a fill on the tick grid', () => {
    expect(intrinsic('call', 600, 605.5)).toBe(5.5)
    expect(intrinsic('put', 600, 605.5)).toBe(0)
    expect(towardFill(0.963, 0.05, 'pays')).toBe(1)
    expect(towardFill(0.963, 0.05, 'receives')).toBe(0.95)
    // A price already on the grid stays there, float noise or not.
    expect(stepAtOrAbove(0.1 + 0.2, 0.1)).toBeCloseTo(0.3, 10)
  })

  it('hash with FNV-1a as published (the offset basis for nothing, 0xe40c292c for "a")', () => {
    expect(fnv1a([])).toBe(0x811c9dc5)
    expect(fnv1a(['a'.charCodeAt(0)])).toBe(0xe40c292c)
  })
})
