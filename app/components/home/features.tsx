import { featuresSection } from '~/content/features'
import { sectionIds } from '~/content/site/navigation'
import { Section } from '~/ui/section'
import { Prerendered } from './prerendered'

/** The features section: its heading here, its cards (`cards`, FeatureCards) as the loader drew them. */
export function Features({ cards }: { cards: string }) {
  return (
    <Section
      id={sectionIds.features}
      eyebrow={featuresSection.eyebrow}
      title={featuresSection.title}
      intro={featuresSection.intro}
      className="bg-surface/40"
      tight
    >
      <Prerendered html={cards} />
    </Section>
  )
}
