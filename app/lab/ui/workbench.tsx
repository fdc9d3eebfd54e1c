import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { startTrialLabel } from '~/content/terms'
import { ExternalButtonLink } from '~/ui/button'
import { runButtonId } from '../anchors'
import { describeTrigger } from '../describe'
import { dteUnbroken } from '../dte-unbroken'
import { alertJson, parseAlert } from '../engine/alert'
import { type Evaluation, evaluate } from '../engine/evaluate'
import type { Scenario, Strategy } from '../engine/model'
import { parseStrategyFile } from '../engine/parse'
import { replay, type TimelineEntry } from '../engine/replay'
import { strategySchemaUrlPath } from '../engine/schema'
import { generateSession } from '../engine/session'
import { templates } from '../engine/templates'
import { findNode } from '../engine/tree-ops'
import { validateStrategy } from '../engine/validate'
import { shareUrl, trialUrl, useLabRequests, useStartRequest } from './address'
import { ConditionChooser } from './condition-chooser'
import { LabButton, SelectField } from './controls'
import { NodeDialog } from './node-dialog'
import { ResultPanel, Timeline } from './result-panel'
import { RunBar } from './run-bar'
import { ScenarioPanel } from './scenario-panel'
import { RiskPanel, TriggerPanel } from './strategy-panels'
import { TreeView } from './tree-view'
import { noSuchTemplate, templateOf, useLab, withDraft } from './use-lab'

/** A dry run or a replay, with the strategy and scenario it was computed from. */
type Result = { strategy: Strategy; scenario: Scenario } & (
  | { kind: 'run'; run: Evaluation }
  | { kind: 'replay'; timeline: TimelineEntry[] }
)

const panel = 'border-line bg-surface rounded-2xl border p-4 sm:p-6'

/**
 * The interactive Lab, loaded after the page's first paint: edit the tree, set a scenario, dry-run
 * it, replay a synthetic session, and keep the work (autosave, link, file).
 */
export default function Workbench() {
  const {
    state,
    edit,
    setScenario,
    loadTemplate,
    loadStrategy,
    undo,
    redo,
    notify,
    command,
    addPreset,
    otherCondition,
    apply,
    closeEditor,
  } = useLab(useStartRequest())
  const { strategy, scenario, editor } = state
  const [result, setResult] = useState<Result | null>(null)
  const [confirmReset, setConfirmReset] = useState(false)
  const [shareLink, setShareLink] = useState<string | null>(null)
  // The alert editor's text as typed (placeholders and all). When the alert changes from outside
  // the editor (its form, a template, a link, undo), the text shows it, unless it already says it.
  const [alertText, setAlertText] = useState(() => alertJson(scenario.alert))
  const [shownAlert, setShownAlert] = useState(scenario.alert)
  if (shownAlert !== scenario.alert) {
    setShownAlert(scenario.alert)
    const current = parseAlert(alertText, scenario, strategy.trigger.ticker)
    if (!current.ok || JSON.stringify(current.value) !== JSON.stringify(scenario.alert)) {
      setAlertText(alertJson(scenario.alert))
    }
  }
  const alert = parseAlert(alertText, scenario, strategy.trigger.ticker)
  // An alert trigger never runs on a stale alert: an invalid one stops the run until it is fixed.
  const alertProblem = strategy.trigger.kind === 'alert' && !alert.ok ? alert.message : null
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const importId = useId()
  const problems = useMemo(() => validateStrategy(strategy), [strategy])
  const template = templateOf(state.templateId)
  // A result describes the strategy and scenario it ran on: after any change (until an undo brings
  // them back) it is out of date, and the tree no longer marks its path.
  const current = result !== null && result.strategy === strategy && result.scenario === scenario
  const run = current && result.kind === 'run' ? result.run : null

  // A library link clicked on this page (/lab?template=…) opens its template here.
  useLabRequests((request) => {
    if (request.kind === 'template') {
      const chosen = templateOf(request.id)
      if (chosen) loadTemplate(chosen)
      else notify(noSuchTemplate(request.id))
    }
    document.getElementById('workbench')?.scrollIntoView()
  })

  // Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z, except where a text field keeps its own undo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return
      const target = event.target as HTMLElement
      if (target.closest('input, textarea, select, dialog')) return
      event.preventDefault()
      if (event.shiftKey) redo()
      else undo()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [undo, redo])

  const showResult = () => {
    requestAnimationFrame(() => {
      resultHeading.current?.scrollIntoView({ block: 'start' })
      resultHeading.current?.focus({ preventScroll: true })
    })
  }
  const runOnce = () => {
    if (alertProblem) return
    setResult({ kind: 'run', run: evaluate(strategy, scenario), strategy, scenario })
    showResult()
  }
  const runSession = () => {
    const events = generateSession({ seed: 20261123, ticker: strategy.trigger.ticker, open: scenario.market.price })
    setResult({ kind: 'replay', timeline: replay(strategy, events, scenario), strategy, scenario })
    showResult()
  }
  // Alt+R runs from anywhere but a dialog, as the Run button says (aria-keyshortcuts). Focus moves
  // to Run first, so a field being typed in commits its value before the run reads it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyR') return
      if ((event.target as HTMLElement).closest('dialog')) return
      event.preventDefault()
      const button = document.getElementById(runButtonId)
      button?.focus()
      requestAnimationFrame(() => button?.click())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const copyLink = async () => {
    const link = shareUrl(window.location.origin, strategy, scenario)
    setShareLink(link)
    try {
      await navigator.clipboard.writeText(link)
      notify({ tone: 'warning', text: 'Link copied. Anyone who opens it gets this strategy.' })
    } catch {
      notify({ tone: 'warning', text: 'Copy the link below: this browser did not allow copying it for you.' })
    }
  }
  const exportFile = () => {
    const file = new Blob([JSON.stringify({ $schema: strategySchemaUrlPath, ...strategy, scenario }, null, 2)], {
      type: 'application/json',
    })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(file)
    link.download = `${strategy.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'strategy'}.json`
    link.click()
    URL.revokeObjectURL(link.href)
  }
  const importFile = async (file: File | undefined) => {
    if (!file) return
    const parsed = parseStrategyFile(await file.text(), scenario)
    if (parsed.ok) {
      const { strategy: imported, scenario: itsScenario } = parsed.value
      loadStrategy(
        imported,
        itsScenario,
        `Imported ${imported.name}${itsScenario ? ' with its scenario' : ''}.`,
        parsed.warnings.length ? { tone: 'warning', text: parsed.warnings.join(' ') } : null,
      )
    } else {
      notify({
        tone: 'error',
        text: `${file.name} was not imported: ${parsed.message} Your work is unchanged.`,
        items: parsed.problems,
      })
    }
    if (fileInput.current) fileInput.current.value = ''
  }

  const editing =
    editor?.kind === 'node'
      ? findNode(strategy, editor.id)
      : editor?.kind === 'new-condition'
        ? editor.draft
        : undefined
  const chooserTarget = editor?.kind === 'choose-condition' ? findNode(strategy, editor.at) : undefined
  const status = !result ? 'Made-up inputs' : current ? 'Up to date' : 'Out of date'

  return (
    <div id="workbench" className="grid scroll-mt-24 gap-6">
      <p aria-live="polite" className="sr-only">
        {state.announcement}
      </p>
      {state.notice && (
        <div
          role={state.notice.tone === 'error' ? 'alert' : 'status'}
          className={
            state.notice.tone === 'error'
              ? 'border-danger/60 text-danger rounded-xl border px-4 py-3'
              : 'border-line text-ink rounded-xl border px-4 py-3'
          }
        >
          <p>{state.notice.text}</p>
          {state.notice.items && state.notice.items.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {state.notice.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="max-w-md">
        <SelectField
          label="Start from a template"
          value={state.templateId}
          options={[
            ...(template ? [] : [{ value: '', label: 'Your own strategy' }]),
            ...templates.map((item) => ({ value: item.id, label: item.name })),
          ]}
          onChange={(id) => {
            const chosen = templateOf(id)
            if (chosen) loadTemplate(chosen)
          }}
        />
      </div>

      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Strategy">
        <LabButton
          variant="secondary"
          onClick={undo}
          disabled={state.past.length === 0}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          Undo
        </LabButton>
        <LabButton
          variant="secondary"
          onClick={redo}
          disabled={state.future.length === 0}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          Redo
        </LabButton>
        <LabButton variant="secondary" onClick={copyLink}>
          Copy link
        </LabButton>
        <LabButton variant="secondary" onClick={exportFile}>
          Export JSON
        </LabButton>
        <label
          htmlFor={importId}
          className="border-line bg-surface-2 text-ink hover:border-muted has-focus-visible:outline-cyan inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3.5 text-sm font-semibold has-focus-visible:outline-2"
        >
          Import JSON
          <input
            ref={fileInput}
            id={importId}
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(event) => importFile(event.target.files?.[0])}
          />
        </label>
        {template && (
          <LabButton variant="ghost" onClick={() => setConfirmReset(true)} aria-expanded={confirmReset}>
            Reset to template
          </LabButton>
        )}
      </div>
      {confirmReset && template && (
        <div className="border-pending/50 flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3">
          <p className="text-ink text-sm">Discard your changes and reopen “{template.name}”?</p>
          <LabButton
            onClick={() => {
              loadTemplate(template)
              setConfirmReset(false)
            }}
          >
            Reset
          </LabButton>
          <LabButton variant="secondary" onClick={() => setConfirmReset(false)}>
            Keep editing
          </LabButton>
        </div>
      )}
      {shareLink && (
        <label className="grid gap-1.5 text-sm">
          <span className="font-medium">Link to this strategy</span>
          <input
            readOnly
            value={shareLink}
            onFocus={(event) => event.target.select()}
            className="border-line bg-bg text-muted min-h-11 rounded-lg border px-3 font-mono text-xs"
          />
        </label>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <section aria-labelledby="lab-strategy" className={panel}>
          <h2 id="lab-strategy" className="text-xl font-semibold">
            Strategy: {dteUnbroken(strategy.name)}
          </h2>
          <p className="text-muted mt-1 text-sm">{describeTrigger(strategy)}</p>
          <div className="mt-5 grid gap-6">
            <TriggerPanel strategy={strategy} problems={problems} onChange={edit} />
            <TreeView root={strategy.root} focus={state.focus} run={run} problems={problems} command={command} />
            <RiskPanel strategy={strategy} problems={problems} onChange={edit} />
          </div>
        </section>

        <div className="grid content-start gap-6">
          <section aria-labelledby="lab-scenario" className={panel}>
            <h2 id="lab-scenario" className="text-xl font-semibold">
              Scenario
            </h2>
            <p className="text-muted mt-1 mb-5 text-sm">Made-up inputs for a dry run. No market data is used.</p>
            <ScenarioPanel
              scenario={scenario}
              onChange={setScenario}
              trigger={strategy.trigger}
              alertText={alertText}
              onAlertText={setAlertText}
            />
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <LabButton variant="secondary" onClick={runSession}>
                Replay sample session
              </LabButton>
              <p className="text-muted text-sm">A made-up session of alerts, decided one by one.</p>
            </div>
          </section>

          {result && (
            <section aria-labelledby="lab-result" className={panel}>
              <h2
                id="lab-result"
                ref={resultHeading}
                tabIndex={-1}
                className="mb-4 scroll-mt-24 text-xl font-semibold outline-none"
              >
                {result.kind === 'run' ? 'Dry-run result' : 'Sample session replay'}
              </h2>
              {!current && (
                <p role="status" className="border-pending/50 text-pending mb-4 rounded-xl border px-4 py-3 text-sm">
                  Out of date: the strategy or the scenario changed after this{' '}
                  {result.kind === 'run' ? 'run' : 'replay'}. Run it again to see what it does now.
                </p>
              )}
              {result.kind === 'run' ? (
                <ResultPanel run={result.run} strategy={result.strategy} />
              ) : (
                <Timeline entries={result.timeline} />
              )}
              <div className="border-line mt-6 flex flex-wrap items-center gap-4 border-t pt-5">
                <p className="text-muted text-sm">Build it for real, on paper first, with this strategy.</p>
                <ExternalButtonLink href={trialUrl(strategy, scenario)}>
                  {startTrialLabel}
                  <span className="sr-only"> with this strategy</span>
                </ExternalButtonLink>
              </div>
            </section>
          )}
        </div>
      </div>

      <RunBar
        status={status}
        blocked={alertProblem}
        hasResult={result !== null}
        onRun={runOnce}
        onResult={showResult}
      />

      {editing && (
        <NodeDialog
          key={editing.id}
          node={editing}
          adding={editor?.kind === 'new-condition'}
          placed={(draft) => withDraft(strategy, editor, draft)}
          onApply={apply}
          onClose={closeEditor}
        />
      )}
      {editor?.kind === 'choose-condition' && chooserTarget && (
        <ConditionChooser
          at={chooserTarget}
          onPreset={(preset) => addPreset(editor.at, preset)}
          onOther={() => otherCondition(editor.at)}
          onClose={closeEditor}
        />
      )}
    </div>
  )
}
