import type { FormEvent, ReactNode } from 'react'
import { heroTry } from '~/content/hero-try'
import { chartingPlatform } from '~/content/site/company'
import { clockOf } from '~/lab/engine/clock'
import { cn } from '~/lib/cn'
import type { HeroChoice, HeroRun, HeroStep, StepState } from './hero-words'

/** The range the alert-time slider covers, and the IV ranks the card flips between. */
export type HeroControls = { ivRanks: readonly [number, number]; minutes: { min: number; max: number } }

const tones = {
  cyan: 'text-cyan bg-cyan/10',
  accent: 'text-accent bg-accent/10',
  pending: 'text-pending bg-pending/10',
  muted: 'text-muted bg-line/60',
} as const

/**
 * A step's look for this run: lit on the path (true), marked where it stopped (false), dashed and
 * gray off it, its words still legible. Lit one after another down the path, unless the visitor
 * asks for less motion.
 */
const lit: Record<StepState, string> = {
  true: 'border-accent/70',
  false: 'border-danger/80',
  'not taken': 'border-dashed [&_.tree-tag]:bg-transparent [&_.tree-tag]:text-muted [&_.tree-words]:text-muted',
}

/** Each step lights a little after the one above it (classes, not style attributes: the pages' CSP allows none). */
const delays = ['delay-0', 'delay-75', 'delay-150', 'delay-200'] as const

/**
 * One box of the logic tree, in the look of every tree of the site (app.css's tree-chip, tree-tag
 * and tree-words): a tag and the rule it stands for, joined to the box above by a drawn stem; its
 * border says how this run went through it, and so do its words for a screen reader, in the Lab
 * tree's own words (true, false, not taken).
 */
function TreeNode({
  step,
  state,
  order,
  tag,
  tone,
  stem = true,
  children,
}: {
  step: HeroStep
  state: StepState
  order: 0 | 1 | 2 | 3
  tag: string
  tone: keyof typeof tones
  stem?: boolean
  children: ReactNode
}) {
  return (
    <>
      {stem && <div aria-hidden="true" className="bg-muted/30 ml-10 h-3 w-px" />}
      <div
        data-step={step}
        data-state={state}
        className={cn(
          'tree-chip flex items-center gap-3 motion-safe:transition-colors motion-safe:duration-300',
          delays[order],
          lit[state],
        )}
      >
        <span className={cn('tree-tag', tones[tone])}>{tag}</span>
        <span className="tree-words">
          {children}
          <span className="sr-only"> ({state})</span>
        </span>
      </div>
    </>
  )
}

/** A colored dot: drawn, not read. */
function Dot({ className }: { className: string }) {
  return <span aria-hidden="true" className={cn('size-1.5 rounded-full', className)} />
}

/** The risk check's line: passed, stopped the order, or never reached by this run. */
const riskWords = ({ states }: HeroRun) =>
  states.risk === 'true' ? 'Every rule passed' : states.risk === 'false' ? 'A rule stopped the order' : 'Not reached'

/** The visitor's choice as the card's controls (`controls`, the group of them) hold it. */
export function choiceOf(controls: Element): HeroChoice {
  const value = (selector: string) => controls.querySelector<HTMLInputElement>(selector)?.value
  return {
    ivRank: Number(value('[name="ivRank"]:checked')),
    minutes: Number(value('[name="minutes"]')),
    action: value('[name="action"]:checked') === 'sell' ? 'sell' : 'buy',
  }
}

const segment =
  'border-line text-muted has-checked:border-accent/70 has-checked:bg-accent/10 has-checked:text-ink has-focus-visible:outline-accent relative grid min-h-9 min-w-11 cursor-pointer place-items-center rounded-lg border px-2.5 text-xs font-semibold has-focus-visible:outline-2 has-focus-visible:outline-offset-2'

/** A choice of two, drawn as two buttons side by side: a radio group, so arrow keys move between them. */
function Choice<T extends string | number>({
  name,
  legend,
  options,
  checked,
}: {
  name: string
  legend: string
  options: readonly { value: T; label: string }[]
  checked: T
}) {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="text-muted float-left mr-1 text-xs">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === checked}
            className="absolute inset-0 cursor-pointer opacity-0"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * The hero's card: the hero template's logic tree, the order its dry run sent or why it sent
 * none, and controls to run it again with another IV rank, alert time or alert action. The page is
 * prerendered with the card's first run, and without JavaScript the controls are not shown; with
 * it, the first touch of the card loads its code (hero-live.tsx), which reruns the Lab's engine on
 * each change and redraws this component. A screen reader reads what is drawn, in the order drawn,
 * and hears each new outcome from the status line. `onChoice` is the live card's; the prerendered
 * card has none.
 */
export function HeroCard({
  run,
  controls,
  onChoice,
  announce = false,
}: {
  run: HeroRun
  controls: HeroControls
  onChoice?: (choice: HeroChoice) => void
  /** Whether the status line says the outcome: only once the visitor has changed something. */
  announce?: boolean
}) {
  const { states, outcome, choice } = run
  const change = (event: FormEvent<HTMLFieldSetElement>) => onChoice?.(choiceOf(event.currentTarget))
  const time = `${clockOf(choice.minutes)} ET`
  return (
    <figure className="relative w-full max-w-xl lg:ml-auto">
      <div className="from-accent/40 via-line to-cyan/30 shadow-glow-drop rounded-2xl bg-gradient-to-br p-px">
        <div className="bg-surface rounded-2xl will-change-transform">
          <div className="border-line flex items-center gap-2 border-b px-4 py-3">
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <span aria-hidden="true" className="bg-line size-2.5 rounded-full" />
            <p className="text-muted ml-2 min-w-0 font-mono text-xs break-words">{run.strategyName}</p>
            <p className="bg-cyan/10 text-cyan ml-auto flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[11px] font-semibold">
              <Dot className="bg-cyan" />
              Dry run
            </p>
          </div>

          {/* A group, not a form: nothing here is submitted, each change reruns at once. */}
          <fieldset
            data-hero-controls=""
            onChange={change}
            className="border-line flex flex-wrap items-center gap-x-5 gap-y-2.5 border-b px-4 py-2.5 noscript:hidden"
          >
            <legend className="sr-only">{heroTry.title}</legend>
            <Choice
              name="ivRank"
              legend={heroTry.ivRankLabel}
              options={controls.ivRanks.map((value) => ({ value, label: String(value) }))}
              checked={choice.ivRank}
            />
            <Choice
              name="action"
              legend={heroTry.actionLabel}
              options={(['buy', 'sell'] as const).map((value) => ({ value, label: heroTry.actions[value] }))}
              checked={choice.action}
            />
            <div className="flex min-w-48 flex-1 items-center gap-2">
              <label htmlFor="hero-minutes" className="text-muted shrink-0 text-xs">
                {heroTry.timeLabel}
              </label>
              <input
                id="hero-minutes"
                type="range"
                name="minutes"
                min={controls.minutes.min}
                max={controls.minutes.max}
                step={1}
                defaultValue={choice.minutes}
                aria-valuetext={time}
                className="accent-accent min-w-0 flex-1"
              />
              {/* The slider's own value text says the time to a screen reader, once per change. */}
              <span aria-hidden="true" className="text-ink w-16 shrink-0 text-right font-mono text-xs">
                {time}
              </span>
            </div>
          </fieldset>

          <ol className="p-4 sm:p-5">
            <li>
              <TreeNode step="trigger" state={states.trigger} order={0} tag="When" tone="cyan" stem={false}>
                {chartingPlatform} alert: {run.alertMessage}
              </TreeNode>
            </li>
            <li>
              <TreeNode step="test" state={states.test} order={1} tag="If" tone="muted">
                {run.conditions[0]} <span className="text-muted">and</span> {run.conditions[1]}
              </TreeNode>
            </li>
            <li>
              <div aria-hidden="true" className="bg-muted/30 ml-10 h-3 w-px" />
              <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
                <TreeNode step="order" state={states.order} order={2} tag="Then" tone="accent" stem={false}>
                  {run.order}
                </TreeNode>
                <div
                  data-step="skip"
                  data-state={states.skip}
                  className={cn(
                    'border-line text-muted flex items-center rounded-xl border border-dashed px-3 py-2 text-[12px] motion-safe:transition-colors motion-safe:duration-300',
                    lit[states.skip],
                    delays[2],
                  )}
                >
                  Else skip<span className="sr-only"> ({states.skip})</span>
                </div>
              </div>
            </li>
            <li>
              <TreeNode step="risk" state={states.risk} order={3} tag="Risk" tone="pending">
                {run.risk}
              </TreeNode>
            </li>
          </ol>

          <div className="border-line grid grid-cols-2 border-t">
            <div className="p-4">
              <p className="text-accent flex items-center gap-1.5 text-[11px] font-semibold uppercase">
                <Dot className="bg-accent" />
                Order ticket
              </p>
              {outcome.kind === 'order' ? (
                <>
                  <p className="text-ink mt-2 font-mono text-xs sm:text-[13px]">{outcome.ticketLine}</p>
                  <p className="text-muted mt-1 font-mono text-[11px]">{outcome.limitLine}</p>
                </>
              ) : (
                <>
                  <p className="text-ink mt-2 font-mono text-xs sm:text-[13px]">No order</p>
                  <p className="text-muted mt-1 text-[11px]">{outcome.reason}</p>
                </>
              )}
            </div>
            <div className="border-line border-l p-4">
              <p className="text-muted text-[11px] font-semibold uppercase">Risk check</p>
              <p className="text-ink mt-2 font-mono text-xs sm:text-[13px]">{riskWords(run)}</p>
              <p className="text-muted mt-1 font-mono text-[11px]">
                {outcome.kind === 'order' ? outcome.post : 'no post'}
              </p>
            </div>
          </div>
          <p role="status" className="sr-only">
            {announce ? run.announcement : ''}
          </p>
        </div>
      </div>
      <figcaption className="text-muted mt-3 text-center text-xs">
        The Lab’s dry run of this strategy on made-up data, not a trading result.{' '}
        <a href={run.labPath} className="text-accent font-semibold underline underline-offset-4">
          Open this strategy in the Lab
        </a>
      </figcaption>
    </figure>
  )
}
