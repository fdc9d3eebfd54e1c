/** Company-wide copy and claims (docs/requirements.md#product-and-claims), shared by the hero, footer and structured data. */

export const tagline =
  'Revolutionizing retail trading with no-code strategy development, automation and high-resolution risk management.'

/** The charting platform whose alerts drive webhook automation (its site is `site.chartingUrl`). */
export const chartingPlatform = 'TradingView'

/** Facts the claims (../claims.ts) state and other copy repeats. */
export const betaYears = 3
export const supportHours = '24/7'
export const setupFeeUsd = 0

/** Who may use the service (docs/requirements.md#product-and-claims). */
export const minimumAge = 18
export const eligibility = `For U.S. residents aged ${minimumAge} or over.`

/** The risk disclosure shown in every page's footer (docs/requirements.md#compliance). */
export const riskDisclosure = [
  'Options involve risk and are not suitable for all investors. Trading automation does not remove market risk; automated orders can lose money quickly, and you are responsible for every order your strategies place.',
  'We provide software and education only, not investment advice or recommendations. We are not a broker-dealer or an investment adviser; orders are placed with and held by your own broker.',
  'Past performance, testimonials and any results shown do not guarantee future results.',
] as const

/** Where the machine-readable security contact lives (RFC 9116); build-steps/security-txt.ts writes it. */
export const securityTxtPath = '/.well-known/security.txt'
