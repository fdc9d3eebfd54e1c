/**
 * Questions a trader asks before the trial, at the end of the pricing section (#faq) and in the
 * home page's FAQPage data (docs/requirements.md#faq); the block's id and heading are in plans.ts.
 * Every answer is composed from the module that states the fact everywhere else, so a changed
 * price or term changes here too.
 */
import { site } from '~/config/site'
import type { PagePath } from '~/lib/page-path'
import { chartingPlatform, eligibility, supportHours } from './site/company'
import {
  affiliateContractNote,
  affiliateProgram,
  copyTrading,
  freeTrialLabel,
  inactiveAccountYears,
  referredTrialInWords,
  setupFeesLabel,
} from './terms'
import { upperFirst } from './words'

/** Part of an answer: text, a link to a page of this site, or a mailto/tel link. */
export type AnswerPart = string | { text: string; to: PagePath } | { text: string; href: string }
export type Question = { question: string; answer: readonly AnswerPart[] }

export const faq = [
  {
    question: 'Which brokers can I connect?',
    answer: [
      'The broker compatibility table lists every broker we work with, and whether options automation with it is live today or still in progress. ',
      { text: 'Check broker compatibility', to: '/brokers' },
      ' before you start your trial.',
    ],
  },
  {
    question: 'Do I need to know how to code?',
    answer: [
      `No. You build strategies as logic trees of triggers, conditions and orders, and a ${chartingPlatform} alert needs only your webhook URL to place orders. APIs are there if you want to connect your own tools.`,
    ],
  },
  {
    question: 'Can I practice on paper first?',
    answer: [
      'Yes. The paper trading suite runs your strategy against live market data and records every simulated fill, with no money at risk. Switch to live only when you trust it.',
    ],
  },
  {
    question: 'How does the free trial work?',
    answer: [
      `Every plan starts with a ${freeTrialLabel}, with ${setupFeesLabel}, so you can connect your broker and run a strategy on paper before you pay. Referred by a member? Your trial is extended to ${referredTrialInWords}.`,
    ],
  },
  {
    question: 'Who can sign up?',
    answer: [eligibility],
  },
  {
    question: 'What does copy-trading cost?',
    answer: [
      `Copy-trading access is part of every plan. If you publish a strategy, you set its subscription price, from $${copyTrading.minMonthlyPriceUsd} a month; the platform keeps a ${copyTrading.platformFeePercent}% fee, and the number of subscribers is unlimited.`,
    ],
  },
  {
    question: 'How does the affiliate program pay?',
    answer: [
      `Followers who join with your referral code get ${affiliateProgram.extraTrialWeeks} extra weeks of free trial, and you earn a ${affiliateProgram.commissionPercent}% commission on every payment they make. ${affiliateContractNote}`,
    ],
  },
  {
    question: 'What happens to my data if I stop using my account?',
    answer: [
      `If an account is inactive for ${inactiveAccountYears} years, we may delete its data. The `,
      { text: 'privacy policy', to: '/privacy' },
      ' explains what we keep and why.',
    ],
  },
  {
    question: 'How do I reach support?',
    answer: [
      `${upperFirst(supportHours)}, by e-mail at `,
      { text: site.supportEmail, href: `mailto:${site.supportEmail}` },
      ' or by phone at ',
      { text: site.phone.display, href: site.phone.href },
      '.',
    ],
  },
] as const satisfies readonly Question[]

/** An answer as plain text, for the structured data. */
export function answerText(answer: readonly AnswerPart[]): string {
  return answer.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}
