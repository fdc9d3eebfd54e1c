// @ts-check
/**
 * What `npm start`'s primary process does with a sign-up: without the confirmation e-mail, it puts
 * the address on the list; with it (SITE_SMTP_URL and SITE_MAIL_FROM set, and a build made with
 * SITE_SMTP_URL so that its pages and privacy policy say so), it keeps the sign-up as pending and
 * mails a link that confirms it (double opt-in).
 *
 * A link's token is 32 random bytes (base64url, 43 characters): it says nothing of the address, is
 * kept only as its SHA-256 hash, works once, and expires after the build's `hours` (48). Pending
 * sign-ups are dropped once expired (on every sign-up, and every minute). The mail goes out after the
 * sign-up is committed and is not waited for: the answer is the same, and as quick, whether the
 * address is new, pending or already listed (a listed address gets no mail; a second sign-up within
 * ten minutes of a pending one gets none either, so the form cannot be used to flood an inbox).
 * Every failure is logged once, when it starts, and its end once, never with an address.
 */
import { createHash, randomBytes } from 'node:crypto'
import { withoutAddresses } from './store.js'

/** A second pending request for an address within this time sends no second mail. */
export const resendAfterMs = 10 * 60 * 1000

/**
 * How often expired pending sign-ups are dropped even when no one signs up: the privacy policy says
 * they are kept for at most the link's lifetime, so within a minute of it (one indexed DELETE).
 */
const purgeEveryMs = 60 * 1000

/** The hash a token is stored as. */
export const tokenHash = (/** @type {string} */ token) => createHash('sha256').update(token).digest('hex')

/**
 * The build's record of the confirmation e-mail (build/headers.json earlyAccessConfirm): present
 * only when it was built with SITE_SMTP_URL set. Never the URL itself.
 * @typedef {object} BuildConfirmation
 * @property {number} hours how long a link lasts (the privacy policy says so)
 * @property {string} confirmedUrl where a confirmed link is sent (the home page's :target note)
 * @property {string} origin the site's canonical origin (SITE_ORIGIN at build time), the links' host
 * @property {string} siteName
 */

/**
 * @typedef {object} Mail
 * @property {string} from
 * @property {string} to
 * @property {string} subject
 * @property {string} text
 */

/**
 * Whether this build and these settings agree about the confirmation e-mail; a one-line message
 * saying what to do when they do not.
 * @param {{ earlyAccessPath?: string, earlyAccessConfirm?: BuildConfirmation }} manifest
 * @param {{ SITE_SMTP_URL: string, SITE_MAIL_FROM: string }} settings
 * @returns {{ ok: true, on: boolean } | { ok: false, message: string }}
 */
export function checkConfirmationSettings(manifest, settings) {
  if (!manifest.earlyAccessPath) return { ok: true, on: false }
  const built = Boolean(manifest.earlyAccessConfirm)
  const set = settings.SITE_SMTP_URL !== ''
  if (built && !set) {
    return {
      ok: false,
      message:
        'This build was made with SITE_SMTP_URL set, so its pages say a confirmation e-mail is sent, but SITE_SMTP_URL is not set: set it and SITE_MAIL_FROM, or rebuild without it (npm run build).',
    }
  }
  if (!built && set) {
    return {
      ok: false,
      message:
        'SITE_SMTP_URL is set, but this build was made without it, so its pages and privacy policy say nothing of a confirmation e-mail: rebuild with SITE_SMTP_URL set (npm run build), or unset it.',
    }
  }
  if (set && settings.SITE_MAIL_FROM === '') {
    return {
      ok: false,
      message: 'SITE_MAIL_FROM must be set with SITE_SMTP_URL: the sender of the confirmation e-mail.',
    }
  }
  return { ok: true, on: set }
}

/**
 * The confirmation e-mail for one token.
 * @param {BuildConfirmation & { from: string, path: string }} confirmation
 * @param {string} to
 * @param {string} token
 * @returns {Mail}
 */
export function confirmationMail(confirmation, to, token) {
  const link = `${confirmation.origin}${confirmation.path}?confirm=${token}`
  const { siteName, hours } = confirmation
  return {
    from: confirmation.from,
    to,
    subject: `Confirm your early-access sign-up for ${siteName}`,
    text: [
      `Someone, we hope you, asked to join the ${siteName} early-access list with this address.`,
      '',
      `To confirm it, open this link within ${hours} hours:`,
      link,
      '',
      `If it was not you, ignore this e-mail: without confirmation the address is deleted after ${hours} hours and you will hear nothing more from us.`,
      '',
    ].join('\n'),
  }
}

/**
 * @typedef {object} SignupKeeper
 * @property {(email: string) => Promise<void>} signUp keeps a normalized address (or its pending
 *   sign-up), committed before it resolves; rejects when the store cannot be used
 * @property {(token: string) => Promise<boolean>} confirm false for an unknown, used or expired token
 * @property {() => void} stop
 */

/**
 * The primary's part of a sign-up (server/main.js calls it for each one a worker sends).
 * @param {object} options
 * @param {import('./store.js').GuardedStore} options.guarded
 * @param {import('./log.js').Log} options.log
 * @param {(BuildConfirmation & { from: string, path: string, send: (mail: Mail) => Promise<unknown> })} [options.confirmation]
 *   absent: no confirmation e-mail
 * @param {() => Date} [options.now]
 * @returns {SignupKeeper}
 */
export function createSignupKeeper({ guarded, log, confirmation, now = () => new Date() }) {
  if (!confirmation) {
    return {
      signUp: async (email) => {
        await guarded.use((store) => store.add(email))
      },
      confirm: async () => false,
      stop: () => {},
    }
  }
  let mailFailing = false
  const purge = setInterval(() => {
    guarded.use((store) => store.purgeExpired(now())).catch(() => {})
  }, purgeEveryMs).unref()
  const send = (/** @type {Mail} */ mail) =>
    confirmation.send(mail).then(
      () => {
        if (mailFailing) log.info('Confirmation e-mails are sent again.')
        mailFailing = false
      },
      (/** @type {unknown} */ error) => {
        if (!mailFailing) {
          const reason = error instanceof Error ? error.message || error.name : String(error)
          log.error(`A confirmation e-mail could not be sent (SITE_SMTP_URL): ${withoutAddresses(reason)}`)
        }
        mailFailing = true
      },
    )
  return {
    signUp: async (email) => {
      const token = randomBytes(32).toString('base64url')
      const at = now()
      const expiresAt = new Date(at.getTime() + confirmation.hours * 3600_000)
      const result = await guarded.use((store) => store.request(email, tokenHash(token), at, expiresAt, resendAfterMs))
      if (result === 'pending') void send(confirmationMail(confirmation, email, token))
    },
    confirm: (token) => guarded.use((store) => store.confirm(tokenHash(token), now())),
    stop: () => clearInterval(purge),
  }
}

/**
 * Nodemailer's transport for SITE_SMTP_URL (smtp://user:password@host:587, smtps://… for TLS from
 * the start), loaded only when the confirmation e-mail is on.
 * @param {string} smtpUrl
 * @returns {Promise<(mail: Mail) => Promise<unknown>>}
 */
export async function smtpSender(smtpUrl) {
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport(smtpUrl)
  return (mail) => transport.sendMail(mail)
}

/**
 * @typedef {object} Signups
 * @property {import('./store.js').GuardedStore} guarded
 * @property {SignupKeeper} keeper
 * @property {string} description for the start line: where the list is, and whether it confirms by e-mail
 * @property {() => Promise<void>} close
 */

/**
 * The primary's early-access list, as npm start opens it: checks that the build and the settings
 * agree about the confirmation e-mail, opens (creating, for SQLite) the store, checks it once (a
 * database that is down is logged and retried, never fatal) and returns what answers the workers.
 * Throws an Error with a one-line message when npm start must not start.
 * @param {{ earlyAccessPath?: string, earlyAccessConfirm?: BuildConfirmation }} manifest
 * @param {{ DATABASE_URL: string, SITE_DATA_DIR: string, SITE_SMTP_URL: string, SITE_MAIL_FROM: string }} settings
 * @param {import('./log.js').Log} log
 * @returns {Promise<Signups>}
 */
export async function openSignups(manifest, settings, log) {
  const agreed = checkConfirmationSettings(manifest, settings)
  if (!agreed.ok) throw new Error(agreed.message)
  const { guardStore, openStore } = await import('./store.js')
  const store = await openStore({ databaseUrl: settings.DATABASE_URL, dataDir: settings.SITE_DATA_DIR, create: true })
  const guarded = guardStore(store, { log })
  await guarded.check()
  const built = manifest.earlyAccessConfirm
  const keeper = createSignupKeeper({
    guarded,
    log,
    confirmation:
      agreed.on && built
        ? {
            ...built,
            from: settings.SITE_MAIL_FROM,
            path: String(manifest.earlyAccessPath),
            send: await smtpSender(settings.SITE_SMTP_URL),
          }
        : undefined,
  })
  return {
    guarded,
    keeper,
    description: `${store.kind}: ${store.where}${agreed.on ? `, confirmed by e-mail (links last ${built?.hours} hours)` : ''}`,
    close: async () => {
      keeper.stop()
      guarded.stop()
      await store.close()
    },
  }
}

/**
 * The primary's answer to a worker's `signup` or `confirm` message.
 * @param {Signups | undefined} signups
 * @param {{ type: string, email?: unknown, token?: unknown }} message
 * @returns {Promise<{ failed: true } | { ok: true } | { confirmed: boolean }>}
 */
export async function answerWorker(signups, message) {
  try {
    if (!signups) throw new Error('no early-access list')
    if (message.type === 'confirm') return { confirmed: await signups.keeper.confirm(String(message.token)) }
    await signups.keeper.signUp(String(message.email))
    return { ok: true }
  } catch {
    return { failed: true }
  }
}

/**
 * A worker's view of the list: each call is a question to the primary (`ask`, over IPC).
 * @param {(question: object) => Promise<any>} ask
 */
export function workerSignupStore(ask) {
  return {
    add: async (/** @type {string} */ email) => {
      const answer = await ask({ type: 'signup', email })
      if (answer.failed) throw new Error('The early-access list could not be written.')
    },
    confirm: async (/** @type {string} */ token) => {
      const answer = await ask({ type: 'confirm', token })
      if (answer.failed) throw new Error('The early-access list could not be written.')
      return answer.confirmed === true
    },
  }
}
