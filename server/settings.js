// @ts-check
/**
 * Every run-time setting of `npm start` and `npm run signups`, defined once in the shape the build's
 * settings take (server/setting.js): a valibot check, its default and what it means. The server
 * and the CLI read them through readServerSettings(); `.env.example` and the README's table are
 * written from this definition (build-steps/env-example.ts), and a test fails when they are stale.
 * The build-time settings (SITE_NAME, SITE_ORIGIN, …) are app/config/settings.ts's.
 *
 * A `.env` file in the project is read first (process.loadEnvFile); the environment wins over it,
 * so a systemd unit's EnvironmentFile= and a one-off `PORT=8080 npm start` both work.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { accessLogFromEnv, logAddressesFromEnv } from './access-log.js'
import { trustedProxiesFromEnv } from './proxy-trust.js'
import { rateFromEnv } from './rate-limit.js'
import { parsedBy, readSettings, SettingsError, setting } from './setting.js'

export { SettingsError }

/** The project's data folder, the default SITE_DATA_DIR. */
export const defaultDataDir = fileURLToPath(new URL('../data/', import.meta.url))

/** A whole number from `min` to `max`, as text. */
const wholeNumber = (/** @type {number} */ min, /** @type {number} */ max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.string(),
    v.check((text) => {
      const value = Number(text)
      return text !== '' && Number.isInteger(value) && value >= min && value <= max
    }, `a whole number from ${min} to ${max}`),
    v.transform(Number),
  )

/** An e-mail address or "Name <address>", or empty. */
const sender = v.regex(
  /^(?:|[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
  'an e-mail address or "Name <address>"',
)

/** smtp:// or smtps://, or empty. */
const smtpUrl = v.check((/** @type {string} */ text) => {
  if (text === '') return true
  try {
    return ['smtp:', 'smtps:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}, 'an smtp:// or smtps:// URL')

export const serverSettings = v.object({
  HOST: setting(
    {
      default: '127.0.0.1',
      meaning:
        'The address npm start listens on. Keep the loopback default behind nginx or another proxy on the same machine; 0.0.0.0 or :: only when clients reach it directly.',
    },
    v.string(),
  ),
  PORT: setting(
    {
      default: '3000',
      meaning: 'The TCP port npm start listens on (0: any free port, printed at start).',
    },
    wholeNumber(0, 65_535),
  ),
  SITE_WORKERS: setting(
    {
      default: '',
      meaning: 'Worker processes sharing the port; one that dies is replaced. Empty: one per core.',
    },
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => availableParallelism()),
        ),
        wholeNumber(1, 256),
      ],
      'a whole number from 1 to 256',
    ),
  ),
  SITE_DATA_DIR: setting(
    {
      default: '',
      meaning:
        "Folder of the early-access list's SQLite file (signups.sqlite), created private to the server's user on start. Keep it outside the deployed folder. Empty: data/ in the project.",
      example: '/var/lib/marketing-site',
    },
    v.transform((text) => text || defaultDataDir),
  ),
  DATABASE_URL: setting(
    {
      default: '',
      meaning:
        'postgres://user:password@host:5432/db: the early-access list in PostgreSQL instead of SQLite, for several machines behind one load balancer. Create or upgrade its schema with `npm run signups -- migrate`.',
      example: 'postgres://marketing_site:CHANGE-ME@127.0.0.1:5432/marketing_site',
      secret: true,
    },
    v.regex(/^(?:|postgres(?:ql)?:\/\/.*)$/, 'a postgres:// URL; leave it unset to keep the list in SQLite'),
  ),
  SITE_SMTP_URL: setting(
    {
      default: '',
      meaning:
        "smtp://user:password@host:587 (or smtps://…:465): turns on the early-access confirmation e-mail (double opt-in): a sign-up is kept as pending and a link valid for 48 hours, sent from SITE_MAIL_FROM, opens a page whose Confirm button puts it on the list (following the link alone confirms nothing). Set it at build time too (npm run build), so that the pages and the privacy policy say so; npm start refuses a build that disagrees. Only the build's yes or no is recorded, never the URL. Empty: addresses go on the list at once.",
      example: 'smtp://mailer:CHANGE-ME@smtp.example.com:587',
      secret: true,
    },
    smtpUrl,
  ),
  SITE_MAIL_FROM: setting(
    {
      default: '',
      meaning:
        'The sender of the early-access confirmation e-mail, as an address or "Name <address>"; needed with SITE_SMTP_URL.',
      example: 'Tradevane <early-access@tradevane.com>',
    },
    sender,
  ),
  SITE_EARLY_ACCESS_RATE: setting(
    {
      default: '10',
      meaning:
        'Requests a minute one client address may make to the early-access endpoint; more get 429 with Retry-After.',
    },
    parsedBy(rateFromEnv),
  ),
  SITE_TRUST_PROXY: setting(
    {
      default: '',
      meaning:
        'The proxies in front of npm start, whose X-Forwarded-For is believed: IP addresses or CIDR ranges, comma-separated (127.0.0.1 behind nginx on the same machine). On a connection from one of them the client is the right-most X-Forwarded-For entry that is not a listed proxy; any other connection is its own client. A number (the old form) is refused. Empty: X-Forwarded-For is ignored.',
      example: '127.0.0.1',
    },
    parsedBy(trustedProxiesFromEnv),
  ),
  SITE_ACCESS_LOG: setting(
    {
      default: '',
      meaning:
        'A request log, one JSON line per request (time, method, path without the query string, status, body bytes, duration in ms, user agent): - for standard output, or a file appended to (reopened when the primary passes on a reopen, for logrotate); under the systemd unit a file in /var/log/marketing-site, its LogsDirectory and the one log folder it may write. Empty: no log.',
      example: '/var/log/marketing-site/access.log',
    },
    parsedBy(accessLogFromEnv),
  ),
  SITE_ACCESS_LOG_ADDRESSES: setting(
    {
      default: '',
      meaning:
        "1: the request log also holds each request's client address. Only with a build made with SITE_ACCESS_LOG_ADDRESSES=1, whose privacy policy says so; otherwise npm start refuses to start. Empty or 0: no addresses.",
    },
    parsedBy(logAddressesFromEnv),
  ),
})

/** @typedef {keyof typeof serverSettings.entries} ServerSettingName */
/**
 * The settings as the server uses them, by variable name.
 * @typedef {v.InferOutput<typeof serverSettings>} ServerSettings
 */

/**
 * Reads every run-time setting from `env`; the first mistake throws a SettingsError naming it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {ServerSettings}
 */
export function readServerSettings(env = process.env) {
  return readSettings(serverSettings, env)
}

/**
 * Reads some of the settings (npm run signups needs only where the list is kept).
 * @template {ServerSettingName} Name
 * @param {Name[]} names
 * @param {Record<string, string | undefined>} [env]
 * @returns {Pick<ServerSettings, Name>}
 */
export function readServerSettingsOf(names, env = process.env) {
  return /** @type {Pick<ServerSettings, Name>} */ (
    /** @type {unknown} */ (readSettings(v.pick(serverSettings, /** @type {[Name, ...Name[]]} */ (names)), env))
  )
}

/** The project's `.env`, read into process.env unless a variable is already set there (the environment wins). */
export function loadEnvFile(/** @type {string} */ file = fileURLToPath(new URL('../.env', import.meta.url))) {
  if (existsSync(file)) process.loadEnvFile(file)
}
