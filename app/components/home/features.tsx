import { Section } from '~/components/ui/section'
import { features, featuresSection } from '~/content/features'
import { sectionIds } from '~/content/site/navigation'
import { FeatureIcon } from './icons'
import { LabLink } from './lab-link'

/** One card per offering (docs/requirements.md#product-and-claims). */
export function Features() {
  return (
    <Section
      id={sectionIds.features}
      eyebrow={featuresSection.eyebrow}
      title={featuresSection.title}
      intro={featuresSection.intro}
      className="bg-surface/40"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="border-line bg-surface flex flex-col rounded-2xl border p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <span className="bg-accent/10 text-accent ring-accent/20 grid size-10 shrink-0 place-items-center rounded-lg ring-1">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="text-ink leading-snug font-semibold">{feature.title}</h3>
            </div>
            <p className="text-muted mt-4 text-sm leading-relaxed">{feature.description}</p>
            {feature.icon === 'tree' && <LabLink />}
            {'facts' in feature && (
              <ul className="mt-auto flex flex-wrap gap-2 pt-5">
                {feature.facts.map((fact) => (
                  <li
                    key={fact}
                    className="border-accent/30 bg-accent/5 text-accent rounded-full border px-2.5 py-1 text-xs font-medium"
                  >
                    {fact}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
