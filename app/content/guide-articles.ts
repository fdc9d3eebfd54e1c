/**
 * The written guides behind the video cards (docs/requirements.md#guide-pages): one article per guide,
 * one section per topic of its card, in the card's order. Every sentence restates what the site
 * already says about the product elsewhere (features, steps, pricing, terms); nothing new is
 * claimed here. Kept apart from guides.ts so the guides page does not download the article text.
 */

import type { PagePath } from '../lib/page-path'
import type { guides } from './guides'
import { chartingPlatform, minimumAge, supportHours } from './site/company'
import { affiliateProgram, copyTrading, freeTrialInWords, freeTrialLabel, setupFeesLabel } from './terms'

type GuideId = (typeof guides)[number]['id']

/** A link inside a paragraph, to a page of this site the sentence talks about. */
export type GuideLink = { text: string; to: PagePath }

/** A paragraph: plain text, or text and links in reading order. */
export type GuideParagraph = string | readonly (string | GuideLink)[]

/** A paragraph's words, links included, as a reader sees them. */
export function paragraphText(paragraph: GuideParagraph): string {
  return typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join('')
}

/** One guide page's text: dates for crawlers, and a section of paragraphs per topic of the card. */
export type GuideArticle = {
  /** First published and last changed, ISO dates (YYYY-MM-DD): the Article data and the sitemap read them. */
  published: string
  updated: string
  /**
   * The lead paragraph, under the title; also the page's meta description, so 50 to 160
   * characters, and never the card's description on /guides (the two places say it differently).
   */
  lead: string
  /** One entry per topic of the guide's card, same order; each a few paragraphs. */
  sections: readonly (readonly GuideParagraph[])[]
  /**
   * A picture of what a section describes, drawn at build time from a Strategy Lab template (its
   * link-preview card, build-steps/strategy-cards.ts), shown after that section's paragraphs.
   */
  figure?: { section: number; template: string; alt: string; caption: GuideParagraph }
}

export const guideArticles = {
  'getting-started': {
    published: '2025-09-15',
    updated: '2026-11-25',
    lead: 'Everything you do before your first automated order: an account, a connected broker, a look around, and a trade on paper. Plan on about fifteen minutes.',
    sections: [
      [
        `Sign up from any Get Started button on this site; the application opens in a new tab. Every plan starts with a ${freeTrialLabel}, with ${setupFeesLabel}, so you can try the whole platform before you pay.`,
        [
          `The platform is for U.S. residents aged ${minimumAge} or over. If a member referred you, your trial is longer: see the affiliate program on the `,
          { text: 'brokers page', to: '/brokers' },
          '.',
        ],
      ],
      [
        [
          'Check that your broker is supported on the ',
          { text: 'brokers page', to: '/brokers' },
          ' before you connect it. Supported brokers connect with API keys that you create in your brokerage account and paste into the platform.',
        ],
        'Orders are placed in your own account; we never hold your money, and you can disconnect at any time.',
      ],
      [
        'The dashboard brings together your strategies, the paper trading suite and the manual trading panel. In the panel, the options chain, working orders and open positions sit side by side, and one click closes a position.',
        'The video walks through each area in the order you will use it on day one.',
      ],
      [
        'Place your first trade in the paper trading suite: it runs against live market data and records every simulated fill, with no money at risk.',
        'When paper trades behave the way you expect, you can switch a strategy to live with position caps, stops and daily loss limits in place.',
        [
          'Before any of this, you can see what an automated strategy decides without an account: the ',
          { text: 'Strategy Lab', to: '/lab' },
          ' on this site dry-runs a strategy in your browser, and every ',
          { text: 'strategy template', to: '/strategies' },
          ' is written out node by node.',
        ],
      ],
    ],
  },
  'how-to-trade': {
    published: '2025-09-15',
    updated: '2026-11-25',
    lead: 'Automation is optional. This guide covers trading by hand from the manual trading panel, with the same risk limits that check automated orders.',
    sections: [
      [
        'Risk settings come first. Position-size caps, stop-loss and take-profit brackets and daily loss limits are checked before every order, automated or manual.',
        'Set them once for the account; an order that breaks a limit does not reach the market.',
        [
          'You can watch a limit block an order before you set your own: in the ',
          { text: 'Strategy Lab', to: '/lab' },
          ', raise the open positions or the loss so far today past a template’s limit and run it again, and the result names the rule that stopped the order instead of showing a ticket. Each ',
          { text: 'strategy page', to: '/strategies' },
          ' lists its rules in words.',
        ],
      ],
      [
        'The panel shows the options chain next to your working orders and open positions. Pick an expiration, compare strikes and read the Greeks before you build the order.',
        'The Options Chain video shows where each figure sits on the screen.',
      ],
      [
        'Build a single-leg order, or combine legs into a spread, from the chain. The order goes to your own broker, and your risk limits check it on the way.',
        'Commissions and market-data fees, if any, are charged by your broker.',
      ],
      [
        'Attach a stop-loss and a take-profit to a position when you open it, so the exit is set before the trade is live.',
        'The mobile app sends a push notification when an order is placed, filled or stopped out, and one click in the panel closes a position.',
      ],
    ],
  },
  'basics-of-automation': {
    published: '2025-09-22',
    updated: '2026-11-25',
    lead: `Webhook automation turns a ${chartingPlatform} alert into an order at your broker, with no code and no server. This guide follows one alert from chart to paper fill.`,
    sections: [
      [
        `You create an alert on a ${chartingPlatform} chart and point it at your personal webhook URL. When the alert fires, the platform receives its message, builds the order, checks it against your risk limits and sends it to your broker.`,
        'Nothing runs on your computer: the chart and the platform do the work while you are away from the screen.',
        [
          'The ',
          { text: 'Strategy Lab', to: '/lab' },
          ' follows the same path in your browser. Open a template that starts on an alert, such as the ',
          { text: '0-DTE credit spread on a VWAP alert', to: '/strategies/zero-dte-vwap' },
          ' or the ',
          { text: 'trend-following debit spread', to: '/strategies/trend-debit-spread' },
          ', set the alert’s ticker, action and price, and a dry run shows the branch the tree takes and the order it would send.',
        ],
      ],
      [
        `Your webhook URL is in the platform. Paste it into the alert's webhook field in ${chartingPlatform}, and write the alert message that tells the platform what to trade.`,
        'The video shows a complete alert message and where each part of it comes from.',
      ],
      [
        'An alert names an underlying and a direction; the automation decides which option contract to trade and how many.',
        'The video shows how to set the contract, the size and the order type, so that each alert becomes exactly the order you meant.',
      ],
      [
        'Rehearse every alert in the paper trading suite before real money is involved. Paper trades run against live market data, and every simulated fill is recorded for you to review.',
        'Switch the automation to live only when it behaves the way you expect; you can pause it with one click.',
        [
          'A dry run in the ',
          { text: 'Strategy Lab', to: '/lab' },
          ' is a step before that: a simulation with inputs you make up, which shows a decision and an order but no fill and no result.',
        ],
      ],
    ],
  },
  'advanced-automation': {
    published: '2025-10-06',
    updated: '2026-11-25',
    lead: 'Logic trees chain triggers, conditions and orders into one strategy you can read at a glance, without a line of code. Three videos build a complete strategy.',
    figure: {
      section: 0,
      template: 'spy-momentum',
      alt: 'The logic tree of the SPY momentum call spread template: when a TradingView buy alert for SPY arrives, IF IV rank is under 40 and the time is before 15:30 ET, THEN open two call debit spreads, ELSE do nothing.',
      caption: [
        'The ',
        { text: 'SPY momentum call spread', to: '/strategies/spy-momentum' },
        ' template’s tree, as the Strategy Lab writes it: the alert is the VWAP cross, and the tree adds the IV-rank and time checks.',
      ],
    },
    sections: [
      [
        'A logic tree starts with a trigger, such as a chart alert. Conditions branch it, and actions at the ends of the branches place orders.',
        'Read one aloud and it sounds like a rule: “if SPY closes above VWAP and it is before 3:30 pm, buy the call spread.”',
        [
          'The figure below is one, drawn from a template of the ',
          { text: 'Strategy Lab', to: '/lab' },
          ': each IF tests a condition, THEN and ELSE are its two branches, and each branch ends in an order or in doing nothing, with the reason. Every ',
          { text: 'strategy template', to: '/strategies' },
          ' has a page that writes its tree out this way.',
        ],
      ],
      [
        'Conditions filter entries. A tree can check the time of day, the price of the underlying and volatility before it lets an order through, and skip the entry when they are not met.',
        'Part 1 builds the filters; Part 2 adds the orders.',
      ],
      [
        'Exits are part of the tree too: a position can be closed in several steps instead of all at once.',
        [
          'In the ',
          { text: '45-day iron condor', to: '/strategies/iron-condor-45' },
          ' template, the first branch asks whether a condor is already open; if it is, the tree decides between closing it and holding it, and never opens a second one.',
        ],
        'Part 3 adds multi-step exits, with the stop-loss and take-profit brackets and daily loss limits that check every order.',
      ],
      [
        'The market intelligence tools include economic and earnings event calendars. Use them to pause a strategy around news and calendar events, so it does not open positions when you would not.',
        [
          'The ',
          { text: 'Stand aside on FOMC and CPI days', to: '/strategies/event-window' },
          ' template shows the idea in the Lab: its first condition asks whether today is a scheduled event day, and on one the tree does nothing.',
        ],
        'Test the finished tree in the paper trading suite before you switch it to live.',
      ],
    ],
  },
  'external-posting': {
    published: '2025-10-13',
    updated: '2026-11-25',
    lead: 'Entries and exits post to your Discord server or Telegram channel as they fill, formatted and timestamped, so your community sees the trade, not a screenshot.',
    sections: [
      [
        'Discord posting uses a webhook that you create in your server’s settings. Paste it into the platform and choose the channel your trades post to.',
        'The Discord video goes through the settings screen by screen.',
      ],
      [
        'For Telegram, you add the platform’s bot to your channel or group and connect it from the platform.',
        'The Telegram video shows how to give the bot permission to post.',
      ],
      [
        'You decide which strategies post and which details appear in each post, so a private strategy stays private.',
        'Discord and Telegram bots are part of the Pro and Advanced plans.',
      ],
      [
        'Each post arrives as the order fills, formatted and timestamped, with the details your members need to follow the trade.',
        'The videos show a finished post in Discord and in Telegram.',
        [
          'In the ',
          { text: 'Strategy Lab', to: '/lab' },
          ', each order in a tree says whether it would post to Discord, Telegram or neither, and a dry run shows the post it would make.',
        ],
      ],
    ],
  },
  'trade-mirror': {
    published: '2025-10-20',
    updated: '2026-11-25',
    lead: 'Trade mirroring copies a lead trader’s orders into your own broker account, or lets subscribers mirror the trades of a strategy you publish.',
    sections: [
      [
        [
          'Browse the strategies other traders share, and subscribe to the one you want to follow. Its trades are then mirrored in your own broker account, at one of the ',
          { text: 'supported brokers', to: '/brokers' },
          '.',
        ],
        'Copy-trading access is included in every plan.',
      ],
      [
        'Mirrored trades are sized to fit your account. The risk limits you set check every mirrored order before it reaches your broker, like any other order.',
        `The ${freeTrialInWords} of your free trial include copy-trading access, so you can follow a strategy before you pay.`,
      ],
      [
        `Publish a strategy and you set its subscription price, from $${copyTrading.minMonthlyPriceUsd} per month. There is no cap on subscribers: ${copyTrading.subscribers.toLowerCase()} traders can follow one strategy.`,
        'Subscribers mirror your trades in their own broker accounts, with their own risk limits.',
      ],
      [
        `The platform keeps a ${copyTrading.platformFeePercent}% fee on subscriptions; the rest is paid out to you. Referrals are separate: through the affiliate program you earn a ${affiliateProgram.commissionPercent}% commission on the payments of traders you refer.`,
        `Questions about payouts go to support, which answers ${supportHours}.`,
      ],
    ],
  },
} as const satisfies Record<GuideId, GuideArticle>
