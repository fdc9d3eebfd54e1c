/** The alpha of a computed CSS colour: rgb(), rgba() or the oklab(… / a) Tailwind 4 produces. */
export function alphaOf(color: string): number {
  const slash = color.match(/\/\s*([\d.]+)\)$/)
  if (slash) return Number(slash[1])
  const rgba = color.match(/^rgba\([^)]*,\s*([\d.]+)\)$/)
  if (rgba) return Number(rgba[1])
  return color === 'transparent' ? 0 : 1
}
