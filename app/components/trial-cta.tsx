import { site } from '~/config/site'
import { freeTrialLabel, setupFeesLabel, startTrialLabel } from '~/content/terms'
import { upperFirst } from '~/content/words'
import { ExternalButtonLink } from '~/ui/button'

/**
 * The closing call of a guide or strategy page: the free trial, to try it on paper first. A plain
 * section under its heading, not a complementary landmark: the landmark list keeps the page's own
 * navigations (docs/requirements.md#accessibility).
 */
export function TrialCta() {
  return (
    <section className="border-accent/30 bg-surface mt-16 rounded-2xl border p-6 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8">
      <div>
        <h2 id="page-trial" className="text-ink text-xl font-semibold">
          Try it on paper first
        </h2>
        <p className="text-muted mt-2 text-sm">
          {upperFirst(freeTrialLabel)} on every plan · {setupFeesLabel}
        </p>
      </div>
      <ExternalButtonLink href={site.appUrl} className="mt-5 w-full sm:mt-0 sm:w-auto">
        {startTrialLabel}
      </ExternalButtonLink>
    </section>
  )
}
