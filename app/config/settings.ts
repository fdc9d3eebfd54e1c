/**
 * The build's settings, defined once: for each SITE_* variable its check (setting-checks.ts: a
 * valibot action whose message completes "<NAME> must be …"), its default, what it means in the
 * operator's words, and, for a fact only the company can give, the launch check's words for it,
 * which name the company's figures as claim-figures.ts states them. resolveSiteConfig() reads them
 * for the build; the launch check (launch-facts.ts), `.env.example` and the README's tables
 * (build-steps/env-example.ts) are written from the same schema. The run-time settings of npm start
 * take the same shape in server/settings.js.
 *
 * Build-time and Node only: pages read the resolved values through site.ts, which the build inlines
 * as constants, so no visitor downloads these checks or words.
 */
import * as v from 'valibot'
import { readSettings, SettingsError, setting } from '../../server/setting.js'
import { brokers } from '../content/brokers.ts'
import { bureauGrade, claims } from '../content/claim-figures.ts'
import {
  brandName,
  day,
  email,
  endpoint,
  flag,
  httpUrl,
  isSameOriginEndpoint,
  line,
  optionalHttpUrl,
  origin,
  phone,
  videoId,
} from './setting-checks.ts'

export { SettingsError }

/** A guide video as its guide's file gives it (content/guides, read by guideVideoSettings()). */
export type GuideVideoSetting = { name: `SITE_VIDEO_${string}`; key: string; label: string; standIn: string }

/**
 * The guide videos' settings, SITE_VIDEO_<KEY>, one per video of each guide file: the files are the
 * one list of keys (guideVideoSettings() in app/content/guides.server.ts reads them), so build steps
 * pass the list in. Each is a YouTube ID, the file's stand-in until set, and a company fact.
 */
export function videoSettingsOf(videos: readonly GuideVideoSetting[]) {
  return v.object(
    Object.fromEntries(
      videos.map(({ name, label, standIn }) => [
        name,
        setting(
          {
            default: standIn,
            meaning: `Guide video ${label}: a YouTube video ID (11 letters, digits, - or _).`,
            companyFact: `Guide video: ${label}`,
          },
          videoId,
        ),
      ]),
    ),
  )
}

/** Every build setting, the guide videos' among them: what the launch check and the README list. */
export function buildSettingsWith(videos: readonly GuideVideoSetting[]) {
  return v.object({ ...siteSettings.entries, ...videoSettingsOf(videos).entries })
}

// ---- Broker connections: SITE_BROKER_<NAME>_CONNECTION, one per broker of app/content/brokers.ts ----

/** A broker's name as a setting's, by type: upper case, a space an underscore (brokerConnectionName does the same to any run of other characters). */
type SettingKeyOf<Text extends string> = Text extends `${infer Head} ${infer Tail}`
  ? `${Uppercase<Head>}_${SettingKeyOf<Tail>}`
  : Uppercase<Text>

/** The name of a broker's connection setting, e.g. SITE_BROKER_CHARLES_SCHWAB_CONNECTION. */
export type BrokerConnectionName<Name extends string = string> = `SITE_BROKER_${SettingKeyOf<Name>}_CONNECTION`

export function brokerConnectionName<Name extends string>(name: Name): BrokerConnectionName<Name> {
  const key = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
  return `SITE_BROKER_${key}_CONNECTION` as BrokerConnectionName<Name>
}

const connectionSetting = (name: string) =>
  setting(
    {
      default: '',
      meaning: `How ${name} accounts connect, in a few words under the broker's name on /brokers (e.g. "API key with trade-only permission", "OAuth sign-in"). One line of at most 60 characters; empty shows "confirmed before launch".`,
      companyFact: `How ${name} accounts connect (brokers page)`,
    },
    line(60),
  )

/**
 * One setting per broker of `list`, in its order: how its accounts connect, a company fact with no
 * stand-in (the page marks it as still to be confirmed). The broker list is the one list of names,
 * so a broker added there gains its setting, its launch-check line and its README row.
 */
export function brokerConnectionSettingsOf<const List extends readonly { name: string }[]>(list: List) {
  return v.object(
    Object.fromEntries(list.map(({ name }) => [brokerConnectionName(name), connectionSetting(name)])) as {
      [Name in List[number]['name'] as BrokerConnectionName<Name>]: ReturnType<typeof connectionSetting>
    },
  )
}

const brokerConnectionSettings = brokerConnectionSettingsOf(brokers)

/** Each broker's connection words by broker name; empty while the company has not given them. */
function brokerConnectionsOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(brokers.map(({ name }) => [name, String(values[brokerConnectionName(name)] ?? '')]))
}

// ---- end of broker connections ----

const social = (where: string, companyFact: string, fallback: string) =>
  setting({ default: fallback, meaning: `${where}. Absolute http(s) URL.`, companyFact }, httpUrl)
/**
 * One answer of the security page's table on broker connections (app/content/security.ts): only the
 * company can say how its app keeps a connection, so the page shows none until it is set.
 */
const brokerConnectionFact = (question: string) =>
  setting(
    {
      default: '',
      meaning: `Security page, broker connections: ${question}. One line of at most 300 characters, or empty (the page says it is confirmed before launch).`,
      companyFact: `Security page, broker connections: ${question}`,
    },
    line(300),
  )
const companyLink = (page: string, fallbackWords = 'or empty.') =>
  setting(
    { default: '', meaning: `${page}. Absolute http(s) URL, ${fallbackWords}`, companyFact: page },
    optionalHttpUrl,
  )

/** Every build setting, in the order .env.example and the README list them. */
export const siteSettings = v.object({
  SITE_NAME: setting(
    {
      default: 'Tradevane',
      meaning:
        'Brand name in the header, footer, titles and social image. Any non-empty text of at most 60 characters.',
      companyFact: 'Brand name (header, footer, titles, social cards); "Tradevane" is a stand-in',
    },
    brandName,
  ),
  SITE_ORIGIN: setting(
    {
      default: 'https://www.tradevane.com',
      meaning:
        "This site's canonical origin (canonical URLs, sitemap, security.txt); npm start also takes sign-ups posted from it. Absolute http(s), no path.",
      companyFact: "The website's own address (canonical links, sitemap, security.txt)",
    },
    origin,
  ),
  SITE_APP_URL: setting(
    {
      default: 'https://app.tradevane.com',
      meaning: 'The signed-in app (Sign In, Get Started, plan buttons), opened in a new tab. Absolute http(s) URL.',
      companyFact: 'Where Sign In, Get Started and the plan buttons lead (the signed-in app)',
    },
    httpUrl,
  ),
  SITE_SUPPORT_EMAIL: setting(
    {
      default: 'support@tradevane.com',
      meaning: 'Support e-mail (footer, contact section, FAQ, privacy policy, security contact).',
      companyFact: 'Support e-mail (footer, contact section, FAQ, privacy policy, security contact)',
    },
    email,
  ),
  SITE_PHONE: setting(
    {
      default: '+1 (555) 010-0199',
      meaning:
        'Support phone as displayed (footer, FAQ, privacy policy; the contact section shows it only once set); the tel: link keeps + and digits. Digits, spaces, + ( ) - .',
      companyFact:
        'Support phone (footer, contact section, FAQ, privacy policy); the default is a fictional 555 number',
    },
    phone,
  ),
  SITE_SOCIAL_X: social('X profile (footer)', 'X (Twitter) profile (footer)', 'https://x.com/tradevane'),
  SITE_SOCIAL_YOUTUBE: social(
    'Video channel (footer, guides, and for launch news under an early-access form that collects nothing)',
    'YouTube channel (footer, guides, early-access form)',
    'https://www.youtube.com/@tradevane',
  ),
  SITE_SOCIAL_INSTAGRAM: social(
    'Instagram profile (footer)',
    'Instagram profile (footer)',
    'https://www.instagram.com/tradevane',
  ),
  SITE_SOCIAL_LINKEDIN: social(
    'LinkedIn page (footer)',
    'LinkedIn page (footer)',
    'https://www.linkedin.com/company/tradevane',
  ),
  SITE_SOCIAL_DISCORD: setting(
    {
      default: '',
      meaning: 'The fifth social link (footer). Absolute http(s) URL; empty shows "coming soon".',
      companyFact: 'Discord community (footer)',
    },
    optionalHttpUrl,
  ),
  SITE_DEMO_VIDEO_URL: setting(
    {
      default: 'https://www.youtube.com/@tradevane/videos',
      meaning: 'The Watch Demo target on the video site. Absolute http(s) URL.',
      companyFact: 'The Watch Demo video (home page)',
    },
    httpUrl,
  ),
  SITE_REVIEWS_URL: setting(
    {
      default: 'https://www.trustpilot.com/review/tradevane.com',
      meaning: "The company's consumer-review page. Absolute http(s) URL.",
      companyFact: "The company's customer-review page",
    },
    httpUrl,
  ),
  SITE_BUREAU_URL: setting(
    {
      default: 'https://www.bbb.org/search?find_text=Tradevane',
      meaning: "The company's business-bureau profile. Absolute http(s) URL.",
      companyFact: "The company's business-bureau profile page (the default is a search page)",
    },
    httpUrl,
  ),
  // A real value, not a stand-in: no launch-check words.
  SITE_CHARTING_URL: setting(
    {
      default: 'https://www.tradingview.com',
      meaning: 'The charting platform (Integrations card). Absolute http(s) URL.',
    },
    httpUrl,
  ),
  ...brokerConnectionSettings.entries,
  SITE_EARLY_ACCESS_ENDPOINT: setting(
    {
      default: '',
      meaning:
        'Where the early-access form posts {"email": "…"}: another host\'s absolute URL, or /api/early-access to have npm start keep the list itself. Empty: nothing is sent or stored, and the page says so.',
      companyFact: 'Where early-access sign-ups go; unset, the form collects no addresses',
    },
    endpoint,
  ),
  SITE_ACCESS_LOG_ADDRESSES: setting(
    {
      default: '',
      meaning:
        "1: the privacy policy says the web server's request log may hold IP addresses, and npm start may then write them (its SITE_ACCESS_LOG_ADDRESSES). Empty or 0: the policy says the log holds none, and npm start refuses to write them.",
    },
    flag,
  ),
  SITE_LEGAL_NAME: setting(
    {
      default: '',
      meaning: "The company's legal name (footer, legal page). One line of at most 120 characters, or empty.",
      companyFact: 'Legal name of the company (footer, legal page)',
    },
    line(120),
  ),
  SITE_LEGAL_ADDRESS: setting(
    {
      default: '',
      meaning: "The company's registered address (footer, legal page). One line of at most 200 characters, or empty.",
      companyFact: 'Registered address of the company (footer, legal page)',
    },
    line(200),
  ),
  SITE_CLAIMS_AS_OF: setting(
    {
      default: '',
      meaning: 'The day the headline figures were counted, shown beside them. YYYY-MM-DD, or empty (undated).',
      companyFact: `Date the headline figures were counted (${claims.map((claim) => claim.value).join(', ')})`,
    },
    day,
  ),
  SITE_BUREAU_RATING_DATE: setting(
    {
      default: '',
      meaning: 'The day the bureau rating was last checked. YYYY-MM-DD, or empty (undated).',
      companyFact: `Date the ${bureauGrade} bureau rating was last checked`,
    },
    day,
  ),
  SITE_TERMS_URL: companyLink('Terms of Service (footer, legal page)', 'or empty (plain text, no link).'),
  SITE_CAREERS_URL: companyLink('Careers page (footer)'),
  SITE_PRESS_URL: companyLink('Press page (footer)'),
  SITE_COMMUNITY_URL: companyLink('Community page (footer)'),
  SITE_API_DOCS_URL: companyLink('API documentation (footer)'),
  SITE_BROKER_KEY_STORAGE: brokerConnectionFact('how a broker connection (its keys or token) is stored'),
  SITE_BROKER_KEY_ACCESS: brokerConnectionFact('who can read a stored connection'),
  SITE_BROKER_KEY_DISCONNECT: brokerConnectionFact('what happens to a connection when the trader disconnects'),
  SITE_BROKER_KEY_REFUSED: brokerConnectionFact('which permissions the platform refuses (withdrawals, transfers)'),
  SITE_BROKER_KEY_REVOKE: brokerConnectionFact("how a trader revokes the platform's access"),
  SITE_TESTIMONIALS_FILE: setting(
    {
      default: '',
      meaning:
        "The home page's testimonials: a JSON file (a path from the project folder, or absolute) listing each one's name, role, highlight, quote, rating and consentDate (docs/content.md). Empty: three sample testimonials, each marked Sample.",
      companyFact:
        'Testimonials (home page): name, role, quote, rating and consent date of each; the three shown are samples',
    },
    line(300),
  ),
})

export type SiteEnvName = keyof typeof siteSettings.entries

export type Env = Record<string, string | boolean | undefined>

/** Whether `env` sets the variable itself (not blank), rather than leaving it to its default. */
const isSet = (env: Env, name: SiteEnvName) => typeof env[name] === 'string' && env[name].trim() !== ''

/** The resolved settings, shaped as the pages use them; a malformed one throws a SettingsError naming it. */
export function resolveSiteConfig(env: Env) {
  const values = readSettings(siteSettings, env)
  const smtp = env.SITE_SMTP_URL
  return {
    name: values.SITE_NAME,
    origin: values.SITE_ORIGIN,
    appUrl: values.SITE_APP_URL,
    supportEmail: values.SITE_SUPPORT_EMAIL,
    phone: {
      display: values.SITE_PHONE,
      href: `tel:${values.SITE_PHONE.replace(/[^\d+]/g, '')}`,
      /** Set by the company: the default is a fictional 555 number, which the contact section does not offer. */
      configured: isSet(env, 'SITE_PHONE'),
    },
    social: {
      x: values.SITE_SOCIAL_X,
      youtube: values.SITE_SOCIAL_YOUTUBE,
      instagram: values.SITE_SOCIAL_INSTAGRAM,
      linkedin: values.SITE_SOCIAL_LINKEDIN,
      discord: values.SITE_SOCIAL_DISCORD,
    },
    demoVideoUrl: values.SITE_DEMO_VIDEO_URL,
    reviewsUrl: values.SITE_REVIEWS_URL,
    bureauUrl: values.SITE_BUREAU_URL,
    chartingUrl: values.SITE_CHARTING_URL,
    /** How each broker's accounts connect, by broker name; empty until the company says. */
    brokerConnections: brokerConnectionsOf(values),
    earlyAccessEndpoint: values.SITE_EARLY_ACCESS_ENDPOINT,
    /** npm start's request log may hold client addresses (the privacy policy says which). */
    accessLogAddresses: values.SITE_ACCESS_LOG_ADDRESSES,
    /**
     * Whether npm start confirms each sign-up by e-mail (double opt-in): the list is kept on this
     * site and SITE_SMTP_URL, a run-time setting of npm start (server/settings.js), is set at build
     * time too, so that the pages and the privacy policy say so. Only this yes or no is kept, never
     * the URL, which holds a password; npm start refuses to run a build that disagrees with it.
     */
    earlyAccessConfirms:
      isSameOriginEndpoint(values.SITE_EARLY_ACCESS_ENDPOINT) && typeof smtp === 'string' && smtp.trim() !== '',
    /** The legal entity; empty strings while the company has not set them. */
    legal: { name: values.SITE_LEGAL_NAME, address: values.SITE_LEGAL_ADDRESS },
    /** YYYY-MM-DD, or empty while undated. */
    claimsAsOf: values.SITE_CLAIMS_AS_OF,
    bureauRatingDate: values.SITE_BUREAU_RATING_DATE,
    /** Targets of the footer's links to pages the company has yet to publish; empty leads nowhere. */
    companyLinks: {
      terms: values.SITE_TERMS_URL,
      careers: values.SITE_CAREERS_URL,
      press: values.SITE_PRESS_URL,
      community: values.SITE_COMMUNITY_URL,
      apiDocs: values.SITE_API_DOCS_URL,
    },
    /** The security page's answers on broker connections; empty while the company has not given them. */
    keyHandling: {
      storage: values.SITE_BROKER_KEY_STORAGE,
      access: values.SITE_BROKER_KEY_ACCESS,
      disconnect: values.SITE_BROKER_KEY_DISCONNECT,
      refused: values.SITE_BROKER_KEY_REFUSED,
      revoke: values.SITE_BROKER_KEY_REVOKE,
    },
    /** The testimonials' JSON file as given (app/content/testimonials.server.ts reads it); empty shows the samples. */
    testimonialsFile: values.SITE_TESTIMONIALS_FILE,
  }
}

export type SiteConfig = ReturnType<typeof resolveSiteConfig>
