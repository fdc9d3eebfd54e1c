import { Link } from 'react-router'
import { BreadcrumbNav } from '~/components/breadcrumb-nav'
import type { Crumb } from '~/content/breadcrumbs'
import { labLinks } from '~/content/site/lab-links'
import { strategiesPath, strategyPath } from '~/content/strategies'
import { dteUnbroken } from '~/lab/dte-unbroken'
import { Container } from '~/ui/container'
import type { DrawnHubPage } from './page-data'

const textLink = 'rounded-sm text-accent underline underline-offset-4 hover:text-accent-strong'
/**
 * docs/requirements.md#strategy-pages: a hub lists the templates that carry its tag; the index
 * (no tag) lists every hub and every template. Each entry links the template's page.
 */
export function HubPage({ data, trail }: { data: DrawnHubPage; trail: readonly Crumb[] }) {
  const { tag, templates: listed } = data
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <div className="mx-auto max-w-4xl">
        <BreadcrumbNav trail={trail} />
        <header className="mt-6 max-w-3xl">
          <p className="text-muted text-sm font-semibold tracking-widest uppercase">Strategy templates</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{data.heading}</h1>
          <p className="text-ink mt-4 text-base font-medium">{data.subtitle}</p>
          <div
            className="text-muted mt-5 space-y-4 text-lg text-pretty"
            // The hub's introduction, Markdown rendered at build time (content/strategy-hubs/): no raw HTML gets through.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it output from our own content files, html off
            dangerouslySetInnerHTML={{ __html: data.intro }}
          />
        </header>

        <section aria-labelledby="templates-heading" className="mt-12">
          <h2 id="templates-heading" className="text-ink text-2xl font-semibold tracking-tight">
            {tag ? `${listed.length} ${listed.length === 1 ? 'template' : 'templates'}` : 'Every template'}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {listed.map((template) => (
              <li key={template.id} className="border-line bg-surface flex flex-col rounded-2xl border p-5">
                <h3 className="text-ink text-lg font-semibold">
                  <Link to={strategyPath(template.id)} className="hover:text-accent underline-offset-4 hover:underline">
                    {dteUnbroken(template.name)}
                  </Link>
                </h3>
                <p className="text-muted mt-2 flex-1 text-sm leading-6">{template.blurb}</p>
                <p className="text-muted mt-3 text-xs">{template.hubs.join(' · ')}</p>
              </li>
            ))}
          </ul>
        </section>

        {data.comparisonHtml && (
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: ComparisonTable's own markup, drawn by the route's loader at build time from the templates
            dangerouslySetInnerHTML={{ __html: data.comparisonHtml }}
          />
        )}

        <nav aria-labelledby="hubs-heading" className="border-line mt-16 border-t pt-8">
          <h2 id="hubs-heading" className="text-ink text-xl font-semibold">
            {tag ? 'Other kinds of strategy' : 'By what you trade'}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {data.otherHubs.map((other) => (
              <li key={other.tag}>
                <Link
                  to={strategyPath(other.tag)}
                  className="border-line bg-surface text-ink hover:border-muted inline-flex min-h-11 items-center rounded-full border px-4 text-sm"
                >
                  {other.heading}
                </Link>
              </li>
            ))}
            {tag && (
              <li>
                <Link
                  to={strategiesPath}
                  className="border-line bg-surface text-ink hover:border-muted inline-flex min-h-11 items-center rounded-full border px-4 text-sm"
                >
                  All strategy templates
                </Link>
              </li>
            )}
          </ul>
          <p className="mt-8 text-sm">
            <Link to={`/lab#${labLinks.library}`} className={textLink}>
              Open the Strategy Library in the Lab
            </Link>
          </p>
        </nav>
      </div>
    </Container>
  )
}
