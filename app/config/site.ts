/**
 * The one place for brand, hosts, contact details and outside links. Every value can be overridden
 * at build time by the environment variable named beside it (see README, "Configuration"); the
 * defaults are working placeholder values. A malformed value stops the build with a message that
 * names the variable.
 */

export const siteEnvPrefix = 'SITE_'

export type Env = Record<string, string | boolean | undefined>

/** The defaults: working stand-ins where a fact is the company's to give (app/config/launch-facts.ts). */
export const siteDefaults = {
  // Brand name shown in the header, footer, titles and social cards. Any non-empty text.
  SITE_NAME: 'Tradevane',
  // Canonical origin of this site, used for canonical URLs and the sitemap. Absolute http(s), no path.
  SITE_ORIGIN: 'https://www.tradevane.com',
  // The signed-in application, on its own host; opened in a new tab. Absolute http(s) URL.
  SITE_APP_URL: 'https://app.tradevane.com',
  // Support e-mail for mailto links. An e-mail address.
  SITE_SUPPORT_EMAIL: 'support@tradevane.com',
  // Support phone, as shown; the tel: link keeps only + and digits. Digits, spaces, + ( ) - .
  SITE_PHONE: '+1 (555) 010-0199',
  // Social profiles. Absolute http(s) URLs; SITE_SOCIAL_DISCORD may be empty (shown as "coming soon").
  SITE_SOCIAL_X: 'https://x.com/tradevane',
  SITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@tradevane',
  SITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/tradevane',
  SITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/tradevane',
  SITE_SOCIAL_DISCORD: '',
  // Watch Demo target on the video site. Absolute http(s) URL.
  SITE_DEMO_VIDEO_URL: 'https://www.youtube.com/@tradevane/videos',
  // Consumer-review page and business-bureau profile. Absolute http(s) URLs.
  SITE_REVIEWS_URL: 'https://www.trustpilot.com/review/tradevane.com',
  SITE_BUREAU_URL: 'https://www.bbb.org/search?find_text=Tradevane',
  // The charting platform whose alerts drive webhook automation. Absolute http(s) URL.
  SITE_CHARTING_URL: 'https://www.tradingview.com',
  // Optional: when set, the early-access form also POSTs {"email": "…"} here. Absolute http(s) URL, a path on
  // this site that `npm start` answers (/api/early-access: it keeps the list itself), or empty.
  SITE_EARLY_ACCESS_ENDPOINT: '',
  // Whether npm start's request log (SITE_ACCESS_LOG) may write visitors' IP addresses: the privacy policy says
  // so, and npm start refuses SITE_ACCESS_LOG_ADDRESSES=1 at run time unless the build said it too. 1 or 0.
  SITE_ACCESS_LOG_ADDRESSES: '',
  // The company behind the site, shown in the footer and on the legal page when set. Text (name at
  // most 120 characters, address at most 200, one line), or empty to leave it out.
  SITE_LEGAL_NAME: '',
  SITE_LEGAL_ADDRESS: '',
  // The day the headline figures (years of beta, users, trades, satisfaction) were counted, and the
  // day the bureau rating was last checked: shown beside them. YYYY-MM-DD, or empty (then undated).
  SITE_CLAIMS_AS_OF: '',
  SITE_BUREAU_RATING_DATE: '',
  // The footer's links that lead nowhere until the company has the page. Absolute http(s) URL or empty.
  SITE_TERMS_URL: '',
  SITE_CAREERS_URL: '',
  SITE_PRESS_URL: '',
  SITE_COMMUNITY_URL: '',
  SITE_API_DOCS_URL: '',
} as const
export type SiteEnvName = keyof typeof siteDefaults

export class SiteConfigError extends Error {
  override name = 'SiteConfigError'
}

function read(env: Env, name: SiteEnvName): string {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : siteDefaults[name]
}

function fail(name: SiteEnvName, value: string, expected: string): never {
  throw new SiteConfigError(`${name} must be ${expected}; got ${JSON.stringify(value)}.`)
}

function httpUrl(env: Env, name: SiteEnvName, { optional = false } = {}): string {
  const value = read(env, name)
  if (optional && value === '') return ''
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return fail(name, value, 'an absolute http(s) URL')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    fail(name, value, 'an absolute http(s) URL')
  }
  return value
}

/** The path `npm start` keeps the early-access list at (server/early-access.js); the one path accepted. */
export const sameOriginEarlyAccessPath = '/api/early-access'

/** An endpoint on this site (a path) rather than another host's URL. */
export const isSameOriginEndpoint = (endpoint: string) => endpoint.startsWith('/')

function earlyAccessEndpoint(env: Env, name: SiteEnvName): string {
  const value = read(env, name)
  if (!value.startsWith('/')) return httpUrl(env, name, { optional: true })
  if (value !== sameOriginEarlyAccessPath) {
    fail(name, value, `an absolute http(s) URL, ${sameOriginEarlyAccessPath} (kept by npm start) or empty`)
  }
  return value
}

function earlyAccessConfirms(env: Env): boolean {
  const smtp = env.SITE_SMTP_URL
  return (
    isSameOriginEndpoint(earlyAccessEndpoint(env, 'SITE_EARLY_ACCESS_ENDPOINT')) &&
    typeof smtp === 'string' &&
    smtp.trim() !== ''
  )
}

function origin(env: Env, name: SiteEnvName): string {
  const value = httpUrl(env, name)
  const url = new URL(value)
  if (url.pathname !== '/' || url.search || url.hash) fail(name, value, 'an origin with no path')
  return url.origin
}

function text(env: Env, name: SiteEnvName): string {
  const value = read(env, name)
  if (value === '' || value.length > 60) fail(name, value, 'a non-empty name of at most 60 characters')
  return value
}

function email(env: Env, name: SiteEnvName): string {
  const value = read(env, name)
  if (!/^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i.test(value)) fail(name, value, 'an e-mail address')
  return value
}

function phone(env: Env, name: SiteEnvName): string {
  const value = read(env, name)
  const digits = value.replace(/\D/g, '')
  if (!/^\+?[\d\s().-]+$/.test(value) || digits.length < 7 || digits.length > 15) {
    fail(name, value, 'a phone number (digits, spaces, + ( ) - .)')
  }
  return value
}

function optionalText(env: Env, name: SiteEnvName, maxLength: number): string {
  const value = read(env, name)
  if (value.length > maxLength || /[\r\n<>]/.test(value))
    fail(name, value, `one line of at most ${maxLength} characters`)
  return value
}

/** A calendar day as YYYY-MM-DD, or empty. */
function isoDate(env: Env, name: SiteEnvName): string {
  const value = read(env, name)
  if (value === '') return ''
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : undefined
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    fail(name, value, 'a date as YYYY-MM-DD')
  }
  return value
}

/** A switch: 1 (or true) on; 0, false or empty off. */
function flag(env: Env, name: SiteEnvName): boolean {
  const value = read(env, name).toLowerCase()
  if (value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  return fail(name, value, '1 or 0')
}

export function resolveSiteConfig(env: Env) {
  const phoneDisplay = phone(env, 'SITE_PHONE')
  return {
    name: text(env, 'SITE_NAME'),
    origin: origin(env, 'SITE_ORIGIN'),
    appUrl: httpUrl(env, 'SITE_APP_URL'),
    supportEmail: email(env, 'SITE_SUPPORT_EMAIL'),
    phone: { display: phoneDisplay, href: `tel:${phoneDisplay.replace(/[^\d+]/g, '')}` },
    social: {
      x: httpUrl(env, 'SITE_SOCIAL_X'),
      youtube: httpUrl(env, 'SITE_SOCIAL_YOUTUBE'),
      instagram: httpUrl(env, 'SITE_SOCIAL_INSTAGRAM'),
      linkedin: httpUrl(env, 'SITE_SOCIAL_LINKEDIN'),
      discord: httpUrl(env, 'SITE_SOCIAL_DISCORD', { optional: true }),
    },
    demoVideoUrl: httpUrl(env, 'SITE_DEMO_VIDEO_URL'),
    reviewsUrl: httpUrl(env, 'SITE_REVIEWS_URL'),
    bureauUrl: httpUrl(env, 'SITE_BUREAU_URL'),
    chartingUrl: httpUrl(env, 'SITE_CHARTING_URL'),
    earlyAccessEndpoint: earlyAccessEndpoint(env, 'SITE_EARLY_ACCESS_ENDPOINT'),
    /** npm start's request log may hold client addresses (the privacy policy says which). */
    accessLogAddresses: flag(env, 'SITE_ACCESS_LOG_ADDRESSES'),
    /**
     * Whether npm start confirms each sign-up by e-mail (double opt-in): the list is kept on this
     * site and SITE_SMTP_URL, a run-time setting of npm start (server/settings.js), is set at build
     * time too, so that the pages and the privacy policy say so. Only this yes or no is kept, never
     * the URL, which holds a password; npm start refuses to run a build that disagrees with it.
     */
    earlyAccessConfirms: earlyAccessConfirms(env),
    /** The legal entity; empty strings while the company has not set them. */
    legal: { name: optionalText(env, 'SITE_LEGAL_NAME', 120), address: optionalText(env, 'SITE_LEGAL_ADDRESS', 200) },
    /** YYYY-MM-DD, or empty while undated. */
    claimsAsOf: isoDate(env, 'SITE_CLAIMS_AS_OF'),
    bureauRatingDate: isoDate(env, 'SITE_BUREAU_RATING_DATE'),
    /** Targets of the footer's links to pages the company has yet to publish; empty leads nowhere. */
    companyLinks: {
      terms: httpUrl(env, 'SITE_TERMS_URL', { optional: true }),
      careers: httpUrl(env, 'SITE_CAREERS_URL', { optional: true }),
      press: httpUrl(env, 'SITE_PRESS_URL', { optional: true }),
      community: httpUrl(env, 'SITE_COMMUNITY_URL', { optional: true }),
      apiDocs: httpUrl(env, 'SITE_API_DOCS_URL', { optional: true }),
    },
  }
}

export type SiteConfig = ReturnType<typeof resolveSiteConfig>

/**
 * The settings every page reads. accessLogAddresses is left out: only the privacy policy reads it
 * (app/content/privacy.ts). The guide videos' IDs (SITE_VIDEO_<KEY>) are not here either: the guide
 * pages' loaders read them (app/content/guides.server.ts), as the guides' files name them.
 */
export type PageSiteConfig = Omit<SiteConfig, 'accessLogAddresses' | 'earlyAccessConfirms'>

// The build inlines the resolved settings as constants (vite.config.ts `define`), so visitors'
// browsers download values, not this validation code. Tests and Node scripts resolve them here.
declare const __SITE_CONFIG__: PageSiteConfig | undefined

export const site: PageSiteConfig =
  typeof __SITE_CONFIG__ !== 'undefined' ? __SITE_CONFIG__ : resolveSiteConfig(process.env)
