import { site } from '~/config/site'
import { pagePath } from '~/lib/page-path'
import type { Inline, PolicyBlock, PolicySection } from './privacy'
import { securityTxtPath } from './site/company'

/**
 * The security page (docs/requirements.md#security-page): how to connect a broker safely, what
 * this website does, what the privacy policy commits to about brokerage data, and how to report a
 * vulnerability. It says nothing about how the signed-in app stores or handles broker keys:
 * docs/requirements.md does not say, and we invent nothing.
 */

const p = (...content: Inline[]): PolicyBlock => ({ kind: 'p', content })
const ul = (...items: (readonly Inline[])[]): PolicyBlock => ({ kind: 'ul', items })
const supportEmail = { text: site.supportEmail, href: `mailto:${site.supportEmail}` }

export const securityIntro: readonly PolicyBlock[] = [
  p(
    `Before you connect a broker to ${site.name}, you should know how to keep that connection safe and what this website does with your browser. This page says both, and where to tell us if you find a weakness.`,
  ),
]

/**
 * What this website itself does, one statement each; tests/e2e/security.spec.ts checks every id
 * against the served headers and every page, and fails on a statement it has no check for.
 */
export const websiteFacts = [
  {
    id: 'https',
    content: [
      { strong: 'HTTPS only.' },
      ' Every response carries HTTP Strict Transport Security (HSTS): once your browser has seen it, it reaches this site and its subdomains over encrypted HTTPS only, for two years, and never falls back to plain HTTP.',
    ],
  },
  {
    id: 'no-third-party',
    content: [
      { strong: 'No third-party scripts or trackers.' },
      ' Pages load nothing from other companies: no analytics, advertising or tracking code. The fonts, images and code come from this site itself. A guide video loads from YouTube’s privacy-enhanced domain only after you press Play.',
    ],
  },
  {
    id: 'no-cookies',
    content: [
      { strong: 'No cookies.' },
      ' This site sets none. The ',
      { text: 'cookie policy', href: pagePath('/cookies') },
      ' lists the little it keeps in your browser and how to clear it.',
    ],
  },
  {
    id: 'csp',
    content: [
      { strong: 'A strict Content-Security-Policy.' },
      ' Each page tells your browser to run only the scripts it was built with, to load nothing from elsewhere except the video player after Play, and to refuse to be shown inside another site’s frame.',
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; content: readonly Inline[] }>

/**
 * What the privacy policy (app/content/privacy.ts) says about brokerage data, quoted word for word
 * with the section it is in; security.test.ts fails when a quote no longer matches the policy. A
 * quote rather than an import, so /privacy's first load does not grow by a chunk it shares with
 * this page.
 */
export const privacyQuotes = [
  {
    section: 'information-we-collect',
    title: 'Information We Collect',
    quote:
      'Brokerage account details or API keys that you provide to connect a broker, so the platform can place the orders you or your strategies request.',
  },
  {
    section: 'how-we-use-information',
    title: 'How We Use Your Information',
    quote:
      'We do not sell your personal information, and we use your brokerage credentials only for the connections you set up.',
  },
  {
    section: 'how-we-share-information',
    title: 'How We Share Your Information',
    quote:
      'With your broker, the order instructions and account identifiers needed to place and manage trades through the connection you authorize.',
  },
  {
    section: 'choices-and-rights',
    title: 'Your Choices and Rights',
    quote:
      'Broker connections: you can disconnect a broker or revoke its API keys at any time, in your settings or at your broker.',
  },
  {
    section: 'security',
    title: 'Security',
    quote:
      'We use safeguards designed to protect your information, including encrypted connections (HTTPS) and access limited to the people and systems that need it. No system is perfectly secure, so we cannot guarantee absolute security.',
  },
] as const

/** The page's sections, in order; each id is the section's anchor. */
export const securitySections = [
  {
    id: 'connect-your-broker-safely',
    title: 'Connect your broker safely',
    blocks: [
      p(
        'Your broker holds your money and your positions; an automation platform only needs to place orders. When you create the access the platform will use:',
      ),
      ul(
        [
          { strong: 'Trade-only permissions.' },
          ' Give the API key or connection the rights to read your account and place orders, and nothing more.',
        ],
        [
          { strong: 'Never withdrawal rights.' },
          ' No automation needs to move money out of your account. If your broker offers a withdrawal or transfer permission for keys, leave it off.',
        ],
        [
          { strong: 'Use an allow-list where your broker offers one.' },
          ' Some brokers let you limit a key to approved IP addresses or applications; turn it on, so the key is useless anywhere else.',
        ],
        [
          { strong: 'Revoke access at your broker.' },
          ' You can delete the key or disconnect the application in your broker’s own settings at any time; from then on it can place no orders.',
        ],
        [
          { strong: 'Protect the account itself.' },
          ' Use a strong, unique password and your broker’s two-step sign-in, and review the orders in your broker account.',
        ],
      ),
      p(
        'The brokers we support and their status are on the ',
        { text: 'brokers page', href: pagePath('/brokers') },
        '.',
      ),
    ],
  },
  {
    id: 'this-website',
    title: 'What this website does',
    blocks: [ul(...websiteFacts.map((fact) => fact.content))],
  },
  {
    id: 'your-brokerage-data',
    title: 'What our privacy policy commits to',
    blocks: [
      p(
        'About brokerage data, our ',
        { text: 'privacy policy', href: pagePath('/privacy') },
        ' says, in its own words:',
      ),
      ul(
        ...privacyQuotes.map(({ section, title, quote }): Inline[] => [
          `“${quote}” (`,
          { text: title, href: `${pagePath('/privacy')}#${section}` },
          ')',
        ]),
      ),
    ],
  },
  {
    id: 'report-a-vulnerability',
    title: 'Report a vulnerability',
    blocks: [
      p(
        'If you believe you have found a security weakness in this website or our service, e-mail ',
        supportEmail,
        ' with what you found and the steps to reproduce it. Please do not access other people’s data or disrupt the service while testing.',
      ),
      p(
        'Security researchers’ tools can read the same contact from ',
        { text: securityTxtPath, href: securityTxtPath },
        ', published to the RFC 9116 standard.',
      ),
    ],
  },
] as const satisfies readonly PolicySection[]
