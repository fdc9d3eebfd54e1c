/** The About section's copy. */

import { numberInWords } from '~/content/words'
import { betaYears, minimumAge } from './site/company'
import { freeTrialLabel, setupFeesLabel } from './terms'

const betaInWords = numberInWords(betaYears)

export const aboutSection = {
  eyebrow: 'About us',
  title: `Built with traders, tested for ${betaInWords} years`,
  paragraphs: [
    'We are traders and engineers who got tired of watching charts all day to place orders a rule could have placed. So we built the tool we wanted: strategies you can read at a glance, automation you can switch off, and risk limits that do not bend.',
    `Before opening the doors we ran a ${betaInWords}-year beta with active U.S. options traders. They broke things, asked for more and shaped every screen you will see. The platform is for U.S. residents aged ${minimumAge} or over.`,
  ],
  principles: [
    {
      title: 'Your broker, your money',
      text: 'Orders go to your own brokerage account. We never hold funds and you can disconnect at any time.',
    },
    {
      title: 'Rules over impulses',
      text: 'Every order, automated or manual, passes the risk limits you set before it reaches the market.',
    },
    {
      title: 'Plain pricing',
      text: `Flat monthly plans, ${setupFeesLabel} and a ${freeTrialLabel} on every plan, so you can judge it on paper first.`,
    },
  ],
} as const
