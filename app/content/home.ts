/** Copy of the home page's hero, integrations band and contact section, and the page's section order. */

import { chartingPlatform } from './site/company'
import { sectionIds } from './site/navigation'
import { freeTrialLabel, setupFeesLabel } from './terms'

/** Ids of the two home sections that the navigation does not link to. */
export const extraSectionIds = { integrations: 'integrations', testimonials: 'testimonials' } as const

/** The eight sections of the home page, top to bottom. */
export const homeSectionOrder = [
  sectionIds.home,
  extraSectionIds.integrations,
  sectionIds.about,
  sectionIds.features,
  sectionIds.howItWorks,
  extraSectionIds.testimonials,
  sectionIds.pricing,
  sectionIds.contact,
] as const

export const hero = {
  eyebrow: 'Options automation for U.S. traders',
  title: 'Automate your options strategy.',
  titleAccent: 'No code required.',
  subline: `Build strategies as logic trees, fire them from ${chartingPlatform} alerts, and let hard risk limits check every order in your own brokerage account. Prove it on paper first; go live when you are ready.`,
  primaryCta: 'Get Started Free',
  secondaryCta: 'Watch Demo',
  ctaNote: `${freeTrialLabel} · ${setupFeesLabel}`,
  claimsLabel: 'By the numbers',
} as const

export const integrations = {
  title: 'Works with the accounts and apps you already use',
  items: ['Broker APIs', `${chartingPlatform} alerts`, 'Paper trading', 'Discord', 'Telegram', 'Mobile push'],
  cta: 'Check Compatibility',
  ctaNote: 'Check that your broker supports options automation before you start your trial.',
} as const

/**
 * The contact section: a person to talk to, and apart from it the early-access form it offers
 * (docs/requirements.md#early-access-form).
 */
export const contactSection = {
  eyebrow: 'Contact',
  title: 'Talk to a person',
  intro: 'Questions about brokers, plans or your account? Support answers around the clock.',
  earlyAccessTitle: 'Be first to automate futures and crypto',
  earlyAccessIntro: 'Futures and crypto automation are coming soon.',
  emailLabel: 'E-mail address',
  submit: 'Get early access',
  sending: 'Subscribing…',
  subscribed: 'Subscribed!',
  error: 'We could not add you to the list. Please try again in a moment.',
  /** The field's own messages, in the GOV.UK Design System's words for an e-mail address. */
  emailMissing: 'Enter your e-mail address',
  emailFormat: 'Enter an e-mail address in the correct format, like name@example.com',
  /** Said before each of them, to screen readers only, as GOV.UK does. */
  errorPrefix: 'Error:',
} as const

/**
 * Until the app has started (or without JavaScript), the early-access form cannot work: what to do
 * meanwhile. A constant of its own, so the visitors' JavaScript, which never shows it, leaves it out.
 */
export const earlyAccessBeforeStart =
  'The form is not running yet (the page is loading, or JavaScript is off). Your address stays here: try again soon, or write to'

/**
 * What the early-access form says about the address, which depends on the build: with
 * SITE_EARLY_ACCESS_ENDPOINT set the form sends it to that list; without one (the default) the
 * form only confirms in the browser and keeps nothing, and no text may say otherwise. Then one
 * muted line says what the form is, a preview, and where launch news comes instead: the company's
 * video channel (site.social.youtube), named by `channel` as the line's link. The button's
 * Subscribed! stays, as docs/requirements.md#early-access-form fixes it; the line is what explains
 * it, and the announcement says the button's word alone, with no second claim to contradict it.
 */
export function earlyAccessCopy(collecting: boolean) {
  return collecting
    ? {
        hint: 'Used only for early-access news. Never shared or sold.',
        subscribedStatus: 'Subscribed! Thanks for joining the early-access list.',
      }
    : {
        hint: 'A preview of the sign-up: this form keeps no address. For launch news, follow us on',
        channel: 'YouTube',
        subscribedStatus: 'Subscribed!',
      }
}

/**
 * What it says when npm start confirms each sign-up by e-mail (earlyAccessConfirms): to check the
 * inbox, and what the e-mail's link shows once it has confirmed the address. A function of its
 * own, which a build without the confirmation e-mail leaves out of the home page's JavaScript.
 */
export function earlyAccessConfirmCopy() {
  return {
    hint: 'Used only for early-access news. Never shared or sold. We e-mail you a link to confirm.',
    subscribedStatus: 'Subscribed! Check your inbox: open the link we sent you to confirm your place on the list.',
    confirmedStatus: 'Confirmed! You are on the early-access list.',
  }
}
