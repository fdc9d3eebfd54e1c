import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { ExternalButtonLink } from '~/components/ui/button'
import { describeTrigger } from '../describe'
import { alertJson, parseAlert } from '../engine/alert'
import { type Evaluation, evaluate } from '../engine/evaluate'
import { parseStrategyFile } from '../engine/parse'
import { strategySchemaUrlPath } from '../engine/schema'
import { generateSession, replay, type TimelineEntry } from '../engine/session'
import { templates } from '../engine/templates'
import {
  addCondition,
  addToBranch,
  deleteNode,
  duplicateCondition,
  duplicateToOtherBranch,
  findNode,
  groupCondition,
  moveCondition,
  replaceNode,
  swapBranches,
} from '../engine/tree-ops'
import { validateStrategy } from '../engine/validate'
import { shareUrl, trialUrl, useLabRequests, useStartRequest } from './address'
import { LabButton } from './controls'
import { kindNames, NodeDialog } from './node-dialog'
import { ResultPanel, Timeline } from './result-panel'
import { ScenarioPanel } from './scenario-panel'
import { RiskPanel, TriggerPanel } from './strategy-panels'
import { type TreeCommand, TreeView } from './tree-view'
import { templateOf, useLab } from './use-lab'

const panel = 'border-line bg-surface rounded-2xl border p-4 sm:p-6'

/**
 * The interactive Lab, loaded after the page's first paint: edit the tree, set a scenario, dry-run
 * it, replay a synthetic session, and keep the work (autosave, link, file).
 */
export default function Workbench() {
  const { state, edit, setScenario, loadTemplate, loadStrategy, undo, redo, notify } = useLab(useStartRequest())
  const { strategy, scenario } = state
  const [editing, setEditing] = useState<string | null>(null)
  const [focusId, setFocusId] = useState<string | null>(null)
  const [run, setRun] = useState<Evaluation | null>(null)
  const [timeline, setTimeline] = useState<TimelineEntry[] | null>(null)
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
  const template = templates.find((item) => item.id === state.templateId)

  // A result describes the strategy and scenario it ran on; any change clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever either input changes
  useEffect(() => {
    setRun(null)
    setTimeline(null)
  }, [strategy, scenario])

  // After an add, delete or move, focus goes to the node it concerns.
  useEffect(() => {
    if (!focusId) return
    document.querySelector<HTMLElement>(`[data-node-edit="${focusId}"]`)?.focus()
    setFocusId(null)
  }, [focusId])

  // A library link clicked on this page (/lab?template=…) opens its template here.
  useLabRequests((request) => {
    if (request.kind === 'template') {
      const chosen = templateOf(request.id)
      if (chosen) loadTemplate(chosen)
      else notify({ tone: 'error', text: `The Lab has no template “${request.id.slice(0, 40)}”.` })
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

  const command = (action: TreeCommand) => {
    const node = findNode(strategy, action.id)
    const name = node ? kindNames[node.kind] : 'node'
    switch (action.type) {
      case 'edit':
        setEditing(action.id)
        return
      case 'delete': {
        const parentEdit = document
          .querySelector<HTMLElement>(`[data-node="${action.id}"]`)
          ?.closest('ul, ol')
          ?.closest('li')
        edit(deleteNode(strategy, action.id), `Deleted the ${name}.`)
        setFocusId(parentEdit?.querySelector<HTMLElement>('[data-node-edit]')?.dataset.nodeEdit ?? strategy.root.id)
        return
      }
      case 'duplicate': {
        const result = duplicateCondition(strategy, action.id)
        edit(result.strategy, `Duplicated the ${name}.`)
        setFocusId(result.newId)
        return
      }
      case 'move':
        edit(moveCondition(strategy, action.id, action.by), `Moved the ${name} ${action.by < 0 ? 'up' : 'down'}.`)
        setFocusId(action.id)
        return
      case 'add-condition': {
        const base = node?.kind === 'if' ? groupCondition(strategy, action.id) : strategy
        const group =
          node?.kind === 'if' ? (findNode(base, action.id) as { condition: { id: string } }).condition.id : action.id
        const result = addCondition(base, group)
        edit(result.strategy, 'Added a condition.')
        setFocusId(result.newId)
        return
      }
      case 'swap':
        edit(swapBranches(strategy, action.id), 'Swapped THEN and ELSE.')
        setFocusId(action.id)
        return
      case 'add': {
        const result = addToBranch(strategy, action.id, action.branch, action.kind)
        edit(result.strategy, `Added to ${action.branch === 'onTrue' ? 'THEN' : 'ELSE'}.`)
        setFocusId(result.newId)
        return
      }
      case 'copy-branch': {
        const result = duplicateToOtherBranch(strategy, action.id, action.branch)
        edit(result.strategy, 'Duplicated the branch.')
        setFocusId(result.newId)
        return
      }
    }
  }

  const runOnce = () => {
    setTimeline(null)
    setRun(evaluate(strategy, scenario))
    requestAnimationFrame(() => resultHeading.current?.focus())
  }
  const runSession = () => {
    setRun(null)
    const events = generateSession({ seed: 20261123, ticker: strategy.trigger.ticker, open: scenario.market.price })
    setTimeline(replay(strategy, events, scenario))
    requestAnimationFrame(() => resultHeading.current?.focus())
  }
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

  const editingNode = editing ? findNode(strategy, editing) : undefined

  return (
    <div id="workbench" className="grid scroll-mt-24 gap-6 tabular-nums">
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
            Strategy: {strategy.name}
          </h2>
          <p className="text-muted mt-1 text-sm">{describeTrigger(strategy)}</p>
          <div className="mt-5 grid gap-6">
            <TriggerPanel strategy={strategy} problems={problems} onChange={edit} />
            <TreeView root={strategy.root} run={run} problems={problems} command={command} />
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
              <LabButton onClick={runOnce} disabled={alertProblem !== null} aria-describedby="lab-run-blocked">
                Run dry run
              </LabButton>
              <LabButton variant="secondary" onClick={runSession}>
                Replay sample session
              </LabButton>
              <p id="lab-run-blocked" hidden={alertProblem === null} className="text-danger w-full text-sm">
                {alertProblem && `Fix the alert first: ${alertProblem}`}
              </p>
            </div>
          </section>

          {(run || timeline) && (
            <section aria-labelledby="lab-result" className={panel}>
              <h2 id="lab-result" ref={resultHeading} tabIndex={-1} className="mb-4 text-xl font-semibold outline-none">
                {run ? 'Dry-run result' : 'Sample session replay'}
              </h2>
              {run && <ResultPanel run={run} />}
              {timeline && <Timeline entries={timeline} />}
              <div className="border-line mt-6 flex flex-wrap items-center gap-4 border-t pt-5">
                <p className="text-muted text-sm">Build it for real, on paper first.</p>
                <ExternalButtonLink href={trialUrl(strategy, scenario)}>
                  Start free trial with this strategy
                </ExternalButtonLink>
              </div>
            </section>
          )}
        </div>
      </div>

      {editingNode && (
        <NodeDialog
          key={editingNode.id}
          node={editingNode}
          strategy={strategy}
          onApply={(node) => edit(replaceNode(strategy, node), `Changed the ${kindNames[node.kind]}.`)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  )
}
