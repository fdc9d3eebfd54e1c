import { memo, useEffect, useId, useRef, useState } from 'react'
import { encodeFile, readStrategyFile } from '../engine/link-codec'
import type { Scenario, Strategy } from '../engine/model'
import type { Template } from '../engine/templates'
import { shareLink } from './address'
import { LabButton } from './controls'
import { FileMenu, type FileMenuItem } from './file-menu'
import type { LabActions } from './use-lab'
import { useWhenDrawn } from './use-when-drawn'

/** The file name an export gets: the strategy's name, in letters, digits and hyphens; gzipped JSON (link-codec.ts). */
const fileName = (strategy: Strategy) => `${strategy.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'strategy'}.json.gz`

/**
 * The strategy's toolbar: Undo and Redo (which stay in the tab order when there is nothing to undo
 * or redo, say so, and keep focus), Copy link (with the link shown, to copy by hand if the browser
 * will not), Export and Import JSON, and Reset to the template it started from, after a question.
 * On a phone (below 40rem) the four file actions are the items of one File menu (file-menu.tsx),
 * so that the toolbar is one row; from 40rem, buttons.
 */
export const Toolbar = memo(function Toolbar({
  strategy,
  scenario,
  template,
  canUndo,
  canRedo,
  changing,
  actions,
  chainName,
}: {
  strategy: Strategy
  scenario: Scenario
  /** The template the work started from, if it did. */
  template: Template | null
  canUndo: boolean
  canRedo: boolean
  /** A change to the work is still being drawn (use-when-drawn.ts). */
  changing: boolean
  actions: LabActions
  /** The file of the trader's own chain, when one prices the tickets: links and files never carry it. */
  chainName: string | null
}) {
  const [confirmReset, setConfirmReset] = useState(false)
  const chainWords = chainName
    ? ` Your chain, ${chainName}, is not in it: the link says one was used, nothing more.`
    : ''
  const chainFileWords = chainName ? ` Your chain, ${chainName}, is not in it: it stays in this browser.` : ''
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const resetButton = useRef<HTMLButtonElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const importId = useId()
  const questionId = useId()

  // A link is to the work it was made from: once the work changes, it goes, and a link still being
  // made (compression takes a moment) for the work before is dropped.
  const made = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears for a change of the work, which it does not read
  useEffect(() => {
    made.current++
    setLink(null)
  }, [strategy, scenario])

  // A link is read back as the tab that opens it would read it: one that would not open is not
  // offered, and the visitor is told why.
  const copyLink = async () => {
    const which = made.current
    const { url, opens } = await shareLink(window.location.origin, strategy, scenario, chainName !== null)
    if (which !== made.current) return
    if (!opens.ok) {
      setLink(null)
      actions.notify({
        tone: 'error',
        text: `No link was made: the Lab could not open it. ${opens.message}`,
        items: opens.problems,
      })
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setLink({ url, copied: true })
      actions.announce(`Link copied. Anyone who opens it gets this strategy.${chainWords}`)
    } catch {
      setLink({ url, copied: false })
      actions.announce('This browser did not allow copying: the link is below, to copy yourself.')
    }
  }
  // A file is saved whatever its state (it is the visitor's work), but the Lab says when it would
  // not open it again, rather than promise an import.
  const exportFile = async () => {
    const bytes = await encodeFile({ strategy, scenario })
    const opens = await readStrategyFile(bytes)
    const anchor = document.createElement('a')
    anchor.href = URL.createObjectURL(new Blob([bytes], { type: 'application/gzip' }))
    anchor.download = fileName(strategy)
    anchor.click()
    URL.revokeObjectURL(anchor.href)
    if (opens.ok) actions.announce(`Exported ${anchor.download}.${chainFileWords}`)
    else
      actions.notify({
        tone: 'warning',
        text: `Exported ${anchor.download}, but the Lab cannot import it as it is. ${opens.message}`,
        items: opens.problems,
      })
  }
  // Copy link and Export pressed just after Open (or Apply) make the link or file of the work opened.
  const onWork = useWhenDrawn(changing, (what: 'copy' | 'export') => void (what === 'copy' ? copyLink() : exportFile()))
  const importFile = async (file: File | undefined) => {
    if (!file) return
    const parsed = await readStrategyFile(new Uint8Array(await file.arrayBuffer()))
    if (parsed.ok) {
      const { strategy: imported, scenario: itsScenario, filled } = parsed.value
      actions.loadStrategy(
        imported,
        itsScenario,
        `Imported ${imported.name}${itsScenario && !filled ? ' with its scenario' : ''}.`,
        parsed.warnings.length ? { tone: 'warning', text: parsed.warnings.join(' ') } : null,
      )
    } else {
      actions.notify({
        tone: 'error',
        text: `${file.name} was not imported: ${parsed.message} Your work is unchanged.`,
        items: parsed.problems,
      })
    }
    if (fileInput.current) fileInput.current.value = ''
  }

  // The reset's question was asked from the Reset button, or, on a phone, from the File menu:
  // focus goes back to whichever of the two is shown.
  const backToReset = () => {
    const reset = resetButton.current
    const shown = reset && getComputedStyle(reset).display !== 'none'
    ;(shown ? reset : menuButton.current)?.focus()
  }
  const fileItems: FileMenuItem[] = [
    { key: 'copy', text: 'Copy link', act: () => onWork('copy') },
    { key: 'export', text: 'Export JSON', act: () => onWork('export') },
    { key: 'import', text: 'Import JSON', act: () => fileInput.current?.click() },
    ...(template ? [{ key: 'reset', text: 'Reset to template', act: () => setConfirmReset(true) }] : []),
  ]

  return (
    <>
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Strategy">
        <LabButton
          variant="secondary"
          onClick={actions.undo}
          aria-disabled={!canUndo || undefined}
          aria-keyshortcuts="Control+Z Meta+Z"
          className="aria-disabled:opacity-40"
        >
          Undo
        </LabButton>
        <LabButton
          variant="secondary"
          onClick={actions.redo}
          aria-disabled={!canRedo || undefined}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          className="aria-disabled:opacity-40"
        >
          Redo
        </LabButton>
        <FileMenu items={fileItems} buttonRef={menuButton} className="sm:hidden" />
        <LabButton variant="secondary" onClick={() => onWork('copy')} className="max-sm:hidden">
          Copy link
        </LabButton>
        <LabButton variant="secondary" onClick={() => onWork('export')} className="max-sm:hidden">
          Export JSON
        </LabButton>
        {/* Below 40rem the label is hidden, and the File menu's Import JSON clicks its field. */}
        <label
          htmlFor={importId}
          className="border-line bg-surface-2 text-ink hover:border-muted has-focus-visible:outline-cyan inline-flex min-h-11 cursor-pointer items-center rounded-lg border px-3.5 text-sm font-semibold has-focus-visible:outline-2 max-sm:hidden"
        >
          Import JSON
          <input
            ref={fileInput}
            id={importId}
            type="file"
            accept="application/json,.json,application/gzip,.gz"
            className="sr-only"
            onChange={(event) => importFile(event.target.files?.[0])}
          />
        </label>
        {template && (
          <LabButton
            ref={resetButton}
            variant="ghost"
            onClick={() => setConfirmReset(true)}
            aria-expanded={confirmReset}
            className="max-sm:hidden"
          >
            Reset to template
          </LabButton>
        )}
      </div>
      {confirmReset && template && (
        // The question describes both its answers, so it is read with whichever takes focus.
        <div className="border-pending/50 flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3">
          <p id={questionId} className="text-ink text-sm">
            Discard your changes and reopen “{template.name}”?
          </p>
          <LabButton
            aria-describedby={questionId}
            onClick={() => {
              actions.loadTemplate(template, `Reset to the template “${template.name}”. Undo brings your changes back.`)
              setConfirmReset(false)
              backToReset()
            }}
          >
            Reset
          </LabButton>
          <LabButton
            variant="secondary"
            aria-describedby={questionId}
            onClick={() => {
              setConfirmReset(false)
              backToReset()
            }}
          >
            Keep editing
          </LabButton>
        </div>
      )}
      {link && (
        <div className="grid gap-1.5 text-sm">
          <label className="grid gap-1.5">
            <span className="font-medium">Link to this strategy</span>
            <input
              readOnly
              value={link.url}
              onFocus={(event) => event.target.select()}
              className="border-line-strong bg-bg text-muted min-h-11 rounded-lg border px-3 font-mono text-xs"
            />
          </label>
          <p className="text-muted">
            {link.copied
              ? `Copied. Anyone who opens it gets this strategy.${chainWords}`
              : 'This browser did not allow copying it for you: select it and copy it yourself.'}
          </p>
        </div>
      )}
    </>
  )
})
