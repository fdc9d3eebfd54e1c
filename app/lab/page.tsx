import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { labLinks, labTemplatePath } from '~/content/site/lab-links'
import { strategiesPath, strategyPath } from '~/content/strategies'
import { dteUnbroken } from '~/lab/dte-unbroken'
import { toolbarShape, workbenchColumns } from '~/lab/layout'
import type { LabPageData } from '~/lab/page-data'
import { PressRecorder } from '~/lab/press-recorder'
import { StaticTree } from '~/lab/static-tree'
import { RunBar, SkipToRun } from '~/lab/ui/run-bar'
import { useHydrated } from '~/lib/use-hydrated'
import { Container } from '~/ui/container'

// The interactive part is its own chunk, requested once the page has painted and hydrated.
const Workbench = lazy(() => import('~/lab/ui/workbench'))

/**
 * Stands in for the workbench until its code arrives, in its shape: the template choice and the
 * toolbar as empty boxes that wrap as the real ones do (layout.ts), then the two panels, empty.
 * The workbench then fills in a page already laid out as it will be, rather than replacing a block
 * of another color, which kept /lab's Speed Index above the no-JavaScript floor. It fills the rest
 * of the screen, so the (taller) workbench moves nothing the visitor can already see. The panels
 * are drawn as the workbench's are but without `lab-panel`, whose `content-visibility` (since
 * removed) made Chromium drop and redraw the fixed Run bar (layout shifts). It says it is busy, as
 * the workbench does until its last part is drawn (lab/ui/stages.tsx).
 */
function Loading() {
  return (
    <div aria-busy="true" className="grid min-h-svh content-start gap-6 noscript:hidden">
      <div className="grid max-w-md gap-1.5">
        <p className="text-muted text-sm">Loading the Lab…</p>
        <div className="border-line bg-bg h-11 rounded-lg border" />
      </div>
      <div className="flex flex-wrap gap-2">
        {[...toolbarShape.boxes, toolbarShape.phone, ...toolbarShape.wide].map((width) => (
          <div key={width} className={`border-line bg-surface-2 h-11 rounded-lg border ${width}`} />
        ))}
        <div className={`h-11 ${toolbarShape.unboxed}`} />
      </div>
      <div className={workbenchColumns}>
        <div data-panel className="border-line bg-surface min-h-svh rounded-2xl border" />
        {/* The result's column, empty until a result: no card to stand in for. */}
        <div data-panel className="max-lg:hidden" />
      </div>
    </div>
  )
}

/** A library card's link: a 44 px target, underlined on hover. */
const cardLink =
  'text-accent hover:text-accent-strong inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:underline'

/**
 * docs/requirements.md#strategy-lab: what the Lab is, the workbench (after first paint), the
 * Strategy Library, and the default template written out as text for readers without JavaScript
 * and for search engines. The library and the example are words worked out at build time by the
 * route's loader (page-data.ts), so the engine loads with the workbench, not with the page.
 */
export function LabPage({ data }: { data: LabPageData }) {
  const hydrated = useHydrated()
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <header className="max-w-3xl">
        <p className="text-muted text-sm font-semibold tracking-widest uppercase">Try it without signing up</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Strategy Lab</h1>
        <p className="text-muted mt-5 text-base text-pretty sm:text-lg">{data.intro}</p>
        <p className="border-pending/40 text-ink mt-5 rounded-xl border px-4 py-3 text-sm">{data.simulationNote}</p>
        <p className="text-muted mt-4 hidden text-sm noscript:block">
          The interactive Lab needs JavaScript. Below, every template is described, and one is written out node by node.
        </p>
      </header>
      {/* After the h1 and the intro, where a move to the Lab puts focus (route-focus.tsx): Tab from there reaches it first. */}
      <SkipToRun />

      <div className="mt-10">
        {hydrated ? (
          <Suspense fallback={<Loading />}>
            <Workbench />
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
      <RunBar />
      <PressRecorder />

      <section id={labLinks.library} aria-labelledby="library-heading" className="mt-20 scroll-mt-24">
        <h2 id="library-heading" className="text-3xl font-bold tracking-tight">
          Strategy Library
        </h2>
        <p className="text-muted mt-3 max-w-2xl">
          Templates a U.S. options trader will recognize. Open one in the Lab, run it, and change it until it is yours.
          Each has a page of its own among the{' '}
          <Link to={strategiesPath} className="text-accent hover:text-accent-strong underline underline-offset-4">
            strategy templates
          </Link>
          .
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {data.library.map((template) => (
            <li key={template.id} className="border-line bg-surface flex flex-col rounded-2xl border p-4 sm:p-5">
              <h3 className="text-ink text-lg font-semibold">{dteUnbroken(template.name)}</h3>
              <p className="text-muted mt-2 flex-1 text-sm leading-5 sm:leading-6">{template.blurb}</p>
              {/* The two links share the card's foot, on a phone too. */}
              <div className="mt-2 flex items-center gap-5 font-semibold">
                <Link
                  to={labTemplatePath(template.id)}
                  preventScrollReset
                  aria-label={`Open in the Lab: ${template.name}`}
                  className={`${cardLink} noscript:hidden`}
                >
                  Open in the Lab
                </Link>
                <Link
                  to={strategyPath(template.id)}
                  aria-label={`How it works, node by node: ${template.name}`}
                  className={`${cardLink} text-sm`}
                >
                  How it works
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="example-heading" className="mt-20 max-w-3xl">
        <h2 id="example-heading" className="text-2xl font-bold tracking-tight">
          An example, node by node: {dteUnbroken(data.example.name)}
        </h2>
        {/* The default template written out: the workbench above shows the same strategy. */}
        {/* Open as prerendered, for a reader without JavaScript and for search engines; closed once the page runs. */}
        <details open={!hydrated} className="mt-3">
          <summary className="text-accent hover:text-accent-strong cursor-pointer py-2.5 font-semibold">
            Its tree and risk rules, written out
          </summary>
          <StaticTree tree={data.example.tree} />
          <h3 className="mt-6 text-lg font-semibold">Risk rules checked before every order</h3>
          <ul className="text-muted mt-3 list-disc pl-5 text-sm">
            {data.example.risk.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="text-muted mt-6 text-sm">{data.example.estimates}</p>
        </details>
      </section>
    </Container>
  )
}
