import { memo, useId } from 'react'
import { labExampleFiles } from '~/content/lab-files'
import type { AlertLogRead, LoggedAlert } from '../engine/alert-log'
import { grouped } from '../engine/format'
import { FileButton, RoomyDisclosure } from './controls'
import { PasteBox, ReadState, useFileDrop, useFileRead } from './file-intake'
import { GuideLink } from './guide-link'

/** The example log the site serves (public/lab/): a week of SPY alerts with a holiday and an early close. */
export const exampleAlertLog = labExampleFiles.alertLog

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
  const ids = useId()
  const file = useFileRead('alert-log', { refused: 'replayed', announce, alert })
  const replay = (read: Extract<AlertLogRead, { ok: true }> | null, fileName: string) => {
    if (!read) return
    const unread = read.alerts.filter((logged) => logged.alert === null).length
    const count = `${grouped(read.alerts.length)} alert${read.alerts.length === 1 ? '' : 's'}`
    const words = [
      `Replaying ${count} from ${fileName}`,
      unread > 0 ? `, ${unread} of them unread (each row says why)` : '',
    ]
    announce(`${words.join('')}.${read.warnings.length > 0 ? ` ${read.warnings.join(' ')}` : ''}`)
    onReplay({ fileName, alerts: read.alerts })
  }
  const readChosen = (chosen: File | undefined) => {
    if (chosen) void file.readChosen(chosen).then((read) => replay(read, chosen.name))
  }
  const drop = useFileDrop(readChosen)

  return (
    <RoomyDisclosure
      title="Your alert log"
      values="Replay the alerts TradingView sent you, each at its own time and price, from its alert log."
      invalid={file.status.kind === 'refused'}
    >
      <fieldset
        className={
          drop.dragging
            ? 'border-accent grid min-w-0 gap-3 rounded-xl border-2 border-dashed p-4 in-[details]:mt-3'
            : 'border-line grid min-w-0 gap-3 rounded-xl border-2 border-dashed p-4 in-[details]:mt-3'
        }
        {...drop.handlers}
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
        <ReadState id={`${ids}-state`} status={file.status} />
        <PasteBox
          summary="Paste alerts instead"
          label="Alerts, one a line: a time (Eastern, or with its zone), then the message"
          rows={4}
          placeholder={'2026-11-23 10:42 {"ticker":"SPY","action":"buy","price":601.50}'}
          button="Replay pasted alerts"
          empty="Paste your alerts first: the box is empty."
          alert={alert}
          onRead={(text) => void file.readPasted(text, 'pasted alerts').then((read) => replay(read, 'pasted alerts'))}
        />
      </fieldset>
    </RoomyDisclosure>
  )
})
