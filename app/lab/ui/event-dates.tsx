import { useId, useRef } from 'react'
import { bundledEvents, type OwnEvent, type OwnEventKind, ownEventKinds } from '../engine/calendar'
import type { Scenario } from '../engine/model'
import { ownEventsLimit } from '../engine/schema'
import { Field, LabButton } from './controls'

const kinds = Object.keys(ownEventKinds) as OwnEventKind[]

/**
 * "Your event dates": release dates the visitor adds to the scenario (a CPI release copied from the
 * BLS schedule, an employment report), which the event-day condition counts like the bundled
 * calendar's. Kept in the scenario, so links and files carry them.
 */
export function EventDates({
  scenario,
  onChange,
  problem,
  announce,
}: {
  scenario: Scenario
  onChange: (scenario: Scenario) => void
  problem: (field: string) => string | undefined
  announce: (text: string) => void
}) {
  const events = scenario.market.events ?? []
  const hintId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  // The date field to focus once it is drawn: the one just added.
  const focusNext = useRef<number | null>(null)
  const set = (next: OwnEvent[]) => onChange({ ...scenario, market: { ...scenario.market, events: next } })
  const change = (index: number, event: OwnEvent) => set(events.map((item, at) => (at === index ? event : item)))

  return (
    <fieldset className="grid gap-3 in-[details]:mt-3" aria-describedby={hintId}>
      <legend className="text-ink text-sm font-semibold in-[details]:sr-only">Your event dates</legend>
      <p id={hintId} className="text-muted text-xs">
        {bundledEvents()}. Copy the CPI, employment-report or other dates you trade around from the BLS release schedule
        here: the event conditions count them the same.
      </p>
      {events.length > 0 && (
        <ul className="grid gap-3">
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a row is its place in the list
            <li key={index} className="grid items-start gap-3 sm:grid-cols-2">
              <Field
                label={`Event ${index + 1}: date`}
                field={`market.events.${index}.date`}
                error={problem(`market.events.${index}.date`)}
              >
                {(props) => (
                  <input
                    {...props}
                    ref={(input) => {
                      if (input && focusNext.current === index) {
                        focusNext.current = null
                        input.focus()
                      }
                    }}
                    type="date"
                    value={event.date}
                    onChange={(change_) => change(index, { ...event, date: change_.target.value })}
                  />
                )}
              </Field>
              <Field
                label={`Event ${index + 1}: kind`}
                field={`market.events.${index}.kind`}
                error={problem(`market.events.${index}.kind`)}
              >
                {(props) => (
                  <select
                    {...props}
                    value={event.kind}
                    onChange={(change_) => change(index, { ...event, kind: change_.target.value as OwnEventKind })}
                  >
                    {kinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {ownEventKinds[kind]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <LabButton
                variant="secondary"
                aria-label={`Remove event ${index + 1}`}
                className="justify-self-start"
                onClick={() => {
                  set(events.filter((_, at) => at !== index))
                  announce(`Removed event ${index + 1}, ${ownEventKinds[event.kind]} on ${event.date}.`)
                  addButton.current?.focus()
                }}
              >
                Remove
              </LabButton>
            </li>
          ))}
        </ul>
      )}
      {problem('market.events') && <p className="text-danger text-sm">{problem('market.events')}</p>}
      <LabButton
        ref={addButton}
        variant="secondary"
        className="justify-self-start"
        disabled={events.length >= ownEventsLimit}
        onClick={() => {
          focusNext.current = events.length
          set([...events, { date: scenario.market.date, kind: 'CPI' }])
        }}
      >
        Add an event date
      </LabButton>
    </fieldset>
  )
}
