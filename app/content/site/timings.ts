/** Behavior constants (docs/requirements.md#timings), read by the components and by their tests. */
export const timings = {
  /** The navigation bar turns opaque once the page is scrolled more than this many pixels. */
  navOpaqueAfterPx: 50,
  /** From a page other than /, anchor items navigate to / and scroll after this delay. */
  anchorScrollDelayMs: 100,
  /**
   * The broker finder says how many brokers match once typing has paused this long, not on every
   * keystroke (a status read out per letter is cut off by the next one).
   */
  finderCountDelayMs: 500,
  /** How long the early-access form shows "Subscribed!" before it resets. */
  subscribedResetMs: 3000,
  /** Guide cards: the flip animation's length and the card's minimum height. */
  guideFlipMs: 700,
  guideCardMinHeightPx: 500,
} as const
