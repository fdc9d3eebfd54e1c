import { earlyAccessConfirms } from '~/config/early-access-confirms'
import { resolveSiteConfig, site } from '~/config/site'
import { pagePath } from '~/lib/page-path'
import { earlyAccessConfirmHours } from './early-access'
import { minimumAge } from './site/company'
import { inactiveAccountYears } from './terms'

/** Inline text: plain words, a bold lead-in, or a link (mailto, tel or a path on this site). */
export type Inline = string | { strong: string } | { text: string; href: string }
/** A paragraph, or a bulleted list whose items are runs of inline text. */
export type PolicyBlock =
  | { kind: 'p'; content: readonly Inline[] }
  | { kind: 'ul'; items: readonly (readonly Inline[])[] }
export type PolicySection = { id: string; title: string; blocks: readonly PolicyBlock[] }

const p = (...content: Inline[]): PolicyBlock => ({ kind: 'p', content })
const ul = (...items: Inline[][]): PolicyBlock => ({ kind: 'ul', items })
const supportEmail = { text: site.supportEmail, href: `mailto:${site.supportEmail}` }

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
  return ` If you ask for early access on the home page, the form sends the e-mail address you enter, and nothing else, to this website's own server, which keeps it in our own database (not with a mailing-list company). We first e-mail you a link to confirm it, sent through our e-mail provider. Until you open the link we keep only the address, the date and time of your request and a scrambled form of the link's code, for at most ${earlyAccessConfirmHours} hours; if you do not confirm, we then delete them. Once you confirm, the address is on the list with the date and time you confirmed. We use it only for early-access news and never share or sell it. We keep it until you ask us to remove it: e-mail ${site.supportEmail} and we delete it from the list, confirmed or not. Your IP address is used only to limit repeated sign-ups and is never kept with your e-mail address.`
}

// Inlined by the build (vite.config.ts `define`) into the privacy policy's code only, not into the
// shell every page loads; tests and Node scripts resolve the same SITE_ACCESS_LOG_ADDRESSES here.
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

/** The policy's date (docs/requirements.md#privacy-page). */
export const lastUpdated = { iso: '2025-10-01', display: 'October 1, 2025' } as const

export const privacyIntro: readonly PolicyBlock[] = [
  p(
    `This policy explains what information ${site.name} collects, how we use and share it, and the choices you have. It covers this website, the trading platform and the mobile app (together, “the service”). We have written it in plain English; if anything is unclear, e-mail `,
    supportEmail,
    '.',
  ),
]

/** The eleven sections (docs/requirements.md#privacy-page), in order. Each id is the section's anchor. */
export const privacySections = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    blocks: [
      p('We collect only what we need to run the service and support you:'),
      ul(
        [{ strong: 'Account details:' }, ' your name, e-mail address, phone number and login credentials.'],
        [
          { strong: 'Brokerage account details or API keys' },
          ' that you provide to connect a broker, so the platform can place the orders you or your strategies request.',
        ],
        [
          { strong: 'Trading preferences:' },
          ' your strategies, risk limits, automation settings and notification choices.',
        ],
        [
          { strong: 'Device information:' },
          ' browser and operating system, app version, IP address, and the device token used to send push notifications.',
        ],
        [
          { strong: 'Usage and trading activity:' },
          ' the features you use, the orders placed through the service, and their results.',
        ],
      ),
      p(
        { strong: 'On this public website' },
        ', we set no tracking cookies and run no analytics or advertising scripts. Pages load nothing from other companies until you choose to watch a guide video; only then does the player load from YouTube’s privacy-enhanced domain (youtube-nocookie.com).',
        // Each chosen here, from constants the build inlines, so the page carries only its own words.
        earlyAccessConfirms && site.earlyAccessEndpoint.startsWith('/')
          ? confirmedEarlyAccessPolicy()
          : earlyAccessPolicy(site.earlyAccessEndpoint),
        accessLogAddresses ? serverLogWithAddresses : serverLogWithoutAddresses,
      ),
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    blocks: [
      ul(
        [
          'To run the service: carry out your strategies, send orders you or your automations request to your broker, and show your positions and results.',
        ],
        ['To send the trade notifications, alerts and e-mails you have turned on.'],
        ['To answer support requests and tell you about your account, billing and changes to the service.'],
        ['To keep the service secure: detect fraud, abuse and unauthorized access.'],
        ['To fix problems and improve features, using usage information.'],
        ['To meet our legal obligations.'],
      ),
      p(
        'We do not sell your personal information, and we use your brokerage credentials only for the connections you set up.',
      ),
    ],
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Your Information',
    blocks: [
      p('We share information only in these cases:'),
      ul(
        [
          { strong: 'With your broker,' },
          ' the order instructions and account identifiers needed to place and manage trades through the connection you authorize.',
        ],
        [
          { strong: 'With service providers' },
          ' that host, secure and support the service, such as broker-connectivity and account-linking partners, cloud hosting, e-mail delivery and payment processing. They may use the information only to provide their services to us.',
        ],
        [
          { strong: 'With people you choose.' },
          ' When you post trades to Discord or Telegram or publish a strategy for others to mirror, the details you choose to share are visible to that channel or to your subscribers.',
        ],
        [
          { strong: 'For legal reasons,' },
          ' when the law, a court order or a regulator requires it, or to protect the rights and safety of our users and the public.',
        ],
        [
          { strong: 'In a business transfer,' },
          ' such as a merger or acquisition, in which case this policy continues to apply to your information.',
        ],
      ),
    ],
  },
  {
    id: 'choices-and-rights',
    title: 'Your Choices and Rights',
    blocks: [
      ul(
        [
          { strong: 'Notifications:' },
          ' you can enable or disable trade push notifications and e-mail alerts at any time in your account settings.',
        ],
        [{ strong: 'Access and correction:' }, ' you can review and update your account details in your settings.'],
        [
          { strong: 'Broker connections:' },
          ' you can disconnect a broker or revoke its API keys at any time, in your settings or at your broker.',
        ],
        [
          { strong: 'Deletion:' },
          ' you can close your account and ask us to delete your information, except records the law requires us to keep.',
        ],
        [{ strong: 'Marketing e-mail:' }, ' every marketing e-mail has a link to unsubscribe.'],
      ),
      p(
        { strong: 'California residents' },
        ' may request access to, or deletion of, the personal information we hold about them by e-mailing ',
        supportEmail,
        '. We will confirm your identity before acting on the request, and we will not treat you differently for making it.',
      ),
    ],
  },
  {
    id: 'security',
    title: 'Security',
    blocks: [
      p(
        'We use safeguards designed to protect your information, including encrypted connections (HTTPS) and access limited to the people and systems that need it. No system is perfectly secure, so we cannot guarantee absolute security.',
      ),
      p(
        'You can help: use a strong, unique password, and give the API keys you connect only the permissions trading needs, never withdrawal rights.',
      ),
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    blocks: [
      p(
        `We keep your information while your account is active and as long as we need it to provide the service. If an account is inactive for ${inactiveAccountYears} years, we may delete its data. We keep some records longer when the law requires it, such as billing and tax records.`,
      ),
    ],
  },
  {
    id: 'us-only-service',
    title: 'U.S.-Only Service',
    blocks: [
      p(
        `The service is offered only to residents of the United States aged ${minimumAge} or over, and this policy is written for U.S. law. Please do not use the service or send us personal information from outside the United States.`,
      ),
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    blocks: [
      p(
        'The service links to and connects with services run by others: the brokers on our ',
        { text: 'brokers page', href: pagePath('/brokers') },
        ', our connectivity partners, the charting site (TradingView), the video site (YouTube), Discord and Telegram. Each has its own privacy policy, which we do not control. Read it before you connect an account or share information with them.',
      ),
    ],
  },
  {
    id: 'childrens-privacy',
    title: 'Children’s Privacy',
    blocks: [
      p(
        `You must be ${minimumAge} or older to use the service. We do not knowingly collect personal information from anyone under ${minimumAge}. If you believe a minor has given us information, e-mail `,
        supportEmail,
        ' and we will delete it.',
      ),
    ],
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    blocks: [
      p(
        'We may update this policy as the service changes. We will post the new version on this page with a new “Last updated” date, and we will tell account holders about material changes by e-mail or in the app before they take effect.',
      ),
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [
      p(
        'Questions about this policy or your information? E-mail ',
        supportEmail,
        ' or call ',
        { text: site.phone.display, href: site.phone.href },
        '.',
      ),
    ],
  },
] as const satisfies readonly PolicySection[]
