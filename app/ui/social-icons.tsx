import { cn } from '~/lib/cn'

// Brand glyphs as local SVG files (app/assets/social/), drawn through a CSS mask in the text color
// (the social-icon utilities in app/styles/app.css), so hover recolors them and every page's
// JavaScript carries a class name instead of path data. X, YouTube and Discord: paths from
// simple-icons (CC0), Discord's rounded to 0.1 unit. Instagram: its glyph (rounded square, lens,
// flash) drawn with even-odd holes in a few bytes. LinkedIn's mark is not in simple-icons; a plain
// "in" monogram stands in for it.
const iconClasses = {
  x: 'social-icon-x',
  youtube: 'social-icon-youtube',
  instagram: 'social-icon-instagram',
  linkedin: 'social-icon-linkedin',
  discord: 'social-icon-discord',
} as const
export type SocialIconName = keyof typeof iconClasses

export function SocialIcon({ name, className = 'size-5' }: { name: SocialIconName; className?: string }) {
  return <span aria-hidden="true" className={cn('social-icon', iconClasses[name], className)} />
}
