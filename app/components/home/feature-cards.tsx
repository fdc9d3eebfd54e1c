import { Link } from 'react-router'
import { features, featuresSection } from '~/content/features'
import { browseStrategies } from '~/content/site/navigation'
import { FeatureIcon } from './icons'
import { LabLink } from './lab-link'

/**
 * One card per offering, in the order docs/requirements.md#product-and-claims lists them, all of
 * one style: icon and title, what it does, and right under it its extras (the Lab link, fact
 * chips). Cards of a row share a height; what a shorter card leaves over stays at its foot, not
 * between its words and its extras. Drawn at build time by the home route's loader (features.tsx
 * shows the markup): nothing here runs in the browser.
 */
export function FeatureCards() {
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="border-line bg-surface flex flex-col rounded-2xl border p-4 sm:p-6">
            <div className="flex items-center gap-3">
              <span className="bg-surface-2 text-ink ring-line grid size-9 shrink-0 place-items-center rounded-lg ring-1">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="text-ink leading-snug font-semibold">{feature.title}</h3>
            </div>
            <p className="text-muted mt-2 text-sm">{feature.description}</p>
            {'inLab' in feature && <LabLink className="pt-3" />}
            {'facts' in feature && (
              <ul className="flex flex-wrap gap-2 pt-4">
                {feature.facts.map((fact) => (
                  <li
                    key={fact}
                    className="border-line bg-surface-2 text-ink rounded-full border px-2.5 py-1 text-xs font-medium"
                  >
                    {fact}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="text-muted mt-6 text-center text-sm">
        {featuresSection.library}{' '}
        <Link
          to={browseStrategies.to}
          className="text-accent hover:text-accent-strong rounded-sm font-semibold underline underline-offset-4"
        >
          {browseStrategies.label}
        </Link>
      </p>
    </>
  )
}
