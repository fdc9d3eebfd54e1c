import { ContentHtml } from '~/components/content-html'
import type { PolicyPage } from '~/content/pages.server'
import { Container } from '~/ui/container'

/** The policy as its route's loader reads it from content/legal/privacy.md, with its date in words. */
export type PrivacyPage = PolicyPage & { updatedText: string }

/** docs/requirements.md#privacy-page: date, introduction, contents, and the eleven sections in order. */
export function PrivacyPolicy({ page }: { page: PrivacyPage }) {
  const { intro, sections: privacySections } = page
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <header className="max-w-3xl">
        <p className="text-muted text-sm font-semibold tracking-widest uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Privacy Policy</h1>
        <p className="text-muted mt-4 text-sm">
          Last updated <time dateTime={page.updated}>{page.updatedText}</time>
        </p>
        <ContentHtml html={intro} className="policy-text mt-6 text-lg" />
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="privacy-contents" className="lg:sticky lg:top-24 lg:self-start">
          <div className="border-line bg-surface rounded-2xl border p-5">
            <h2 id="privacy-contents" className="text-ink text-sm font-semibold">
              On this page
            </h2>
            <ol className="mt-3 gap-x-6 text-sm sm:columns-2 lg:columns-1">
              {privacySections.map((section, index) => (
                <li key={section.id} className="break-inside-avoid">
                  <a
                    href={`#${section.id}`}
                    className="text-muted hover:bg-surface-2 hover:text-ink flex gap-2 rounded-md px-2 py-1.5 transition-colors"
                  >
                    <span aria-hidden="true" className="text-muted/70 w-5 shrink-0 text-right tabular-nums">
                      {index + 1}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="max-w-3xl space-y-12">
          {privacySections.map((section, index) => (
            // A plain section: "On this page" is how a reader jumps to it, not a region per section.
            <section key={section.id} id={section.id}>
              <h2 id={`${section.id}-heading`} className="text-ink flex gap-3 text-2xl font-semibold tracking-tight">
                <span aria-hidden="true" className="text-accent tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </h2>
              <ContentHtml html={section.html} className="policy-text mt-4" />
            </section>
          ))}
        </div>
      </div>
    </Container>
  )
}
