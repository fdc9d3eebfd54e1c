import { memo, useId, useRef, useState } from 'react'
import { labExampleFiles } from '~/content/lab-files'
import type { AlertLogRead, LoggedAlert } from '../engine/alert-log'
import { grouped } from '../engine/format'
import { FileButton, fieldClass, LabButton, RoomyDisclosure } from './controls'
import { GuideLink } from './guide-link'
import { readFile, readText } from './read-files'

/** The example log the site serves (public/lab/): a week of SPY alerts with a holiday and an early close. */
export const exampleAlertLog = labExampleFiles.alertLog

type Status = { kind: 'idle' } | { kind: 'reading'; fileName: string } | { kind: 'refused'; message: string }

/**
 * "Replay my alert log": TradingView's alert log export, or alerts pasted a line each, read in this
 * browser only (read-files.ts) and replayed through the strategy (alert-log-replay.ts), each alert
 * at its own time and price. A log that cannot be read changes nothing and says where it went
 * wrong, by line and column.
 */
export const AlertLogPanel = memo(function AlertLogPanel({
  onReplay,
  announce,
  alert,
}: {
  onReplay: (log: { fileName: string; alerts: readonly LoggedAlert[] }) => void
  announce: (text: string) => void
  alert: (text: string) => void
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [pasted, setPasted] = useState('')
  const [dragging, setDragging] = useState(false)
  const latest = useRef(0)
  const ids = useId()

  const read = async (fileName: string, reading: () => Promise<AlertLogRead>) => {
    const attempt = ++latest.current
    setStatus({ kind: 'reading', fileName })
    announce(`Reading ${fileName}…`)
    const result = await reading()
    if (attempt !== latest.current) return
    if (!result.ok) {
      const message = `${fileName} was not replayed: ${result.problem.message}`
      setStatus({ kind: 'refused', message })
      alert(message)
      return
    }
    setStatus({ kind: 'idle' })
    const unread = result.alerts.filter((logged) => logged.alert === null).length
    const count = `${grouped(result.alerts.length)} alert${result.alerts.length === 1 ? '' : 's'}`
    const words = [
      `Replaying ${count} from ${fileName}`,
      unread > 0 ? `, ${unread} of them unread (each row says why)` : '',
    ]
    announce(`${words.join('')}.${result.warnings.length > 0 ? ` ${result.warnings.join(' ')}` : ''}`)
    onReplay({ fileName, alerts: result.alerts })
  }
  const readChosen = (file: File | undefined) => {
    if (file) void read(file.name, () => readFile('alert-log', file))
  }

  return (
    <RoomyDisclosure
      title="Your alert log"
      values="Replay the alerts TradingView sent you, each at its own time and price, from its alert log."
      invalid={status.kind === 'refused'}
    >
      <fieldset
        className={
          dragging
            ? 'border-accent grid min-w-0 gap-3 rounded-xl border-2 border-dashed p-4 in-[details]:mt-3'
            : 'border-line grid min-w-0 gap-3 rounded-xl border-2 border-dashed p-4 in-[details]:mt-3'
        }
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          readChosen(event.dataTransfer.files[0])
        }}
      >
        <legend className="text-ink px-1 text-sm font-semibold in-[details]:sr-only">Your alert log</legend>
        <FileButton
          label="Replay my alert log"
          accept=".csv,.txt,text/csv,text/plain"
          describedBy={`${ids}-about ${ids}-state`}
          onFile={readChosen}
        />
        <p id={`${ids}-about`} className="text-muted text-xs">
          TradingView’s alert log, exported as a CSV file from its Alerts panel, or drop it here. Each alert runs at its
          own time and price; nothing is made up between them. Read in this browser only, never sent or kept.{' '}
          <a className="text-ink underline" href={exampleAlertLog} download>
            An example log
          </a>
          . <GuideLink section="alert-log">How to export your log, and which messages the Lab reads</GuideLink>.
        </p>
        <p id={`${ids}-state`} className={status.kind === 'refused' ? 'text-danger text-sm' : 'text-muted text-sm'}>
          {status.kind === 'reading' ? `Reading ${status.fileName}…` : status.kind === 'refused' ? status.message : ''}
        </p>
        <details className="text-sm">
          <summary className="text-ink cursor-pointer font-semibold">Paste alerts instead</summary>
          <div className="mt-3 grid gap-2">
            <label htmlFor={`${ids}-paste`} className="text-ink">
              Alerts, one a line: a time (Eastern, or with its zone), then the message
            </label>
            <textarea
              id={`${ids}-paste`}
              value={pasted}
              onChange={(event) => setPasted(event.target.value)}
              rows={4}
              spellCheck={false}
              placeholder={'2026-11-23 10:42 {"ticker":"SPY","action":"buy","price":601.50}'}
              className={`${fieldClass} py-2 font-mono text-sm`}
            />
            <div>
              <LabButton
                variant="secondary"
                onClick={() => {
                  if (pasted.trim() === '') {
                    alert('Paste your alerts first: the box is empty.')
                    return
                  }
                  void read('pasted alerts', () => readText('alert-log', pasted, 'pasted alerts'))
                }}
              >
                Replay pasted alerts
              </LabButton>
            </div>
          </div>
        </details>
      </fieldset>
    </RoomyDisclosure>
  )
})
