import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { chartingPlatform } from '~/content/site/company'
import { labLinks, labTemplatePath } from '~/content/site/lab-links'
import { cn } from '~/lib/cn'
import type { HeroRun } from './hero-run.server'

const tones = {
  cyan: 'text-cyan bg-cyan/10',
  accent: 'text-accent bg-accent/10',
  pending: 'text-pending bg-pending/10',
  muted: 'text-muted bg-line/60',
} as const

/**
 * One box of the logic tree, in the look of every tree of the site (app.css's tree-chip,
 * tree-tag and tree-words, as components/tree-chip.tsx draws them): a small colored tag and the
 * rule it stands for, read as "When …", joined to the box above by a stem (`stem`) that is only drawn.
 */
function TreeNode({
  tag,
  tone,
  stem = true,
  children,
}: {
  tag: string
  tone: keyof typeof tones
  stem?: boolean
  children: ReactNode
}) {
  return (
    <>
      {stem && <div aria-hidden="true" className="bg-muted/30 ml-10 h-3 w-px" />}
      <div className="tree-chip flex items-center gap-3">
        <span className={cn('tree-tag', tones[tone])}>{tag}</span>
        <span className="tree-words">{children}</span>
      </div>
    </>
  )
}

/** A colored dot: drawn, not read. */
function Dot({ className }: { className: string }) {
  return <span aria-hidden="true" className={cn('size-1.5 rounded-full', className)} />
}

/**
 * The hero's product picture, drawn in HTML/CSS and one small SVG instead of a screenshot: a
 * strategy's logic tree, the order it just placed, and the risk check it passed: what the Strategy
 * Lab shows too, never a profit curve. A screen reader reads what is drawn, in the order drawn: the
 * strategy, its steps as a list, the ticket and the risk check (the words are the drawing's own, so
 * they cannot differ); only the window dots, the stems and the status dots are left out. The
 * caption says it is sample data.
 */
export function HeroMockup({ run: heroRun }: { run: HeroRun }) {
  return (
    <figure className="relative w-full max-w-xl lg:ml-auto">
      <div className="from-accent/40 via-line to-cyan/30 shadow-glow-drop rounded-2xl bg-gradient-to-br p-px">
        <div className="bg-surface rounded-2xl">
          <div className="border-line flex items-center gap-2 border-b px-4 py-3">
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <p className="text-muted ml-2 min-w-0 font-mono text-xs break-words">{heroRun.strategyName}</p>
            <p className="bg-cyan/10 text-cyan ml-auto flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[11px] font-semibold">
              <Dot className="bg-cyan" />
              Dry run
            </p>
          </div>

          <ol className="p-4 sm:p-5">
            <li>
              <TreeNode tag="When" tone="cyan" stem={false}>
                {chartingPlatform} alert: {heroRun.alertMessage}
              </TreeNode>
            </li>
            <li>
              <TreeNode tag="If" tone="muted">
                {heroRun.conditions[0]} <span className="text-muted">and</span> {heroRun.conditions[1]}
              </TreeNode>
            </li>
            <li>
              <div aria-hidden="true" className="bg-muted/30 ml-10 h-3 w-px" />
              <div className="grid grid-cols-[1fr_auto] gap-2">
                <TreeNode tag="Then" tone="accent" stem={false}>
                  {heroRun.order}
                </TreeNode>
                <div className="border-line text-muted hidden items-center rounded-xl border border-dashed px-3 text-[12px] sm:flex">
                  Else skip
                </div>
              </div>
            </li>
            <li>
              <TreeNode tag="Risk" tone="pending">
                {heroRun.risk}
              </TreeNode>
            </li>
          </ol>

          <div className="border-line grid grid-cols-2 border-t">
            <div className="p-4">
              <p className="text-accent flex items-center gap-1.5 text-[11px] font-semibold uppercase">
                <Dot className="bg-accent" />
                Order ticket
              </p>
              <p className="text-ink mt-2 font-mono text-xs sm:text-[13px]">{heroRun.ticketLine}</p>
              <p className="text-muted mt-1 font-mono text-[11px]">{heroRun.limitLine}</p>
            </div>
            <div className="border-line border-l p-4">
              <p className="text-muted text-[11px] font-semibold uppercase">Risk check</p>
              <p className="text-ink mt-2 font-mono text-xs sm:text-[13px]">Every rule passed</p>
              <p className="text-muted mt-1 font-mono text-[11px]">{heroRun.post}</p>
            </div>
          </div>
        </div>
      </div>
      <figcaption className="text-muted mt-3 text-center text-xs">
        The Lab’s dry run of this strategy on made-up data, not a trading result.{' '}
        <Link
          to={labTemplatePath(labLinks.heroTemplate)}
          className="text-accent font-semibold underline underline-offset-4"
        >
          Open this strategy in the Lab
        </Link>
      </figcaption>
    </figure>
  )
}
