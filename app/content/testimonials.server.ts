/**
 * The company's testimonials, from the JSON file SITE_TESTIMONIALS_FILE names, read and checked at
 * build time: by vite.config.ts and the launch check, so that a wrong field stops the build and the
 * check at once, and by the home page's loader. docs/content.md says how to write the file. Without
 * a file the page shows the samples (testimonials.ts), each marked as one.
 *
 * Relative imports only: vite.config.ts reads this module before any alias exists.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { SettingsError } from '../../server/setting.js'
import { resolveSiteConfig } from '../config/settings.ts'
import { initialsOf, type SiteTestimonials, sampleTestimonials, type Testimonial } from './testimonials.ts'

const setting = 'SITE_TESTIMONIALS_FILE'

const text = (max: number) =>
  v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  )

const today = () => new Date().toISOString().slice(0, 10)

/** One testimonial as the company writes it. */
const testimonialSchema = v.strictObject(
  {
    /** As the person agreed to be named, e.g. "Marcus T.". */
    name: text(60),
    role: text(80),
    /** The card's heading: the quote's point in a few words. */
    highlight: text(60),
    quote: text(400),
    /** Stars out of 5, as the person gave them. */
    rating: v.pipe(
      v.number('must be a whole number from 1 to 5'),
      v.integer('must be a whole number from 1 to 5'),
      v.minValue(1, 'must be a whole number from 1 to 5'),
      v.maxValue(5, 'must be a whole number from 1 to 5'),
    ),
    /** The day the person agreed to be quoted, kept with the file: no testimonial is shown without it. */
    consentDate: v.pipe(
      v.string('must be a date as YYYY-MM-DD'),
      v.isoDate('must be a date as YYYY-MM-DD'),
      v.check((day) => new Date(`${day}T12:00:00Z`).toISOString().startsWith(day), 'must be a day of the calendar'),
      v.check((day) => day <= today(), 'must be a day that has passed (the day the person agreed)'),
    ),
  },
  'must be an object with name, role, highlight, quote, rating and consentDate, and no other field',
)

/**
 * The file: a JSON array of one to three testimonials. Three fill the section's one row on a wide
 * screen, and the home page's height budget on a phone (docs/requirements.md#pricing) counts three.
 */
export const testimonialsFileSchema = v.pipe(
  v.array(testimonialSchema, 'must be a JSON array of testimonials'),
  v.minLength(1, 'must list at least one testimonial'),
  v.maxLength(3, 'must list at most three testimonials'),
)

/** Where the first mistake is, in words: "testimonial 2, rating", or the file as a whole. */
function placeOf(issue: v.BaseIssue<unknown>) {
  const [index, field] = (v.getDotPath(issue) ?? '').split('.')
  if (index === undefined || index === '') return 'the file'
  return `testimonial ${Number(index) + 1}${field ? `, ${field}` : ''}`
}

/** What is wrong there, with what the file has: a field missing or unknown is said as such, not as the object's message. */
function problemOf(issue: v.BaseIssue<unknown>) {
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return 'is not a field of a testimonial (name, role, highlight, quote, rating, consentDate)'
  }
  if (issue.type === 'strict_object' && issue.input === undefined) return 'is missing'
  return `${issue.message}; got ${JSON.stringify(issue.input)}`
}

/** The company's testimonials from `file` (as SITE_TESTIMONIALS_FILE gives it), or the samples when it is empty. */
export function siteTestimonials(file: string): SiteTestimonials {
  if (file === '') return { items: sampleTestimonials, samples: true }
  const path = resolve(file)
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON (${error.message})` : 'cannot be read'
    throw new SettingsError(`${setting} names ${path}, which ${reason}.`)
  }
  const result = v.safeParse(testimonialsFileSchema, json)
  if (!result.success) {
    const [issue] = result.issues
    throw new SettingsError(`${setting} (${path}): ${placeOf(issue)} ${problemOf(issue)}.`)
  }
  const items = result.output.map(
    ({ name, role, highlight, quote, rating }): Testimonial => ({
      name,
      role,
      highlight,
      quote,
      initials: initialsOf(name),
      rating: rating as Testimonial['rating'],
    }),
  )
  return { items, samples: false }
}

// Inlined by the build (vite.config.ts `define`) where the home page's loader reads it at build time.
// Tests and Node scripts resolve the same setting here.
declare const __TESTIMONIALS_FILE__: string | undefined

/** This build's SITE_TESTIMONIALS_FILE, as the home page's loader reads it. */
export const testimonialsFileOfBuild = (): string =>
  typeof __TESTIMONIALS_FILE__ !== 'undefined' ? __TESTIMONIALS_FILE__ : resolveSiteConfig(process.env).testimonialsFile
