/** A template's link-preview card, drawn at build time (build-steps/strategy-cards.ts). */
export const strategyCardPath = (id: string) => `/cards/strategies/${id}.png`

/** The card's size: the 1200×630 that link previews expect. */
export const strategyCardSize = { width: 1200, height: 630 } as const
