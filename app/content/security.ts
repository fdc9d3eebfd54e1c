import type { SiteConfig } from '~/config/site'
import { pagePath } from '~/lib/page-path'
import type { Inline } from './privacy'

/**
 * The security page (docs/requirements.md#security-page): what we do with a broker connection, how
 * to connect a broker safely, what this website does, what the privacy policy commits to about
 * brokerage data, and how to report a vulnerability. How the signed-in app stores or handles broker
 * keys is the company's to say: each answer is a setting (SITE_BROKER_KEY_*), and until it is set
 * the page says so rather than invent one. The page's words are content/legal/security.md; the
 * table and the two lists that tests check statement by statement stay here, and the Markdown names
 * the lists as {{websiteFacts}} and {{privacyQuotes}} (securityFacts).
 */

type KeyHandlingAnswer = keyof SiteConfig['keyHandling']

/**
 * The table the page opens with: a trader's questions about the broker connection they hand over,
 * each answered by the company (app/config/settings.ts, SITE_BROKER_KEY_*).
 */
export const keyHandling = {
  id: 'key-handling',
  title: 'What we do with your broker connection',
  questionHeading: 'Question',
  answerHeading: 'Our answer',
  /** Said in place of an answer the company has not given: a marker, not a claim. */
  pending: 'To be confirmed before launch',
  /** Said under the heading while any answer is pending. */
  pendingNote:
    'Each answer is ours to give, and we publish it here before launch. Until then a row says “To be confirmed before launch”, and this page claims nothing about it.',
  questions: [
    { answer: 'storage', question: 'How your broker connection is stored' },
    { answer: 'access', question: 'Who can read it' },
    { answer: 'disconnect', question: 'What happens when you disconnect' },
    { answer: 'refused', question: 'Permissions we refuse, such as withdrawals' },
    { answer: 'revoke', question: 'How to revoke our access' },
  ] satisfies ReadonlyArray<{ answer: KeyHandlingAnswer; question: string }>,
} as const

/** One row of the table: the question, and the company's answer or '' while it has given none. */
export type KeyHandlingRow = { question: string; answer: string }

/** The table's rows, in order, with the company's answers as this build sets them. */
export function keyHandlingRows(answers: SiteConfig['keyHandling']): KeyHandlingRow[] {
  return keyHandling.questions.map(({ answer, question }) => ({ question, answer: answers[answer] }))
}

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
 * What the privacy policy (content/legal/privacy.md) says about brokerage data, quoted word for
 * word with the section it is in; security.test.ts fails when a quote no longer matches the policy.
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

/** Inline text as Markdown: **bold** lead-ins and [links](…). */
const markdownOf = (parts: readonly Inline[]) =>
  parts
    .map((part) =>
      typeof part === 'string' ? part : 'strong' in part ? `**${part.strong}**` : `[${part.text}](${part.href})`,
    )
    .join('')

/** The two lists as the Markdown bulleted lists content/legal/security.md names. */
export function securityFacts() {
  return {
    websiteFacts: websiteFacts.map((fact) => `- ${markdownOf(fact.content)}`).join('\n'),
    privacyQuotes: privacyQuotes
      .map(({ section, title, quote }) => `- “${quote}” ([${title}](${pagePath('/privacy')}#${section}))`)
      .join('\n'),
  }
}
