import {
  Activity,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react'
import { describeTrigger } from '../describe'
import { dteUnbroken } from '../dte-unbroken'
import type { LoggedAlert } from '../engine/alert-log'
import type { Quotes } from '../engine/quotes'
import { findNode } from '../engine/tree-ops'
import { validateScenario, validateStrategy } from '../engine/validate'
import { workbenchColumns } from '../layout'
import { useLabRequests, useStartRequest } from './address'
import { AlertLogPanel } from './alert-log-panel'
import { ChainPanel } from './chain-panel'
import { ConditionChooser } from './condition-chooser'
import { LabButton } from './controls'
import { noticeWords } from './lab-state'
import { LiveRegions, NoticeBox } from './live-regions'
import { NodeEditor } from './node-editor'
import { ReplayPathFields } from './replay-path'
import { ResultSection, resultHeadingId } from './result-section'
import { revealBelowHeader } from './reveal'
import { useRunBar } from './run-bar'
import { RunBarRoom } from './run-bar-room'
import { ScenarioPanel } from './scenario-panel'
import { DrawnInStages, Stage, stages } from './stages'
import { RiskPanel, TriggerPanel } from './strategy-panels'
import { TemplateChoice } from './template-choice'
import { Toolbar } from './toolbar'
import { TreeSize } from './tree-size'
import { TreeView } from './tree-view'
import { useAlertDraft } from './use-alert-draft'
import { useDryRun } from './use-dry-run'
import type { TreeEditor } from './use-inline-editor'
import { type Editable, noSuchTemplate, openLink, templateOf, useLab, withDraft } from './use-lab'
import { useShortcuts } from './use-shortcuts'
import { useWhenDrawn } from './use-when-drawn'

/**
 * The result's column from lg: it stays in view (below the site's header, above the Run bar) while
 * the builder scrolls, and a result taller than the screen scrolls within it. Its own height, never
 * stretched to the builder's, so no card stands empty beside the result.
 */
const resultColumn =
  'grid grid-cols-[minmax(0,1fr)] content-start gap-6 lg:sticky lg:top-20 lg:max-h-[calc(100svh-10.5rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-2xl'

/** What the result's column says before the first run: from lg only (below, the result comes after the builder). */
type LogToReplay = { fileName: string; alerts: readonly LoggedAlert[] }

const resultPlaceholder = 'border-line text-muted rounded-2xl border border-dashed p-6 text-sm max-lg:hidden'

/**
 * The interactive Lab, loaded after the page's first paint: edit the tree, set a scenario, dry-run
 * it, replay a synthetic session, and keep the work (autosave, link, file). The state and its
 * changes are in use-lab.ts and lab-state.ts; this file puts the panels together and wires Run.
 *
 * Speed: each panel re-renders only for its own data (memo, stable actions); the tree draws from
 * a deferred copy of the strategy, so a change answers at once and the tree follows; a run or a
 * replay is worked out after the press has painted (use-dry-run.ts). On /lab it is drawn a part per
 * frame (stages.tsx, the default export below); its tests draw it whole.
 */
export function Workbench() {
  const { state, actions } = useLab(useStartRequest())
  const { strategy, scenario, editor } = state
  const alert = useAlertDraft(scenario, strategy.trigger, actions.setScenario)
  // The trader's own chain: beside the work, never in it (not saved, linked or exported).
  const [quotes, setQuotes] = useState<Quotes | null>(null)
  const dryRun = useDryRun(strategy, scenario, {
    aheadDrawn: () => document.getElementById(resultHeadingId) !== null,
    quotes,
  })
  const { result, current } = dryRun
  const shownResult = result ?? dryRun.ahead
  // A change drawn in a transition, after its press has painted: a template opened (`opening`), an
  // editor's Apply or preset condition (`applying`, which that editor shows). Run, Replay, Copy
  // link and Export pressed before it is drawn wait for it (use-when-drawn.ts).
  const [opening, startOpening] = useTransition()
  const [applying, startApplying] = useTransition()
  const changing = opening || applying
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const alertField = useRef<HTMLTextAreaElement>(null)
  const workbench = useRef<HTMLDivElement>(null)
  const strategyHeading = useRef<HTMLHeadingElement>(null)
  const problems = useMemo(() => validateStrategy(strategy), [strategy])
  const template = templateOf(state.templateId)

  // The tree draws from a deferred copy: a change paints at once, the tree follows. Focus goes to
  // the node a change concerns once the tree shows that change.
  const treeStrategy = useDeferredValue(strategy)
  const treeProblems = useMemo(() => validateStrategy(treeStrategy), [treeStrategy])
  // What a change makes stale (the result's "Out of date", the run's path through the tree) is
  // drawn after that change has painted: a keystroke answers with its character, not with the tree.
  // A result that is up to date shows so at once.
  const deferredCurrent = useDeferredValue(current)
  const shownCurrent = current || deferredCurrent
  const run = result && shownCurrent && result.kind === 'run' && treeStrategy === strategy ? result.run : null

  // A library link clicked on this page (/lab?template=…) opens its template here; a shared link
  // pasted into the address bar of this tab opens its strategy as at the start (use-lab.ts).
  useLabRequests((request) => {
    // Focus follows the view to what was opened, not left on the library link far below; on the
    // next frame, so the heading already names the strategy it is read out with (a link's, once
    // it is read: links are decompressed asynchronously).
    const focusHeading = () => requestAnimationFrame(() => strategyHeading.current?.focus({ preventScroll: true }))
    workbench.current?.scrollIntoView()
    if (request.kind === 'template') {
      const chosen = templateOf(request.id)
      if (chosen) actions.loadTemplate(chosen)
      else actions.notify(noSuchTemplate(request.id))
      focusHeading()
    } else void openLink(request.code, actions).then(focusHeading)
  })
  useShortcuts(actions)

  // Run (and Replay) with an invalid alert, or a scenario field the engine cannot read (a date half
  // typed, an empty number), says why and moves focus to that field, to fix it: the engine never
  // runs on it.
  const scenarioProblems = useMemo(() => validateScenario(scenario), [scenario])
  const scenarioProblem = (field: string) => scenarioProblems.find((item) => item.field === field)?.message
  const scenarioBlock = useMemo(() => {
    const problem = scenarioProblems[0]
    return problem
      ? { bar: `Fix the scenario first: ${problem.message}`, problem: problem.message, field: problem.field }
      : null
  }, [scenarioProblems])
  const blockedRun = useMemo(
    () =>
      alert.problem
        ? { bar: `Fix the alert first: ${alert.problem}`, problem: alert.problem, field: null }
        : scenarioBlock,
    [alert.problem, scenarioBlock],
  )
  /** Says why Run (or Replay, which reads no typed alert) waits and moves focus to the field to fix; false when nothing stops it. */
  const stopBlocked = (what: 'Run' | 'Replay') => {
    const blocked = what === 'Run' ? blockedRun : scenarioBlock
    if (!blocked) return false
    actions.announce(`${what} waits: ${blocked.problem}`)
    const field =
      blocked.field === null
        ? alertField.current
        : workbench.current?.querySelector<HTMLElement>(`[data-field=${JSON.stringify(blocked.field)}]`)
    field?.focus()
    return true
  }
  const showResult = () => {
    if (!resultHeading.current) return
    revealBelowHeader(resultHeading.current)
    resultHeading.current.focus({ preventScroll: true })
  }
  // Which press the result on its way answers: a replay says so beside its button, where the visitor looks.
  const [replayPressed, setReplayPressed] = useState(false)
  const replaying = replayPressed && dryRun.pending
  const press = (what: 'Run' | 'Replay') => {
    if (stopBlocked(what)) return
    setReplayPressed(what === 'Replay')
    if (what === 'Run') dryRun.run()
    else dryRun.replay()
  }
  // A log read replays at once, as Replay would: the panel keeps one callback (it is memoised), which
  // reaches the press as it is at that commit.
  const replayLogNow = useRef((_log: LogToReplay) => {})
  useLayoutEffect(() => {
    replayLogNow.current = (log) => {
      if (stopBlocked('Replay')) return
      setReplayPressed(false)
      dryRun.replayLog(log)
    }
  })
  const replayLog = useCallback((log: LogToReplay) => replayLogNow.current(log), [])
  // Run or Replay pressed while such a change is still being drawn runs the strategy it makes (the
  // template opened, the node applied) once it is on the page, not the one it replaces.
  const pressOnceChanged = useWhenDrawn(changing, press)
  useRunBar({
    status: dryRun.pending ? 'Running…' : !result ? 'Made-up inputs' : current ? 'Up to date' : 'Out of date',
    blocked: blockedRun?.bar ?? null,
    hasResult: result !== null,
    onRun: () => pressOnceChanged('Run'),
    onResult: showResult,
  })

  // The open editor, drawn in the tree under the node it concerns (use-inline-editor.tsx).
  const treeEditor = useMemo((): TreeEditor | null => {
    if (!editor) return null
    // A change made in the editor (Apply, a preset condition) is drawn in a transition, after the
    // press's frame has painted: the press answers with the editor saying it is applying (a
    // button's worth of drawing), and the editor closes with the change it made (the strategy, the
    // tree, the result going out of date), which moves every row below it. While `applying`, the
    // editor ignores a second press, which would apply the change again.
    const fromEditor = (change: () => void) => startApplying(change)
    const nodeEditor = (node: Editable, adding: boolean) => (
      <NodeEditor
        key={node.id}
        node={node}
        adding={adding}
        applying={applying}
        placed={(draft) => withDraft(strategy, editor, draft)}
        onApply={(applied) => fromEditor(() => actions.apply(applied))}
        onRefused={actions.alert}
        onClose={actions.closeEditor}
      />
    )
    if (editor.kind === 'node') {
      const node = findNode(strategy, editor.id)
      return node ? { row: node.id, action: 'edit', content: nodeEditor(node, false) } : null
    }
    const at = findNode(strategy, editor.at)
    if (!at) return null
    // A new condition is chosen in the row of the "Add condition" pressed: a group's, or the IF's condition's.
    const row = at.kind === 'if' ? at.condition.id : at.id
    const content =
      editor.kind === 'new-condition' ? (
        nodeEditor(editor.draft, true)
      ) : (
        <ConditionChooser
          at={at}
          applying={applying}
          onPreset={(preset) => fromEditor(() => actions.addPreset(editor.at, preset))}
          onOther={() => actions.otherCondition(editor.at)}
          onClose={actions.closeEditor}
        />
      )
    return { row, action: 'add-condition', content }
  }, [editor, strategy, actions, applying])
  // A notice is read out once, with the change that brought it (or as the Lab opens, for a link or
  // saved work): an error in the assertive region (`state.alert`, set only as it arrives), however
  // many changes are announced while it stays on screen; a warning in the polite one, after the
  // change's own words.
  const { announcement, notice } = state
  const status = useMemo(() => {
    const fresh = announcement === null || announcement.notice
    const warning = notice?.tone === 'warning' && fresh ? noticeWords(notice) : ''
    return warning ? { text: [announcement?.text, warning].filter(Boolean).join(' ') } : announcement
  }, [announcement, notice])

  return (
    <div ref={workbench} id="workbench" className="grid scroll-mt-24 grid-cols-[minmax(0,1fr)] gap-6">
      <LiveRegions announcement={status} problem={state.alert} />
      <RunBarRoom />
      <NoticeBox notice={state.notice} />

      <TemplateChoice
        current={state.templateId}
        onOpen={(chosen) => startOpening(() => actions.loadTemplate(chosen))}
      />

      <Toolbar
        strategy={strategy}
        scenario={scenario}
        template={template}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        changing={changing}
        actions={actions}
        chainName={quotes?.chain.fileName ?? null}
      />

      <div className={workbenchColumns}>
        <div className="grid grid-cols-[minmax(0,1fr)] content-start gap-6">
          <section data-panel aria-labelledby="lab-strategy" className="lab-panel">
            <h2 ref={strategyHeading} id="lab-strategy" tabIndex={-1} className="text-xl font-semibold">
              Strategy: {dteUnbroken(strategy.name)}
            </h2>
            <p className="text-muted mt-1 text-sm">{describeTrigger(strategy)}</p>
            <div className="mt-5 grid gap-6">
              <TriggerPanel strategy={strategy} problems={problems} onChange={actions.edit} />
              <Stage at={stages.tree}>
                <TreeView
                  root={treeStrategy.root}
                  focus={state.focus}
                  drawn={treeStrategy === strategy}
                  editor={treeEditor}
                  run={run}
                  problems={treeProblems}
                  command={actions.command}
                />
              </Stage>
              <Stage at={stages.risk}>
                <TreeSize strategy={strategy} />
                <RiskPanel strategy={strategy} problems={problems} onChange={actions.edit} />
              </Stage>
            </div>
          </section>

          <section aria-labelledby="lab-scenario" className="lab-panel">
            <h2 id="lab-scenario" className="text-xl font-semibold">
              Scenario
            </h2>
            <p className="text-muted mt-1 mb-5 text-sm">
              {quotes
                ? `Made-up inputs for a dry run, with your chain’s quotes (${quotes.chain.fileName}) pricing its tickets.`
                : 'Made-up inputs for a dry run. No market data is used.'}
            </p>
            <ScenarioPanel
              scenario={scenario}
              onChange={actions.setScenario}
              trigger={strategy.trigger}
              alertText={alert.text}
              parsed={alert.parsed}
              onAlertText={alert.setText}
              onAlertField={alert.setField}
              alertKind={template?.alertKind}
              alertField={alertField}
              announce={actions.announce}
            />
            <Stage at={stages.replay}>
              <div className="mt-6">
                <ChainPanel
                  quotes={quotes}
                  onQuotes={setQuotes}
                  scenario={scenario}
                  onScenario={actions.setScenario}
                  ticker={strategy.trigger.ticker}
                  announce={actions.announce}
                  alert={actions.alert}
                />
              </div>
              <fieldset className="mt-6 grid gap-3">
                <legend className="text-ink mb-3 text-base font-semibold">Replay</legend>
                <ReplayPathFields scenario={scenario} onChange={actions.setScenario} problem={scenarioProblem} />
                <div className="flex flex-wrap items-center gap-3">
                  <LabButton variant="secondary" onClick={() => pressOnceChanged('Replay')}>
                    Replay sample session
                  </LabButton>
                  <p className="text-muted text-sm">
                    {replaying ? 'Replaying…' : 'A made-up session of alerts on the market path, decided one by one.'}
                  </p>
                </div>
                <AlertLogPanel onReplay={replayLog} announce={actions.announce} alert={actions.alert} />
              </fieldset>
            </Stage>
          </section>
        </div>

        {/* Beside the builder from lg, in a column that stays in view while the builder scrolls. */}
        <div data-panel className={resultColumn}>
          {!result && (
            <p className={resultPlaceholder}>
              The result shows here: press Run (Alt+R) to dry-run the strategy on the scenario, or replay a sample
              session.
            </p>
          )}
          {/* Until the first result, the run worked out ahead of the press is drawn here hidden, so Run shows it at once (use-dry-run.ts). */}
          {shownResult && (
            <Activity mode={result ? 'visible' : 'hidden'}>
              <ResultSection
                result={shownResult}
                current={result ? shownCurrent : true}
                strategy={strategy}
                scenario={scenario}
                heading={resultHeading}
              />
            </Activity>
          )}
        </div>
      </div>
    </div>
  )
}

/** The workbench as /lab draws it: a part per frame (stages.tsx). */
export default function StagedWorkbench() {
  return (
    <DrawnInStages>
      <Workbench />
    </DrawnInStages>
  )
}
