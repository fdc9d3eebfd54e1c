/** Testimonials (docs/requirements.md#testimonials-and-steps): individual experiences, shown with the note below (docs/requirements.md#compliance). */

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

export const testimonials = [
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
} as const
