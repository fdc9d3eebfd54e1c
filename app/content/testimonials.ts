/**
 * Testimonials (docs/requirements.md#testimonials-and-steps): individual experiences, shown with the
 * note below (docs/requirements.md#compliance). Who said what is the company's to give, as a JSON
 * file (SITE_TESTIMONIALS_FILE, read by testimonials.server.ts); until it does, the home page shows
 * the samples below, each marked as one, and the launch check names them.
 */

export type Testimonial = {
  name: string
  role: string
  /** Two letters shown in the avatar circle. */
  initials: string
  /** Stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5
  quote: string
  highlight: string
}

/** Two letters for the avatar circle: the first and last words' first letters ("Marcus T." is MT). */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : ''
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()
}

/** What the home page shows: the company's testimonials, or the samples while it has given none. */
export type SiteTestimonials = { items: readonly Testimonial[]; samples: boolean }

/** Stand-ins that show the section's shape: no one said these, and the page marks each "Sample". */
export const sampleTestimonials = [
  {
    name: 'Marcus T.',
    role: 'Part-time options trader',
    initials: 'MT',
    rating: 5,
    highlight: 'Rules, not impulses',
    quote:
      'I used to chase entries on my phone between meetings. Now my chart alert sends the spread order with the stop already attached, and I review the fills at lunch.',
  },
  {
    name: 'Danielle R.',
    role: 'Swing trader, beta tester',
    initials: 'DR',
    rating: 5,
    highlight: 'Paper first, then live',
    quote:
      'I ran my strategy on paper for six weeks before I switched it to live. Seeing every simulated fill in the same tree made going live feel routine.',
  },
  {
    name: 'Kevin L.',
    role: 'Discord community host',
    initials: 'KL',
    rating: 5,
    highlight: 'One post, every channel',
    quote:
      'Entries and exits reach my Discord and Telegram the moment they fill. My members stopped asking whether I am in, and I stopped typing tickers at 9:31.',
  },
] as const satisfies readonly Testimonial[]

export const testimonialsSection = {
  eyebrow: 'Testimonials',
  title: 'What beta traders tell us',
  note: 'Testimonials are individual experiences of users of the platform. They are not typical results and do not guarantee future results.',
  /** Beside each sample's rating, seen and read out. */
  sampleMark: 'Sample',
} as const
