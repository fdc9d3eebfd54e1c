import { siDiscord, siInstagram, siX, siYoutube } from 'simple-icons'

// Brand glyphs from simple-icons (CC0), bundled as paths: no request leaves the site.
// LinkedIn's mark is not in simple-icons; a plain "in" monogram stands in for it.
const linkedinPath =
  'M4.98 3.5A2.5 2.5 0 1 1 0 3.5a2.5 2.5 0 0 1 4.98 0zM.5 8h4V24h-4V8zm7.5 0h3.8v2.2h.05c.53-1 1.83-2.2 3.77-2.2 4.03 0 4.78 2.65 4.78 6.1V24h-4v-8.4c0-2-.04-4.58-2.8-4.58-2.8 0-3.2 2.18-3.2 4.44V24H8V8z'

export const socialIcons = {
  x: siX.path,
  youtube: siYoutube.path,
  instagram: siInstagram.path,
  linkedin: linkedinPath,
  discord: siDiscord.path,
} as const
export type SocialIconName = keyof typeof socialIcons

export function SocialIcon({ name, className = 'size-5' }: { name: SocialIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={socialIcons[name]} />
    </svg>
  )
}
