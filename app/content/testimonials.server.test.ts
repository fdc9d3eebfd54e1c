import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sampleTestimonials } from './testimonials'
import { siteTestimonials } from './testimonials.server'

const folder = mkdtempSync(join(tmpdir(), 'testimonials-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A testimonial as the company would write it. */
const given = {
  name: 'Nora B.',
  role: 'Options trader since 2019',
  highlight: 'Stops I do not have to watch',
  quote: 'My stops are attached before the order leaves. I check fills at lunch.',
  rating: 4,
  consentDate: '2025-11-03',
}

/** Writes `content` (JSON unless a string) to a file of its own and returns its path. */
let files = 0
function fileWith(content: unknown) {
  const path = join(folder, `testimonials-${++files}.json`)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

describe('siteTestimonials (SITE_TESTIMONIALS_FILE)', () => {
  it('shows the samples, marked as samples, while no file is given', () => {
    expect(siteTestimonials('')).toEqual({ items: sampleTestimonials, samples: true })
  })

  it('reads the company’s file: its testimonials, initials from the name, no sample mark', () => {
    const path = fileWith([given, { ...given, name: 'Sam', rating: 5 }])
    expect(siteTestimonials(path)).toEqual({
      items: [
        {
          name: 'Nora B.',
          role: given.role,
          highlight: given.highlight,
          quote: given.quote,
          initials: 'NB',
          rating: 4,
        },
        { name: 'Sam', role: given.role, highlight: given.highlight, quote: given.quote, initials: 'S', rating: 5 },
      ],
      samples: false,
    })
  })

  it.each([
    [
      'a rating out of range',
      [{ ...given, rating: 6 }],
      'testimonial 1, rating must be a whole number from 1 to 5; got 6.',
    ],
    [
      'a consent date that is no date',
      [given, { ...given, consentDate: '2025-02-30' }],
      'testimonial 2, consentDate must be a day of the calendar; got "2025-02-30".',
    ],
    [
      'a consent date to come',
      [{ ...given, consentDate: '2999-01-01' }],
      'testimonial 1, consentDate must be a day that has passed (the day the person agreed); got "2999-01-01".',
    ],
    ['a missing quote', [{ ...given, quote: undefined }], 'testimonial 1, quote is missing.'],
    [
      'a rating as text',
      [{ ...given, rating: '5' }],
      'testimonial 1, rating must be a whole number from 1 to 5; got "5".',
    ],
    ['an empty name', [{ ...given, name: '  ' }], 'testimonial 1, name must not be empty; got "".'],
    [
      'a field the file may not have',
      [{ ...given, photo: 'me.jpg' }],
      'testimonial 1, photo is not a field of a testimonial (name, role, highlight, quote, rating, consentDate).',
    ],
    ['no list', { testimonials: [given] }, 'the file must be a JSON array of testimonials; got {"testimonials":'],
    ['an empty list', [], 'the file must list at least one testimonial; got [].'],
    ['four', [given, given, given, given], 'the file must list at most three testimonials; got'],
  ])('stops on %s, naming the setting, the file and the field', (_case, content, words) => {
    const path = fileWith(content)
    expect(() => siteTestimonials(path)).toThrow(`SITE_TESTIMONIALS_FILE (${path}): ${words}`)
    expect(() => siteTestimonials(path)).toThrow(expect.objectContaining({ name: 'SettingsError' }))
  })

  it('stops on a file that is missing or not JSON, naming it', () => {
    const missing = join(folder, 'none.json')
    expect(() => siteTestimonials(missing)).toThrow(`SITE_TESTIMONIALS_FILE names ${missing}, which cannot be read.`)
    const broken = fileWith('[{"name": "Nora B.",]')
    expect(() => siteTestimonials(broken)).toThrow(`SITE_TESTIMONIALS_FILE names ${broken}, which is not valid JSON (`)
  })
})
