import { Fragment, memo } from 'react'
import { alertPrice as priceOf } from '../engine/alert-intent'
import { cpiReleases, earlyClose, eventsOn, isScenarioDay, ownEventKinds, session } from '../engine/calendar'
import { standardStrikes } from '../engine/contracts'
import { marketClosed } from '../engine/evaluate'
import {
  type AccountNumber,
  accountFields,
  type MarketNumber,
  marketFields,
  type NumberField as NumberFact,
} from '../engine/facts'
import { clockOf, minutesOf, type Scenario } from '../engine/model'
import { scenarioFields } from '../engine/order-fields'
import { validateScenario } from '../engine/validate'
import { AlertEditor, type AlertEditorProps } from './alert-editor'
import { Field, NumberField, OptionalClockField, RoomyDisclosure } from './controls'
import { EventDates } from './event-dates'
import { Stage, stages } from './stages'

const marketKeys = Object.keys(marketFields) as MarketNumber[]
/** The market numbers every order is priced with, always in view; the others feed only the conditions that read them. */
const pricingKeys: MarketNumber[] = ['price', 'iv']
const conditionKeys = marketKeys.filter((key) => !pricingKeys.includes(key))
/** Whether an account field is shown, field and summary alike: one that goes with a position or with shares only while the account holds them. */
const accountShown = (key: AccountNumber, account: Scenario['account']) => {
  const { shownWith } = accountFields[key] as NumberFact
  return !shownWith || account[shownWith] > 0
}

/** A field's value in a summary: an empty field says so. */
const figure = (value: number) => (Number.isFinite(value) ? String(value) : 'empty')
const accountKeys = Object.keys(accountFields) as AccountNumber[]
/** The scenario's moment, each drawn as the input type of its name. */
const clockFields = [
  ['date', 'Date'],
  ['time', 'Time (ET)'],
] as const

/**
 * The dry run's inputs: the alert as the trader writes it in TradingView (kept exactly as typed,
 * placeholders and all, with the message as the webhook would receive it and any error's line and
 * column) and as a form of the same fields (alert-editor.tsx); the market context and the account.
 * Made-up numbers; nothing is fetched.
 */
export const ScenarioPanel = memo(function ScenarioPanel({
  onChange,
  ...alert
}: AlertEditorProps & { onChange: (scenario: Scenario) => void }) {
  const { scenario, trigger, announce } = alert
  const shownPrice = priceOf(scenario.alert)
  const problems = validateScenario(scenario)
  const problem = (field: string) => problems.find((item) => item.field === field)?.message
  // Every number of the market and the account, labeled as the field table (facts.ts) says.
  const market = (key: MarketNumber) => {
    const { label, hint } = marketFields[key] as { label: string; hint?: string }
    return (
      <NumberField
        key={key}
        label={label}
        field={`market.${key}`}
        value={scenario.market[key]}
        error={problem(`market.${key}`)}
        hint={hint}
        onChange={(value) => onChange({ ...scenario, market: { ...scenario.market, [key]: value } })}
      />
    )
  }
  const account = (key: AccountNumber) => {
    if (!accountShown(key, scenario.account)) return null
    const { label, hint } = accountFields[key] as NumberFact
    return (
      <NumberField
        key={key}
        label={label}
        field={`account.${key}`}
        value={scenario.account[key]}
        error={problem(`account.${key}`)}
        hint={hint}
        onChange={(value) => onChange({ ...scenario, account: { ...scenario.account, [key]: value } })}
      />
    )
  }

  return (
    <div className="grid gap-6">
      <Stage at={stages.alert}>
        <AlertEditor {...alert} />
      </Stage>

      <Stage at={stages.market}>
        <fieldset className="grid gap-3">
          <legend className="text-ink mb-3 text-base font-semibold">Market (made-up)</legend>
          <div className="grid gap-3 min-[22rem]:grid-cols-2">
            {clockFields.map(([key, label]) => (
              <Field key={key} label={label} field={`market.${key}`} error={problem(`market.${key}`)}>
                {(props) => (
                  <input
                    {...props}
                    type={key}
                    value={scenario.market[key]}
                    onChange={(event) =>
                      onChange({ ...scenario, market: { ...scenario.market, [key]: event.target.value } })
                    }
                  />
                )}
              </Field>
            ))}
          </div>
          <MarketStatus date={scenario.market.date} time={scenario.market.time} events={scenario.market.events} />
          <RoomyDisclosure
            title="Your event dates"
            values={
              scenario.market.events?.length
                ? `${scenario.market.events.map((event) => `${ownEventKinds[event.kind]} on ${event.date || 'no date yet'}`).join('; ')}.`
                : `None added: the event conditions count the bundled FOMC decisions${cpiReleases.length === 0 ? ' only (no CPI release dates are in yet)' : ' and the CPI releases the company has added'}.`
            }
            invalid={problems.some((item) => item.field.startsWith('market.events'))}
          >
            <EventDates scenario={scenario} onChange={onChange} problem={problem} announce={announce} />
          </RoomyDisclosure>
          <p className="text-muted text-sm">
            {trigger.kind === 'alert'
              ? shownPrice === undefined
                ? `The alert carries no price: this run prices ${trigger.ticker} at the underlying price below, $${scenario.market.price.toFixed(2)}.`
                : `This run prices ${trigger.ticker} at the alert’s price, $${shownPrice.toFixed(2)}, as the platform does when an alert arrives. The underlying price below is where the sample session starts.`
              : `This run prices ${trigger.ticker} at the underlying price below, $${scenario.market.price.toFixed(2)}: a schedule has no alert price.`}
          </p>
          {/* The price and the IV price every order; the rest only feeds the conditions that read it. */}
          <div className="grid gap-3 min-[22rem]:grid-cols-2">{pricingKeys.map(market)}</div>
          <RoomyDisclosure
            title="More market figures"
            values={[
              ...conditionKeys.map((key) => [marketFields[key].label, scenario.market[key]] as const),
              [scenarioFields.strikeInterval.label, scenario.market.strikeInterval ?? 0] as const,
              ...Object.entries(scenario.market.averages).map(
                ([name, value]) => [`${name} (moving average)`, value] as const,
              ),
            ].map(([label, value]) => [label, figure(value)] as const)}
            invalid={problems.some(
              (item) =>
                item.field.startsWith('market.') &&
                !pricingKeys.some((key) => item.field === `market.${key}`) &&
                !['market.date', 'market.time', 'market.path', 'market.seed'].includes(item.field) &&
                !item.field.startsWith('market.events'),
            )}
          >
            <div className="grid gap-3 in-[details]:mt-3 min-[22rem]:grid-cols-2">
              {conditionKeys.map(market)}
              <NumberField
                label={scenarioFields.strikeInterval.label}
                field="market.strikeInterval"
                value={scenario.market.strikeInterval ?? 0}
                error={problem('market.strikeInterval')}
                hint={standardStrikes(trigger.ticker || scenario.alert.ticker, scenario.market.price)}
                onChange={(value) => onChange({ ...scenario, market: { ...scenario.market, strikeInterval: value } })}
              />
              {Object.entries(scenario.market.averages).map(([name, value]) => (
                <NumberField
                  key={name}
                  label={`${name} (moving average)`}
                  field={`market.averages.${name}`}
                  value={value}
                  error={problem(`market.averages.${name}`)}
                  onChange={(next) =>
                    onChange({
                      ...scenario,
                      market: { ...scenario.market, averages: { ...scenario.market.averages, [name]: next } },
                    })
                  }
                />
              ))}
            </div>
          </RoomyDisclosure>
        </fieldset>
      </Stage>

      <Stage at={stages.account}>
        <RoomyDisclosure
          title="Account (made-up)"
          values={[
            ...accountKeys
              .filter((key) => accountShown(key, scenario.account))
              .map((key) => [accountFields[key].label, figure(scenario.account[key])] as const),
            ['Last entry today (ET)', scenario.account.lastEntryTime || 'none'] as const,
          ]}
          invalid={problems.some((item) => item.field.startsWith('account.'))}
        >
          <fieldset className="grid gap-3 in-[details]:mt-3 sm:grid-cols-2">
            <legend className="text-ink mb-3 text-base font-semibold in-[details]:sr-only">Account (made-up)</legend>
            {accountKeys.map((key) => (
              <Fragment key={key}>
                {account(key)}
                {/* The last entry's time is a clock time, not a number: it follows the count of entries. */}
                {key === 'entriesToday' && (
                  <OptionalClockField
                    label="Last entry today (ET)"
                    field="account.lastEntryTime"
                    error={problem('account.lastEntryTime')}
                    hint="Empty when nothing was opened today; else a 24-hour time, as 10:45."
                    value={scenario.account.lastEntryTime}
                    onChange={(lastEntryTime) =>
                      onChange({ ...scenario, account: { ...scenario.account, lastEntryTime } })
                    }
                  />
                )}
              </Fragment>
            ))}
          </fieldset>
        </RoomyDisclosure>
      </Stage>
    </div>
  )
})

/** Whether the market is open at the scenario's date and time, and what is scheduled that day. */
function MarketStatus({
  date,
  time,
  events: own,
}: {
  date: string
  time: string
  events: Scenario['market']['events']
}) {
  const minutes = minutesOf(time)
  // A date on its way to being typed (0002-12-01, a 31 February) is the Date field's error, not a status.
  if (!isScenarioDay(date) || Number.isNaN(minutes)) return null
  const closed = marketClosed(date, minutes)
  const hours = session(date)
  const events = eventsOn(date, own)
  return (
    <div className="text-sm" role="status">
      {closed ? (
        <p className="text-pending">Market closed: {closed}.</p>
      ) : (
        <p className="text-muted">
          Market open: regular session {clockOf(hours?.open ?? 0)}–{clockOf(hours?.close ?? 0)} ET
          {earlyClose(date) ? ` (early close: ${earlyClose(date)})` : ''}.
        </p>
      )}
      {events.length > 0 && (
        <p className="text-muted">Scheduled today: {events.map((event) => event.name).join('; ')}.</p>
      )}
    </div>
  )
}
