import { type DragEvent, useId, useRef, useState } from 'react'
import { fieldClass, LabButton } from './controls'
import type { FileKind, FileRead } from './file-parse'
import { readFile, readText } from './read-files'

/**
 * What the chain's and the alert log's panels share (chain-panel.tsx, alert-log-panel.tsx): a file
 * chosen, dropped or pasted, read off the main thread (read-files.ts), its state said in words and
 * a file that cannot be read said aloud, by line and column, with nothing changed.
 */

type Status = { kind: 'idle' } | { kind: 'reading'; fileName: string } | { kind: 'refused'; message: string }

/**
 * Reads a visitor's file of one kind: says "Reading …", and, for a file that cannot be read,
 * "<file> was not <refused>: <where and why>" in the panel and aloud. Resolves the read when it
 * can be used, or null: refused, or overtaken by a later file (whose answer is the one that counts).
 */
export function useFileRead<Kind extends FileKind>(
  kind: Kind,
  { refused, announce, alert }: { refused: string; announce: (text: string) => void; alert: (text: string) => void },
) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const latest = useRef(0)
  const read = async (fileName: string, reading: () => Promise<FileRead<Kind>>) => {
    const attempt = ++latest.current
    setStatus({ kind: 'reading', fileName })
    announce(`Reading ${fileName}…`)
    const result = await reading()
    if (attempt !== latest.current) return null
    if (!result.ok) {
      const message = `${fileName} was not ${refused}: ${result.problem.message}`
      setStatus({ kind: 'refused', message })
      alert(message)
      return null
    }
    setStatus({ kind: 'idle' })
    return result as Extract<FileRead<Kind>, { ok: true }>
  }
  return {
    status,
    /** A file the visitor chose or dropped: refused by its size before it is read. */
    readChosen: (file: File | undefined) =>
      file ? read(file.name, () => readFile(kind, file)) : Promise.resolve(null),
    /** Text the visitor pasted, under a name of its own ("pasted chain"). */
    readPasted: (text: string, name: string) => read(name, () => readText(kind, text, name)),
  }
}

/** A file dragged over a part of the page: whether one is over it, and the handlers that take it when dropped. */
export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false)
  return {
    dragging,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        setDragging(true)
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault()
        setDragging(false)
        onFile(event.dataTransfer.files[0])
      },
    },
  }
}

/** The read's state in words: "Reading …", or why the file was refused; empty otherwise. */
export function ReadState({ id, status }: { id: string; status: Status }) {
  return (
    <p id={id} className={status.kind === 'refused' ? 'text-danger text-sm' : 'text-muted text-sm'}>
      {status.kind === 'reading' ? `Reading ${status.fileName}…` : status.kind === 'refused' ? status.message : ''}
    </p>
  )
}

/** "Paste … instead": a box for the file's text and a button that reads it; an empty box is said aloud, not read. */
export function PasteBox({
  summary,
  label,
  rows,
  placeholder,
  button,
  empty,
  alert,
  onRead,
}: {
  summary: string
  label: string
  rows: number
  placeholder?: string
  button: string
  /** What an empty box is told: "Paste a chain first: the box is empty." */
  empty: string
  alert: (text: string) => void
  onRead: (text: string) => void
}) {
  const [pasted, setPasted] = useState('')
  const id = useId()
  return (
    <details className="text-sm">
      <summary className="text-ink cursor-pointer font-semibold">{summary}</summary>
      <div className="mt-3 grid gap-2">
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
        <textarea
          id={id}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          rows={rows}
          spellCheck={false}
          placeholder={placeholder}
          className={`${fieldClass} py-2 font-mono text-sm`}
        />
        <div>
          <LabButton
            variant="secondary"
            onClick={() => {
              if (pasted.trim() === '') alert(empty)
              else onRead(pasted)
            }}
          >
            {button}
          </LabButton>
        </div>
      </div>
    </details>
  )
}
