// @ts-check
/**
 * Every run-time setting of `npm start` and `npm run signups`, defined once: its default, what it
 * means, and how its text is read. The server and the CLI read them through readServerSettings();
 * `.env.example` and the README's table are written from this definition (build-steps/env-example.ts),
 * and a test fails when they are stale. The build-time settings (SITE_NAME, SITE_ORIGIN, …) are
 * app/config/site.ts's.
 *
 * A `.env` file in the project is read first (process.loadEnvFile); the environment wins over it,
 * so a systemd unit's EnvironmentFile= and a one-off `PORT=8080 npm start` both work.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { accessLogFromEnv, logAddressesFromEnv } from './access-log.js'
import { trustedProxiesFromEnv } from './proxy-trust.js'
import { rateFromEnv } from './rate-limit.js'

export class SettingsError extends Error {
  /** @override */
  name = 'SettingsError'
}

/**
 * @template T
 * @typedef {object} Setting
 * @property {string} default the text used when the variable is unset or empty ('' = none)
 * @property {string} meaning one or two sentences for the operator (.env.example, README)
 * @property {string} [example] a value to show in .env.example when the default is empty
 * @property {boolean} [secret] holds a password: .env.example shows it commented out, never a real one
 * @property {(text: string, name: string) => T} parse reads the trimmed text; throws SettingsError
 */

/**
 * @template T
 * @param {Setting<T>} definition
 */
const setting = (definition) => definition

/** Throws the one-line message every setting's mistake gets. */
export function settingError(/** @type {string} */ name, /** @type {string} */ text, /** @type {string} */ expected) {
  return new SettingsError(`${name} must be ${expected}; got ${JSON.stringify(text)}.`)
}

/** The project's data folder, the default SITE_DATA_DIR. */
export const defaultDataDir = fileURLToPath(new URL('../data/', import.meta.url))

/** A whole number at least `min`. */
const wholeNumber =
  (/** @type {number} */ min, /** @type {number} */ max = Number.MAX_SAFE_INTEGER) =>
  (/** @type {string} */ text, /** @type {string} */ name) => {
    const value = Number(text)
    if (text === '' || !Number.isInteger(value) || value < min || value > max) {
      throw settingError(name, text, `a whole number from ${min} to ${max}`)
    }
    return value
  }

/** Wraps a parser that throws a plain Error into one that throws SettingsError. */
const checked =
  /**
   * @template T
   * @param {(text: string) => T} parse
   */
  (parse) => (/** @type {string} */ text) => {
    try {
      return parse(text)
    } catch (error) {
      throw new SettingsError(error instanceof Error ? error.message : String(error))
    }
  }

export const serverSettings = {
  HOST: setting({
    default: '127.0.0.1',
    meaning:
      'The address npm start listens on. Keep the loopback default behind nginx or another proxy on the same machine; 0.0.0.0 or :: only when clients reach it directly.',
    parse: (text) => text,
  }),
  PORT: setting({
    default: '3000',
    meaning: 'The TCP port npm start listens on (0: any free port, printed at start).',
    parse: wholeNumber(0, 65_535),
  }),
  SITE_WORKERS: setting({
    default: '',
    meaning: 'Worker processes sharing the port; one that dies is replaced. Empty: one per core.',
    parse: (text, name) => (text === '' ? availableParallelism() : wholeNumber(1, 256)(text, name)),
  }),
  SITE_DATA_DIR: setting({
    default: '',
    meaning:
      "Folder of the early-access list's SQLite file (signups.sqlite), created private to the server's user on start. Keep it outside the deployed folder. Empty: data/ in the project.",
    example: '/var/lib/marketing-site',
    parse: (text) => text || defaultDataDir,
  }),
  DATABASE_URL: setting({
    default: '',
    meaning:
      'postgres://user:password@host:5432/db: the early-access list in PostgreSQL instead of SQLite, for several machines behind one load balancer. Create or upgrade its schema with `npm run signups -- migrate`.',
    example: 'postgres://marketing_site:CHANGE-ME@127.0.0.1:5432/marketing_site',
    secret: true,
    parse: (text) => {
      if (text !== '' && !/^postgres(ql)?:\/\//.test(text)) {
        throw new SettingsError('DATABASE_URL must be a postgres:// URL; leave it unset to keep the list in SQLite.')
      }
      return text
    },
  }),
  SITE_SMTP_URL: setting({
    default: '',
    meaning:
      "smtp://user:password@host:587 (or smtps://…:465): turns on the early-access confirmation e-mail (double opt-in): a sign-up is kept as pending and a link valid for 48 hours, sent from SITE_MAIL_FROM, puts it on the list. Set it at build time too (npm run build), so that the pages and the privacy policy say so; npm start refuses a build that disagrees. Only the build's yes or no is recorded, never the URL. Empty: addresses go on the list at once.",
    example: 'smtp://mailer:CHANGE-ME@smtp.example.com:587',
    secret: true,
    parse: (text, name) => {
      if (text === '') return ''
      let url
      try {
        url = new URL(text)
      } catch {
        throw new SettingsError(
          `${name} must be an smtp:// or smtps:// URL (its text is not shown: it may hold a password).`,
        )
      }
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
        throw new SettingsError(
          `${name} must be an smtp:// or smtps:// URL (its text is not shown: it may hold a password).`,
        )
      }
      return text
    },
  }),
  SITE_MAIL_FROM: setting({
    default: '',
    meaning:
      'The sender of the early-access confirmation e-mail, as an address or "Name <address>"; needed with SITE_SMTP_URL.',
    example: 'Tradevane <early-access@tradevane.com>',
    parse: (text, name) => {
      if (
        text !== '' &&
        !/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/.test(text)
      ) {
        throw settingError(name, text, 'an e-mail address or "Name <address>"')
      }
      return text
    },
  }),
  SITE_EARLY_ACCESS_RATE: setting({
    default: '10',
    meaning:
      'Requests a minute one client address may make to the early-access endpoint; more get 429 with Retry-After.',
    parse: checked(rateFromEnv),
  }),
  SITE_TRUST_PROXY: setting({
    default: '',
    meaning:
      'The proxies in front of npm start, whose X-Forwarded-For is believed: IP addresses or CIDR ranges, comma-separated (127.0.0.1 behind nginx on the same machine). On a connection from one of them the client is the right-most X-Forwarded-For entry that is not a listed proxy; any other connection is its own client. A number (the old form) is refused. Empty: X-Forwarded-For is ignored.',
    example: '127.0.0.1',
    parse: checked(trustedProxiesFromEnv),
  }),
  SITE_ACCESS_LOG: setting({
    default: '',
    meaning:
      'A request log, one JSON line per request (time, method, path without the query string, status, body bytes, duration in ms, user agent): - for standard output, or a file appended to (reopened when the primary passes on a reopen, for logrotate). Empty: no log.',
    example: '/var/log/marketing-site/access.log',
    parse: checked(accessLogFromEnv),
  }),
  SITE_ACCESS_LOG_ADDRESSES: setting({
    default: '',
    meaning:
      "1: the request log also holds each request's client address. Only with a build made with SITE_ACCESS_LOG_ADDRESSES=1, whose privacy policy says so; otherwise npm start refuses to start. Empty or 0: no addresses.",
    parse: checked(logAddressesFromEnv),
  }),
}

/** @typedef {typeof serverSettings} ServerSettingDefinitions */
/** @typedef {keyof ServerSettingDefinitions} ServerSettingName */
/**
 * The settings as the server uses them, by variable name.
 * @typedef {{ [K in ServerSettingName]: ReturnType<ServerSettingDefinitions[K]['parse']> }} ServerSettings
 */

/**
 * Reads every run-time setting from `env`; the first mistake throws a SettingsError naming it.
 * @param {Record<string, string | undefined>} [env]
 * @returns {ServerSettings}
 */
export function readServerSettings(env = process.env) {
  /** @type {Record<string, unknown>} */
  const values = {}
  for (const [name, definition] of Object.entries(serverSettings)) {
    const given = env[name]?.trim() ?? ''
    values[name] = /** @type {Setting<unknown>} */ (definition).parse(given === '' ? definition.default : given, name)
  }
  return /** @type {ServerSettings} */ (values)
}

/** The project's `.env`, read into process.env unless a variable is already set there (the environment wins). */
export function loadEnvFile(/** @type {string} */ file = fileURLToPath(new URL('../.env', import.meta.url))) {
  if (existsSync(file)) process.loadEnvFile(file)
}
