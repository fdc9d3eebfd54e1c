import alpaca from '~/assets/brokers/alpaca.svg'
import charlesSchwab from '~/assets/brokers/charles-schwab.svg'
import lightspeed from '~/assets/brokers/lightspeed.svg'
import tradestation from '~/assets/brokers/tradestation.svg'
import tradezero from '~/assets/brokers/tradezero.svg'
import tradier from '~/assets/brokers/tradier.svg'
import webull from '~/assets/brokers/webull.svg'
import plaid from '~/assets/partners/plaid.svg'
import snaptrade from '~/assets/partners/snaptrade.svg'
import tradingview from '~/assets/partners/tradingview.svg'

// Brand marks as local SVG files: Vite fingerprints each one, and no image is fetched from another
// host. The content modules name a mark by key (they are also read by the browser tests, which run
// in Node and cannot import an .svg), and components resolve the key to its URL here.
// These are our own monograms, not the companies' logos; swap in a licensed file under the same key.
export const logos = {
  alpaca,
  'charles-schwab': charlesSchwab,
  lightspeed,
  tradestation,
  tradezero,
  tradier,
  webull,
  plaid,
  snaptrade,
  tradingview,
} as const

export type LogoName = keyof typeof logos

type LogoProps = {
  name: LogoName
  alt: string
  /** Every mark is drawn on a 40 × 40 grid: the size to show it at, in px. */
  size: number
  className?: string
}

/**
 * A brand mark. Lazy, like every logo on the page: React 19 writes a `<link rel=preload>` into the
 * head for each eager image it prerenders (up to ten), and /brokers' marks then went ahead of the
 * stylesheet and the font (Lighthouse mobile LCP 1.44 s, 1.22 s lazy).
 */
export function Logo({ name, alt, size, className }: LogoProps) {
  return (
    <img src={logos[name]} alt={alt} width={size} height={size} loading="lazy" decoding="async" className={className} />
  )
}
