import { extraSectionIds } from '~/content/home'
import { type SiteTestimonials, testimonialsSection } from '~/content/testimonials'
import { Section } from '~/ui/section'
import { StarRating } from './icons'

/**
 * Traders in their own words, with the not-typical-results note (docs/requirements.md#compliance):
 * compact quotes, the stars and the person on one line under each. While the company has given
 * none, the samples show, each with a "Sample" mark beside its stars: text, so that it is read out too.
 */
export function Testimonials({ testimonials: { items, samples } }: { testimonials: SiteTestimonials }) {
  return (
    <Section
      id={extraSectionIds.testimonials}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      className="bg-surface/40"
      tight
      region={false}
    >
      <ul className="mx-auto grid max-w-2xl gap-3 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {items.map((testimonial) => (
          <li key={testimonial.name} className="border-line bg-surface flex flex-col rounded-2xl border p-4 sm:p-6">
            <h3 className="text-ink font-semibold">{testimonial.highlight}</h3>
            <blockquote className="text-muted mt-2 flex-1 text-sm leading-relaxed sm:text-base">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <div className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="avatar-initials">
                {testimonial.initials}
              </span>
              <p className="min-w-0 flex-1 text-sm leading-snug">
                <span className="text-ink block font-semibold">{testimonial.name}</span>
                <span className="text-muted">{testimonial.role}</span>
              </p>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <StarRating rating={testimonial.rating} />
                {samples && <span className="stand-in-tag">{testimonialsSection.sampleMark}</span>}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted mx-auto mt-6 max-w-2xl text-center text-xs leading-relaxed">
        {testimonialsSection.note}
      </p>
    </Section>
  )
}
