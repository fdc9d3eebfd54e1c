// Brand glyphs as bare path data, so no request leaves the site and no icon metadata ships.
// X, YouTube and Discord: paths from simple-icons (CC0), Discord's rounded to 0.1 unit. Instagram: its glyph (rounded square, lens,
// flash) drawn with even-odd holes in a few bytes; simple-icons' trace of it weighs about 2 KB.
// LinkedIn's mark is not in simple-icons; a plain "in" monogram stands in for it.
export const socialIcons = {
  x: {
    path: 'M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z',
  },
  youtube: {
    path: 'M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z',
  },
  instagram: {
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.5-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z',
    evenOdd: true,
  },
  linkedin: {
    path: 'M4.98 3.5A2.5 2.5 0 1 1 0 3.5a2.5 2.5 0 0 1 4.98 0zM.5 8h4V24h-4V8zm7.5 0h3.8v2.2h.05c.53-1 1.83-2.2 3.77-2.2 4.03 0 4.78 2.65 4.78 6.1V24h-4v-8.4c0-2-.04-4.58-2.8-4.58-2.8 0-3.2 2.18-3.2 4.44V24H8V8z',
  },
  discord: {
    path: 'M20.3 4.4a19.8 19.8 0 0 0-4.9-1.5 .1 .1 0 0 0-.1 0c-.2 .4-.4 .9-.6 1.2 -1.8-.3-3.7-.3-5.5 0 -.2-.4-.4-.9-.6-1.2a.1 .1 0 0 0-.1 0 19.7 19.7 0 0 0-4.9 1.5 .1 .1 0 0 0 0 0C.5 9-.3 13.6 .1 18.1a.1 .1 0 0 0 0 .1c2.1 1.5 4 2.4 6 3a.1 .1 0 0 0 .1 0c.5-.6 .9-1.3 1.2-2a.1 .1 0 0 0 0-.1c-.7-.2-1.3-.5-1.9-.9a.1 .1 0 0 1 0-.1c.1-.1 .3-.2 .4-.3a.1 .1 0 0 1 .1 0c3.9 1.8 8.2 1.8 12.1 0a.1 .1 0 0 1 .1 0c.1 .1 .2 .2 .4 .3a.1 .1 0 0 1 0 .1 12.3 12.3 0 0 1-1.9 .9 .1 .1 0 0 0 0 .1c.4 .7 .8 1.4 1.2 2a.1 .1 0 0 0 .1 0c2-.6 3.9-1.5 6-3a.1 .1 0 0 0 0-.1c.5-5.2-.8-9.7-3.5-13.7a.1 .1 0 0 0 0 0zM8 15.3c-1.2 0-2.2-1.1-2.2-2.4 0-1.3 1-2.4 2.2-2.4 1.2 0 2.2 1.1 2.2 2.4 0 1.3-1 2.4-2.2 2.4zm8 0c-1.2 0-2.2-1.1-2.2-2.4 0-1.3 1-2.4 2.2-2.4 1.2 0 2.2 1.1 2.2 2.4 0 1.3-.9 2.4-2.2 2.4Z',
  },
} satisfies Record<string, { path: string; evenOdd?: boolean }>
export type SocialIconName = keyof typeof socialIcons

export function SocialIcon({ name, className = 'size-5' }: { name: SocialIconName; className?: string }) {
  const icon: { path: string; evenOdd?: boolean } = socialIcons[name]
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={icon.path} fillRule={icon.evenOdd ? 'evenodd' : undefined} />
    </svg>
  )
}
