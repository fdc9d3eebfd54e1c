import { site } from '~/config/site'
import { moreGuides } from '~/content/guides'
import { ExternalLink } from '~/ui/external-link'
import { GuideIcon } from './guide-icon'

/** The closing card (docs/requirements.md#guides-page): what comes next, and where to hear about it first. */
export function MoreGuides() {
  return (
    <section className="border-line from-surface to-bg mt-6 flex flex-col gap-6 rounded-2xl border border-dashed bg-gradient-to-br p-6 sm:p-8 lg:mt-8 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex gap-4">
        <span className="bg-cyan/10 text-cyan ring-cyan/25 inline-flex size-12 shrink-0 items-center justify-center rounded-xl ring-1">
          <GuideIcon name="sparkles" />
        </span>
        <div>
          <h2 id="more-guides-heading" className="text-ink text-2xl font-semibold tracking-tight">
            {moreGuides.title}
          </h2>
          <p className="text-muted mt-2">{moreGuides.text}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {moreGuides.upcoming.map((item) => (
              <li key={item} className="border-line bg-surface-2 text-ink rounded-full border px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ExternalLink
        href={site.social.youtube}
        className="text-accent hover:text-accent-strong shrink-0 rounded-sm font-semibold underline underline-offset-4"
      >
        Subscribe on YouTube to hear first
      </ExternalLink>
    </section>
  )
}
