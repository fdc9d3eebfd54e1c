import { Section } from '~/components/ui/section'
import { extraSectionIds } from '~/content/home'
import { testimonials, testimonialsSection } from '~/content/testimonials'
import { StarRating } from './icons'

/** Three traders in their own words, with the not-typical-results note (docs/requirements.md#compliance). */
export function Testimonials() {
  return (
    <Section
      id={extraSectionIds.testimonials}
      eyebrow={testimonialsSection.eyebrow}
      title={testimonialsSection.title}
      className="bg-surface/40"
    >
      <ul className="mx-auto grid max-w-2xl gap-4 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="border-line bg-surface flex flex-col rounded-2xl border p-6 sm:p-7">
            <StarRating rating={testimonial.rating} />
            <h3 className="text-ink mt-4 text-lg font-semibold">{testimonial.highlight}</h3>
            <blockquote className="text-muted mt-3 flex-1 leading-relaxed">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <div className="border-line mt-6 flex items-center gap-3 border-t pt-5">
              <span
                aria-hidden="true"
                className="from-accent/30 to-cyan/30 text-ink grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br text-sm font-bold"
              >
                {testimonial.initials}
              </span>
              <p className="text-sm">
                <span className="text-ink block font-semibold">{testimonial.name}</span>
                <span className="text-muted">{testimonial.role}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted mx-auto mt-8 max-w-2xl text-center text-xs leading-relaxed">
        {testimonialsSection.note}
      </p>
    </Section>
  )
}
