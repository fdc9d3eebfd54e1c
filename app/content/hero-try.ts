/**
 * The hero card's controls: the visitor reruns the hero template's dry run with another IV rank,
 * alert time or alert action (components/home/hero-words.ts; the template gives the first values).
 */
export const heroTry = {
  title: 'Try it',
  /** The IV rank the card flips to: above the template's limit, where its IF turns false. */
  otherIvRank: 62,
  ivRankLabel: 'IV rank',
  timeLabel: 'Alert time',
  actionLabel: 'Alert',
  actions: { buy: 'Buy', sell: 'Sell' },
  /** A sell alert's message, as a chart would word the opposite cross. */
  sellMessage: (ticker: string) => `${ticker} crossed below VWAP`,
} as const
