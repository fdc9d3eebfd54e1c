import { aboutSection as about } from '~/content/about'
import { sectionIds } from '~/content/site/navigation'
import { Section } from '~/ui/section'

/** Who we are and the three principles the product is built on. */
export function About() {
  return (
    <Section id={sectionIds.about} eyebrow={about.eyebrow} title={about.title} align="start" tight>
      <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="text-muted space-y-4 leading-relaxed sm:text-lg lg:col-span-6">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ol className="grid gap-3 lg:col-span-6">
          {about.principles.map((principle, index) => (
            <li key={principle.title} className="border-line bg-surface flex gap-4 rounded-2xl border p-4 sm:p-6">
              <span aria-hidden="true" className="mockup-badge">
                {index + 1}
              </span>
              <div>
                <h3 className="text-ink font-semibold">{principle.title}</h3>
                <p className="text-muted mt-1 text-sm leading-relaxed">{principle.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
