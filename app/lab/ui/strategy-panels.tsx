import { memo } from 'react'
import { describeRisk } from '../describe'
import type { RiskRules, Strategy, Trigger } from '../engine/model'
import { riskFields } from '../engine/order-fields'
import type { Problem } from '../engine/validate'
import { CommitField, RoomyDisclosure, SelectField } from './controls'

type Props = {
  strategy: Strategy
  problems: readonly Problem[]
  onChange: (strategy: Strategy, announcement: string) => void
}

const triggerKinds = [
  { value: 'alert', label: 'A TradingView alert' },
  { value: 'schedule', label: 'A time every trading day' },
] as const

const alertActionChoices = [
  { value: 'any', label: 'Buy or sell' },
  { value: 'buy', label: 'Buy only' },
  { value: 'sell', label: 'Sell only' },
] as const

const sentimentOptions = [
  { value: 'note', label: 'Open it and say so on the ticket' },
  { value: 'block', label: 'Skip the entry' },
] as const

const errorFor = (problems: readonly Problem[], nodeId: string, field: string) =>
  problems.find((problem) => problem.nodeId === nodeId && problem.field === field)?.message

/** The strategy's name and what starts it: an alert for a ticker, or a time every trading day. */
export const TriggerPanel = memo(function TriggerPanel({ strategy, problems, onChange }: Props) {
  const { trigger } = strategy
  const setTrigger = (next: Trigger, announcement: string) => onChange({ ...strategy, trigger: next }, announcement)
  return (
    // On a phone the name and the trigger's kind take a row each; the ticker and the alert's actions share one.
    <fieldset className="grid grid-cols-2 gap-3 max-sm:[&>:nth-child(-n+3)]:col-span-2">
      <legend className="text-ink mb-3 text-base font-semibold">Name and trigger</legend>
      <CommitField
        label="Strategy name"
        value={strategy.name}
        error={errorFor(problems, 'strategy', 'name')}
        onCommit={(name) => onChange({ ...strategy, name }, 'Renamed the strategy.')}
      />
      <SelectField
        label="Starts on"
        value={trigger.kind}
        options={triggerKinds}
        onChange={(kind) =>
          setTrigger(
            kind === 'alert'
              ? { kind: 'alert', ticker: trigger.ticker, action: 'any' }
              : { kind: 'schedule', ticker: trigger.ticker, at: '10:00' },
            'Changed the trigger.',
          )
        }
      />
      <CommitField
        label="Ticker"
        value={trigger.ticker}
        error={errorFor(problems, 'trigger', 'ticker')}
        onCommit={(ticker) => setTrigger({ ...trigger, ticker: ticker.trim().toUpperCase() }, 'Changed the ticker.')}
      />
      {trigger.kind === 'alert' ? (
        <>
          <SelectField
            label="Alert actions"
            value={trigger.action}
            options={alertActionChoices}
            onChange={(action) => setTrigger({ ...trigger, action }, 'Changed the alert actions.')}
          />
          <SelectField
            label="An entry against the alert’s sentiment (a bullish spread on sentiment short)"
            value={trigger.sentiment ?? 'note'}
            options={sentimentOptions}
            onChange={(sentiment) =>
              setTrigger(
                { ...trigger, sentiment },
                sentiment === 'block'
                  ? 'An entry against the alert’s sentiment is now skipped.'
                  : 'An entry against the alert’s sentiment now opens, and the ticket says so.',
              )
            }
          />
        </>
      ) : (
        <CommitField
          label="Time (ET)"
          type="time"
          value={trigger.at}
          error={errorFor(problems, 'trigger', 'at')}
          onCommit={(at) => setTrigger({ ...trigger, at }, 'Changed the time.')}
        />
      )}
    </fieldset>
  )
})

const riskKeys = Object.keys(riskFields) as (keyof typeof riskFields)[]

/** The rules every order must pass, whatever branch sent it. */
export const RiskPanel = memo(function RiskPanel({ strategy, problems, onChange }: Props) {
  const { risk } = strategy
  const setRisk = (next: RiskRules, label: string) => onChange({ ...strategy, risk: next }, `Changed ${label}.`)
  return (
    <RoomyDisclosure
      title="Risk rules"
      values={`${describeRisk(strategy).join('. ')}.`}
      invalid={problems.some((problem) => problem.nodeId === 'risk')}
    >
      <fieldset className="grid gap-3 in-[details]:mt-3 sm:grid-cols-2">
        <legend className="text-ink mb-3 text-base font-semibold in-[details]:sr-only">Risk rules</legend>
        {riskKeys.map((key) => (
          <CommitField
            key={key}
            label={riskFields[key].label}
            type="number"
            value={String(risk[key])}
            error={errorFor(problems, 'risk', key)}
            onCommit={(value) =>
              setRisk(
                { ...risk, [key]: value === '' ? Number.NaN : Number(value) },
                riskFields[key].label.toLowerCase(),
              )
            }
          />
        ))}
        <CommitField
          label="Trading window starts (ET)"
          type="time"
          value={risk.window.start}
          error={errorFor(problems, 'risk', 'window')}
          onCommit={(start) => setRisk({ ...risk, window: { ...risk.window, start } }, 'the trading window')}
        />
        <CommitField
          label="Trading window ends (ET)"
          type="time"
          value={risk.window.end}
          onCommit={(end) => setRisk({ ...risk, window: { ...risk.window, end } }, 'the trading window')}
        />
      </fieldset>
    </RoomyDisclosure>
  )
})
