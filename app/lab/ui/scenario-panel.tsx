import { useId, useState } from 'react'
import type { Scenario } from '../engine/model'
import { alertJson, parseAlertJson } from '../engine/parse'
import { fieldClass } from './controls'
import { Field } from './node-dialog'

type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T]

/**
 * The dry run's inputs: the alert as the raw JSON the charting platform would send (kept exactly as
 * typed, with the error's line and column when it is not valid) and as a form of the same fields;
 * the market context and the account. Made-up numbers; nothing is fetched.
 */
export function ScenarioPanel({ scenario, onChange }: { scenario: Scenario; onChange: (scenario: Scenario) => void }) {
  const [text, setText] = useState(() => alertJson(scenario.alert))
  const [shown, setShown] = useState(scenario.alert)
  const jsonId = useId()
  // The form changed the alert (or a template was opened): show its JSON, unless the text already says it.
  if (shown !== scenario.alert) {
    setShown(scenario.alert)
    const parsed = parseAlertJson(text)
    if (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(scenario.alert))
      setText(alertJson(scenario.alert))
  }
  const parsed = parseAlertJson(text)

  const setAlert = (alert: Scenario['alert']) => onChange({ ...scenario, alert })
  const market = <K extends NumberKey<Scenario['market']>>(key: K, label: string, step = 'any') => (
    <NumberField
      label={label}
      value={scenario.market[key]}
      step={step}
      onChange={(value) => onChange({ ...scenario, market: { ...scenario.market, [key]: value } })}
    />
  )
  const account = <K extends NumberKey<Scenario['account']>>(key: K, label: string) => (
    <NumberField
      label={label}
      value={scenario.account[key]}
      onChange={(value) => onChange({ ...scenario, account: { ...scenario.account, [key]: value } })}
    />
  )

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="text-ink text-base font-semibold">Alert</legend>
        <div className="grid gap-1.5">
          <label htmlFor={jsonId} className="text-sm font-medium">
            Alert message (JSON the charting platform sends)
          </label>
          <textarea
            id={jsonId}
            value={text}
            rows={6}
            spellCheck={false}
            aria-invalid={parsed.ok ? undefined : true}
            aria-describedby={`${jsonId}-status`}
            onChange={(event) => {
              setText(event.target.value)
              const next = parseAlertJson(event.target.value)
              if (next.ok) {
                setShown(next.value)
                setAlert(next.value)
              }
            }}
            className={`${fieldClass} py-2 font-mono text-sm`}
          />
          <div id={`${jsonId}-status`} className="text-sm">
            {parsed.ok ? (
              <p className="text-muted">Valid alert.</p>
            ) : (
              <p className="text-danger">{parsed.message} The last valid alert is used until this is fixed.</p>
            )}
            {parsed.warnings.map((warning) => (
              <p key={warning} className="text-pending">
                {warning}
              </p>
            ))}
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Ticker">
            {(props) => (
              <input
                {...props}
                value={scenario.alert.ticker}
                onChange={(event) => setAlert({ ...scenario.alert, ticker: event.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Field label="Action">
            {(props) => (
              <select
                {...props}
                value={scenario.alert.action}
                onChange={(event) => setAlert({ ...scenario.alert, action: event.target.value as 'buy' | 'sell' })}
              >
                <option value="buy">buy</option>
                <option value="sell">sell</option>
              </select>
            )}
          </Field>
          <NumberField
            label="Price"
            value={scenario.alert.price}
            onChange={(price) => setAlert({ ...scenario.alert, price })}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-ink mb-3 text-base font-semibold">Market (made-up)</legend>
        <Field label="Date">
          {(props) => (
            <input
              {...props}
              type="date"
              value={scenario.market.date}
              onChange={(event) => onChange({ ...scenario, market: { ...scenario.market, date: event.target.value } })}
            />
          )}
        </Field>
        <Field label="Time (ET)">
          {(props) => (
            <input
              {...props}
              type="time"
              value={scenario.market.time}
              onChange={(event) => onChange({ ...scenario, market: { ...scenario.market, time: event.target.value } })}
            />
          )}
        </Field>
        {market('price', 'Underlying price')}
        {market('iv', 'Implied volatility (%)')}
        {market('ivRank', 'IV rank')}
        {market('vix', 'VIX')}
        {market('dayMovePercent', "Day's move (%)")}
        {Object.entries(scenario.market.averages).map(([name, value]) => (
          <NumberField
            key={name}
            label={`${name} (moving average)`}
            value={value}
            onChange={(next) =>
              onChange({
                ...scenario,
                market: { ...scenario.market, averages: { ...scenario.market.averages, [name]: next } },
              })
            }
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="text-ink mb-3 text-base font-semibold">Account (made-up)</legend>
        {account('openPositions', 'Open positions')}
        {account('realizedPnlToday', 'Realized P&L today ($)')}
        {account('buyingPower', 'Buying power ($)')}
      </fieldset>
    </div>
  )
}

function NumberField({
  label,
  value,
  step = 'any',
  onChange,
}: {
  label: string
  value: number
  step?: string
  onChange: (value: number) => void
}) {
  return (
    <Field label={label}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="decimal"
          step={step}
          value={Number.isFinite(value) ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      )}
    </Field>
  )
}
