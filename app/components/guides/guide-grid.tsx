import { Link } from 'react-router'
import type { GuideCard as GuideCardData } from '~/content/guides'
import { browseStrategies } from '~/content/site/navigation'
import { Section } from '~/ui/section'
import { GuideCard } from './guide-card'
import { MoreGuides } from './more-guides'

/** The guides page's lead: heading, introduction, a card per guide and the closing card. */
export function GuideGrid({ guides }: { guides: readonly GuideCardData[] }) {
  return (
    <Section
      id="guides"
      as="h1"
      eyebrow="Learn the platform"
      title="Trading Guides"
      intro="Short video walkthroughs of every part of the platform, from your first paper trade to multi-step automations. Read what each guide covers, then press Watch: videos load from YouTube only when you ask for them."
      className="pt-28 sm:pt-32"
      region={false}
    >
      <ul className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        {guides.map((guide) => (
          <li key={guide.slug} className="grid">
            <GuideCard guide={guide} />
          </li>
        ))}
      </ul>
      <MoreGuides />
      <p className="mt-8 text-center">
        <Link
          to={browseStrategies.to}
          className="text-accent hover:text-accent-strong shrink-0 rounded-sm font-semibold underline underline-offset-4"
        >
          {browseStrategies.label}
        </Link>
      </p>
    </Section>
  )
}
