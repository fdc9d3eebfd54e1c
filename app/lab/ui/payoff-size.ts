/** The payoff chart's box: drawn for a phone's width, about 310 px wide there (text near 10 px), at most 448 px on a desktop (14 px). */
export const payoffSize = { width: 400, height: 230, pad: { top: 12, right: 10, bottom: 28, left: 56 } } as const
