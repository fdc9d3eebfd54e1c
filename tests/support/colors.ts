/** The alpha of a computed CSS colour: rgb(), rgba() or the oklab(… / a) Tailwind 4 produces. */
export function alphaOf(color: string): number {
  const slash = color.match(/\/\s*([\d.]+)\)$/)
  if (slash) return Number(slash[1])
  const rgba = color.match(/^rgba\([^)]*,\s*([\d.]+)\)$/)
  if (rgba) return Number(rgba[1])
  return color === 'transparent' ? 0 : 1
}

/** The red, green and blue of an opaque computed colour, `rgb(r, g, b)`; anything else throws. */
export function rgbOf(color: string): [number, number, number] {
  const match = color.match(/^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)(?:,\s*1)?\)$/)
  if (!match) throw new Error(`Not an opaque rgb() colour: ${color}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** WCAG 2's contrast ratio of two opaque computed colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = rgbOf(color).map((channel) => {
      const value = channel / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}
