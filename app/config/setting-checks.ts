/**
 * What a build setting's value must be (app/config/settings.ts): each check a valibot action whose
 * message completes "<NAME> must be …". Kept apart from the list of settings, which says which
 * variables exist and what each means; both are read at build time and by Node scripts only.
 */
import * as v from 'valibot'

/** The path `npm start` keeps the early-access list at (server/early-access.js); the one path accepted. */
export const sameOriginEarlyAccessPath = '/api/early-access'

/** An endpoint on this site (a path) rather than another host's URL. */
export const isSameOriginEndpoint = (endpoint: string) => endpoint.startsWith('/')

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

export const httpUrl = v.check(isHttpUrl, 'an absolute http(s) URL')
export const optionalHttpUrl = v.check((text: string) => text === '' || isHttpUrl(text), 'an absolute http(s) URL')
export const origin = v.pipe(
  v.string(),
  httpUrl,
  // Checked after httpUrl, which reports a text that is no URL at all (a pipe goes on checking).
  v.check((text) => {
    const url = URL.parse(text)
    return !url || (url.pathname === '/' && !url.search && !url.hash)
  }, 'an origin with no path'),
  v.transform((text) => new URL(text).origin),
)
export const brandName = v.check(
  (text: string) => text !== '' && text.length <= 60,
  'a non-empty name of at most 60 characters',
)
export const email = v.regex(/^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i, 'an e-mail address')
export const phone = v.check((text: string) => {
  const digits = text.replace(/\D/g, '').length
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 7 && digits <= 15
}, 'a phone number (digits, spaces, + ( ) - .)')
export const line = (maxLength: number) =>
  v.check(
    (text: string) => text.length <= maxLength && !/[\r\n<>]/.test(text),
    `one line of at most ${maxLength} characters`,
  )
/** A calendar day as YYYY-MM-DD, or empty. */
export const day = v.check((text: string) => {
  if (text === '') return true
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T12:00:00Z`) : undefined
  return !!date && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}, 'a date as YYYY-MM-DD')
/** A switch: 1 (or true) on; 0, false or empty off. */
export const flag = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['', '0', 'false', '1', 'true'], '1 or 0'),
  v.transform((text) => text === '1' || text === 'true'),
)
export const endpoint = v.check(
  (text: string) => (isSameOriginEndpoint(text) ? text === sameOriginEarlyAccessPath : text === '' || isHttpUrl(text)),
  (issue) =>
    isSameOriginEndpoint(String(issue.input))
      ? `an absolute http(s) URL, ${sameOriginEarlyAccessPath} (kept by npm start) or empty`
      : 'an absolute http(s) URL',
)
export const videoId = v.regex(/^[\w-]{11}$/, 'a YouTube video ID of 11 letters, digits, - or _')
