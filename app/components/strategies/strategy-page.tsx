import { Link } from 'react-router'
import { BreadcrumbNav } from '~/components/breadcrumb-nav'
import { TrialCta } from '~/components/trial-cta'
import type { Crumb } from '~/content/breadcrumbs'
import { labTemplatePath } from '~/content/site/lab-links'
import { strategyPath } from '~/content/strategies'
import { dteUnbroken } from '~/lab/dte-unbroken'
import { StaticTree } from '~/lab/static-tree'
import { buttonClass } from '~/ui/button'
import { Container } from '~/ui/container'
import type { StrategyPageData } from './page-data'
import { WorkedExampleSection } from './worked-example-section'

const textLink = 'rounded-sm text-accent underline underline-offset-4 hover:text-accent-strong'
/**
 * docs/requirements.md#strategy-pages: one Strategy Lab template as a page a trader and a search
 * engine can read: what it trades and when it acts, its tree node by node, its risk rules, how it
 * is entered, managed and exited, the market rules the Lab applies to it, and the way into the Lab.
 */
export function StrategyPage({ data, trail }: { data: StrategyPageData; trail: readonly Crumb[] }) {
  const { notes } = data
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <article aria-labelledby="strategy-title" className="mx-auto max-w-3xl">
        <BreadcrumbNav trail={trail} />

        <header className="mt-6">
          <p className="text-muted text-sm font-semibold tracking-widest uppercase">Strategy template</p>
          <h1 id="strategy-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {dteUnbroken(data.heading)}
          </h1>
          <p className="text-ink mt-4 text-base font-medium">{data.subtitle}</p>
          <p className="text-muted mt-5 text-lg text-pretty">{data.summary}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Listed under">
            {data.hubs.map((hub) => (
              <li key={hub.tag}>
                <Link
                  to={strategyPath(hub.tag)}
                  className="border-line bg-surface text-ink hover:border-muted inline-flex min-h-11 items-center rounded-full border px-4 text-sm"
                >
                  {hub.name}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to={labTemplatePath(data.id)} className={buttonClass('primary')}>
              Open in the Lab
            </Link>
            <span className="text-muted text-sm">Runs in your browser, no sign-up.</span>
          </div>
        </header>

        {/* Plain sections under their headings, not regions: the landmark list keeps the page's navigations. */}
        <div className="text-ink/90 mt-14 space-y-12 text-[1.05rem] leading-8">
          <section>
            <h2 id="what-it-trades" className="text-ink text-2xl font-semibold tracking-tight">
              What it trades and when it acts
            </h2>
            <p className="mt-4">{data.explanation.trades}</p>
          </section>

          <section>
            <h2 id="tree" className="text-ink text-2xl font-semibold tracking-tight">
              The tree, node by node
            </h2>
            <StaticTree tree={data.tree} />
          </section>

          <section>
            <h2 id="numbers" className="text-ink text-2xl font-semibold tracking-tight">
              Why these numbers
            </h2>
            <p className="mt-4">{data.explanation.numbers}</p>
          </section>

          <section>
            <h2 id="stands-aside" className="text-ink text-2xl font-semibold tracking-tight">
              When it stands aside
            </h2>
            <p className="mt-4">{data.explanation.standsAside}</p>
          </section>

          <section>
            <h2 id="risk" className="text-ink text-2xl font-semibold tracking-tight">
              Risk rules checked before every order
            </h2>
            <p className="mt-4">An order that breaks any of these is not sent, whatever the tree decided.</p>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {data.risk.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </section>

          <section>
            <h2 id="notes" className="text-ink text-2xl font-semibold tracking-tight">
              Entry, management and exit
            </h2>
            <h3 className="text-ink mt-6 text-lg font-semibold">Entry</h3>
            <p className="mt-2">{notes.entry}</p>
            <h3 className="text-ink mt-6 text-lg font-semibold">Management</h3>
            <p className="mt-2">{notes.management}</p>
            <h3 className="text-ink mt-6 text-lg font-semibold">Exit</h3>
            <p className="mt-2">{notes.exit}</p>
          </section>

          {data.examples.map(({ phase, example }, index) => (
            <WorkedExampleSection key={phase} example={example} phase={phase} id={`worked-example${index || ''}`} />
          ))}

          <section>
            <h2 id="product-rules" className="text-ink text-2xl font-semibold tracking-tight">
              Market rules it relies on
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5">
              {data.productRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p className="border-pending/40 text-ink mt-6 rounded-xl border px-4 py-3 text-sm">{data.simulationNote}</p>
          </section>

          <section>
            <h2 id="guides" className="text-ink text-2xl font-semibold tracking-tight">
              Guides it relies on
            </h2>
            <ul className="mt-4 space-y-3">
              {data.guides.map((guide) => (
                <li key={guide.id}>
                  <Link to={guide.path} className={textLink}>
                    {guide.title}
                  </Link>
                  : {guide.reason}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <TrialCta />

        {data.related.length > 0 && (
          <nav aria-labelledby="related" className="border-line mt-16 border-t pt-8">
            <h2 id="related" className="text-ink text-xl font-semibold">
              Related templates
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {data.related.map((other) => (
                <li key={other.id}>
                  <Link
                    to={strategyPath(other.id)}
                    className="border-line bg-surface hover:border-muted text-ink flex h-full items-center rounded-xl border p-4 font-semibold transition-colors"
                  >
                    {/* One box for the name: as flex items of their own, the nowrap "0-DTE" and the words after it lost the space between them. */}
                    <span>{dteUnbroken(other.name)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </article>
    </Container>
  )
}
