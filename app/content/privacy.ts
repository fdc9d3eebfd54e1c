import { earlyAccessConfirms } from '~/config/early-access-confirms'
import { resolveSiteConfig, site } from '~/config/site'
import { earlyAccessConfirmHours } from './early-access'

/**
 * The privacy policy's words are content/legal/privacy.md; what stays here is what the build's
 * settings choose (privacyFacts), which the Markdown names as {{earlyAccessPolicy}} and {{serverLog}},
 * and what the Strategy Lab does with a visitor's own files ({{labFiles}}), which its code decides.
 */

/** Inline text: plain words, a bold lead-in, or a link (mailto, tel or a path on this site). */
export type Inline = string | { strong: string } | { text: string; href: string }

/**
 * What the home page's early-access form does with an address, in this build: it sends it to
 * SITE_EARLY_ACCESS_ENDPOINT when one is set (a path on this site: npm start keeps the list, and
 * the text says what is kept, where, for how long and how to have it removed), and otherwise nothing leaves the browser
 * (docs/requirements.md#early-access-form).
 */
export function earlyAccessPolicy(endpoint: string): string {
  // A path on this site: the list is kept by this website's own server (server/early-access.js).
  if (endpoint.startsWith('/')) {
    return ` If you ask for early access on the home page, the form sends the e-mail address you enter, and nothing else, to this website's own server, which keeps it in our own database (not with a mailing-list company) with the date and time you signed up. We use it only for early-access news and never share or sell it. We keep it until you ask us to remove it: e-mail ${site.supportEmail} and we delete it from the list. Your IP address is used only to limit repeated sign-ups and is never kept with your e-mail address.`
  }
  return endpoint
    ? ` If you ask for early access on the home page, the form sends the e-mail address you enter, and nothing else, to our early-access list (${new URL(endpoint).host}); we use it only for early-access news and never share or sell it.`
    : ' The early-access form on the home page sends and stores nothing: the address you type stays in your browser and is cleared a few seconds later. To ask for early access, e-mail us.'
}

/**
 * The same for a build whose list npm start keeps with the confirmation e-mail (SITE_SMTP_URL,
 * earlyAccessConfirms): what is kept while a sign-up waits for its link, and for how long
 * (server/confirmations.js). Its own function, which a build without the e-mail leaves out.
 */
export function confirmedEarlyAccessPolicy(): string {
  return ` If you ask for early access on the home page, the form sends the e-mail address you enter, and nothing else, to this website's own server, which keeps it in our own database (not with a mailing-list company). We first e-mail you a link to confirm it, sent through our e-mail provider. Until you confirm we keep only the address, the date and time of your request and a scrambled form of the link's code, for at most ${earlyAccessConfirmHours} hours; if you do not confirm, we then delete them. Once you confirm, the address is on the list with the date and time you confirmed. We use it only for early-access news and never share or sell it. We keep it until you ask us to remove it: e-mail ${site.supportEmail} and we delete it from the list, confirmed or not. Your IP address is used only to limit repeated sign-ups and is never kept with your e-mail address.`
}

// Inlined by the build (vite.config.ts `define`) where the privacy policy's loader reads it at
// build time; tests and Node scripts resolve the same SITE_ACCESS_LOG_ADDRESSES here.
declare const __ACCESS_LOG_ADDRESSES__: boolean | undefined
const accessLogAddresses =
  typeof __ACCESS_LOG_ADDRESSES__ !== 'undefined'
    ? __ACCESS_LOG_ADDRESSES__
    : resolveSiteConfig(process.env).accessLogAddresses

/**
 * What the web server's request log holds, in this build (SITE_ACCESS_LOG_ADDRESSES): true whether
 * the operator turns the log on or not (npm start's SITE_ACCESS_LOG, the nginx example's log), and
 * npm start refuses to log addresses when the build said it would not.
 */
export const serverLogWithAddresses =
  ' Our web server may keep a log of the requests it answers, to run and secure the site: the time, the page or file asked for, the answer, your browser’s own description of itself (its user agent) and your IP address.'
/** The same, for a build whose log keeps no address (the default). */
export const serverLogWithoutAddresses =
  ' Our web server may keep a log of the requests it answers, to run and secure the site: the time, the page or file asked for, the answer and your browser’s own description of itself (its user agent). It does not record your IP address.'

/**
 * What the Strategy Lab does with the files a visitor opens in it (app/lab/ui/read-files.ts reads
 * them in a Web Worker; nothing of them enters the work, a link or an export).
 */
export const labFilesPolicy =
  'The Strategy Lab runs in your browser: an option chain or TradingView alert log you open in it is read there, on your device, and is never sent to us, stored, or put in a link or file you share. A link made while one was open says only that one was used.'

/**
 * The paragraphs of the privacy policy that this build's settings choose, as the facts
 * content/legal/privacy.md names: {{earlyAccessPolicy}} and {{serverLog}}.
 */
export function privacyFacts() {
  const earlyAccess =
    earlyAccessConfirms && site.earlyAccessEndpoint.startsWith('/')
      ? confirmedEarlyAccessPolicy()
      : earlyAccessPolicy(site.earlyAccessEndpoint)
  const serverLog = accessLogAddresses ? serverLogWithAddresses : serverLogWithoutAddresses
  return { earlyAccessPolicy: earlyAccess.trim(), serverLog: serverLog.trim(), labFiles: labFilesPolicy }
}
