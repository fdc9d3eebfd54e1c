import logicTreePicture from '~/assets/features/logic-tree.svg'
import tradingPanelPicture from '~/assets/features/trading-panel.svg'
import webhookPicture from '~/assets/features/webhook.svg'
import { Section } from '~/components/ui/section'
import { type FeaturePicture, features, featuresSection } from '~/content/features'
import { sectionIds } from '~/content/site/navigation'
import { FeatureIcon } from './icons'
import { LabLink } from './lab-link'

/** The headline features' pictures of the product at work: drawn SVG files, loaded lazily. */
const pictures: Record<FeaturePicture, string> = {
  'logic-tree': logicTreePicture,
  webhook: webhookPicture,
  'trading-panel': tradingPanelPicture,
}
const headline = features.filter((feature) => 'picture' in feature)
const others = features.filter((feature) => 'icon' in feature)

const card = 'border-line bg-surface flex flex-col rounded-2xl border'

/**
 * One card per offering, in the order docs/requirements.md#product-and-claims lists them: the
 * headline ones larger, with a picture; the rest compact. Cards of a row share a height, and their
 * extras (the Lab link, the fact chips) sit at the foot.
 */
export function Features() {
  return (
    <Section
      id={sectionIds.features}
      eyebrow={featuresSection.eyebrow}
      title={featuresSection.title}
      intro={featuresSection.intro}
      className="bg-surface/40"
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {headline.map((feature) => (
          <li key={feature.title} className={`${card} overflow-hidden sm:max-lg:flex-row`}>
            <img
              src={pictures[feature.picture]}
              alt=""
              width={480}
              height={240}
              loading="lazy"
              className="border-line bg-bg aspect-[2/1] w-full border-b sm:max-lg:w-1/2 sm:max-lg:border-r sm:max-lg:border-b-0"
            />
            <div className="flex flex-1 flex-col p-5 sm:p-6">
              <h3 className="text-ink text-lg leading-snug font-semibold">{feature.title}</h3>
              <p className="text-muted mt-2 leading-relaxed">{feature.description}</p>
              {feature.picture === 'logic-tree' && <LabLink className="mt-auto pt-4" />}
            </div>
          </li>
        ))}
      </ul>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {others.map((feature) => (
          <li key={feature.title} className={`${card} p-5 sm:p-6`}>
            <div className="flex items-center gap-3">
              <span className="bg-surface-2 text-ink ring-line grid size-9 shrink-0 place-items-center rounded-lg ring-1">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="text-ink leading-snug font-semibold">{feature.title}</h3>
            </div>
            <p className="text-muted mt-3 text-sm leading-relaxed">{feature.description}</p>
            {'facts' in feature && (
              <ul className="mt-auto flex flex-wrap gap-2 pt-5">
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
    </Section>
  )
}
