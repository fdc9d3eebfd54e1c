import { type RefObject, useId, useState } from 'react'
import { type AlertKind, alertFields, alertTemplate, type ParsedAlert } from '../engine/alert'
import { alertPrice as priceOf } from '../engine/alert-intent'
import { type AlertAction, alertActions } from '../engine/kinds'
import type { Scenario, Strategy } from '../engine/model'
import { Field, fieldClass, LabButton, NumberField } from './controls'

/** What the alert editor reads and writes: the scenario panel passes its own props on. */
export type AlertEditorProps = {
  scenario: Scenario
  trigger: Strategy['trigger']
  /** The alert editor's text, held by the workbench so an invalid alert can stop the run, and what it parses to. */
  alertText: string
  parsed: ParsedAlert
  onAlertText: (text: string) => void
  /** A change in the alert's form, written into the typed message (use-alert-draft.ts). */
  onAlertField: <K extends 'ticker' | 'action' | 'price' | 'signalPrice'>(key: K, value: Scenario['alert'][K]) => void
  /** The kind of TradingView alert the strategy is sent by, when its template says. */
  alertKind?: AlertKind
  /** The alert editor, which a blocked Run moves focus to. */
  alertField: RefObject<HTMLTextAreaElement | null>
  /** Says something through the workbench's live region. */
  announce: (text: string) => void
}

/**
 * The scenario's alert (scenario-panel.tsx): the message as the trader writes it in TradingView,
 * kept exactly as typed, placeholders and all, with the message as the webhook would receive it
 * and any error's line and column; the message to copy; and a form of the same fields.
 */
export function AlertEditor({
  scenario,
  trigger,
  alertText,
  parsed,
  onAlertText,
  onAlertField,
  alertKind,
  alertField,
  announce,
}: AlertEditorProps) {
  const jsonId = useId()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const alertPrice = parsed.ok ? priceOf(parsed.value) : undefined
  // An alert that sends TradersPost's "signalPrice" and no "price": the Price field edits that one.
  const priceKey =
    scenario.alert.price === undefined && scenario.alert.signalPrice !== undefined ? 'signalPrice' : 'price'
  const shownPrice = priceOf(scenario.alert)
  const priceGap = alertPrice !== undefined && Math.abs(alertPrice - scenario.market.price) >= 0.005
  const message = alertTemplate(trigger, alertKind)

  return (
    <fieldset className="grid gap-3">
      <legend className="text-ink text-base font-semibold">Alert</legend>
      <div className="grid gap-1.5">
        <label htmlFor={jsonId} className="text-sm font-medium">
          Alert message, as written in TradingView
        </label>
        <textarea
          ref={alertField}
          id={jsonId}
          value={alertText}
          rows={6}
          spellCheck={false}
          aria-invalid={parsed.ok ? undefined : true}
          aria-describedby={`${jsonId}-status`}
          onChange={(event) => onAlertText(event.target.value)}
          className={`${fieldClass} py-2 font-mono text-sm`}
        />
        <div id={`${jsonId}-status`} className="grid gap-1 text-sm">
          {parsed.ok ? (
            <p className="text-muted">Valid alert.</p>
          ) : (
            <p className="text-danger">{parsed.message} The dry run waits until the alert is fixed.</p>
          )}
          {parsed.warnings.map((warning) => (
            <p key={warning} className="text-pending">
              {warning}
            </p>
          ))}
          {priceGap && (
            <p className="text-pending">
              The alert’s price ({alertPrice.toFixed(2)}) is not the underlying price below (
              {scenario.market.price.toFixed(2)}): an alert trigger trades at the alert’s price.
            </p>
          )}
        </div>
        {parsed.received !== undefined && (
          <figure className="grid gap-1">
            <figcaption className="text-muted text-xs">As the webhook receives it, placeholders filled:</figcaption>
            <pre className="border-line bg-bg text-ink rounded-xl border p-3 text-xs break-all whitespace-pre-wrap">
              {parsed.received}
            </pre>
          </figure>
        )}
        <details className="text-sm">
          <summary className="text-accent cursor-pointer font-semibold">Fields the Lab reads</summary>
          <dl className="mt-2 grid gap-1.5">
            {alertFields.map((field) => (
              <div key={field.name} className="grid gap-0.5">
                <dt className="font-mono text-xs">{field.name}</dt>
                <dd className="text-muted text-xs">{field.meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted mt-2 text-xs">
            Placeholders it fills: {'{{ticker}}'}, {'{{exchange}}'}, {'{{close}}'}, {'{{time}}'}, {'{{interval}}'},{' '}
            {'{{strategy.order.action}}'}, {'{{strategy.order.contracts}}'} and more, quoted or not.
          </p>
        </details>
        <div className="flex flex-wrap items-center gap-3">
          <LabButton
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(message.text)
                setCopy('copied')
                announce('Alert message copied to the clipboard.')
              } catch {
                setCopy('failed')
                announce('This browser did not allow copying: the message is shown below, to copy yourself.')
              }
            }}
          >
            Copy alert message
          </LabButton>
          <p className="text-muted text-xs">
            {copy === 'copied'
              ? 'Copied. Paste it into the alert’s Message box in TradingView.'
              : copy === 'failed'
                ? 'This browser did not allow copying it for you: select the message below and copy it yourself.'
                : 'The message this strategy expects, for TradingView’s Message box.'}{' '}
            {message.words} The webhook URL to paste beside it comes with your account after sign-up.
          </p>
        </div>
        {copy === 'failed' && (
          <label className="grid gap-1.5 text-sm">
            <span className="font-medium">Alert message to copy</span>
            <textarea
              readOnly
              rows={4}
              value={message.text}
              onFocus={(event) => event.target.select()}
              className={`${fieldClass} py-2 font-mono text-xs`}
            />
          </label>
        )}
      </div>
      <div className="grid grid-cols-3 gap-3">
        <Field label="Ticker">
          {(props) => (
            <input
              {...props}
              value={scenario.alert.ticker}
              onChange={(event) => onAlertField('ticker', event.target.value.toUpperCase())}
            />
          )}
        </Field>
        <Field label="Action">
          {(props) => (
            <select
              {...props}
              value={scenario.alert.action}
              onChange={(event) => onAlertField('action', event.target.value as AlertAction)}
            >
              {alertActions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          )}
        </Field>
        <NumberField
          label="Price"
          hint={
            priceKey === 'signalPrice'
              ? 'The alert’s “signalPrice”, TradersPost’s name for it.'
              : 'Empty: the underlying price below.'
          }
          value={shownPrice ?? Number.NaN}
          onChange={(price) => onAlertField(priceKey, price)}
        />
      </div>
    </fieldset>
  )
}
