import { useCallback, useMemo, useRef } from 'react'
import { alertJson, parseAlert, setAlertField } from '../engine/alert'
import type { Alert, Scenario, Strategy } from '../engine/model'

/**
 * The alert editor's text as typed (placeholders and all), kept in the scenario (`alertText`) so
 * saved work, links and files carry the message as written, and what it parses to. A message that
 * reads as an alert also becomes the scenario's filled `alert`, what the run reads; one that does
 * not leaves the last good alert in place, and the change marks an earlier result out of date. An
 * alert trigger never runs on a stale alert: an invalid one is `problem`, which stops the run.
 */
export function useAlertDraft(scenario: Scenario, trigger: Strategy['trigger'], onChange: (next: Scenario) => void) {
  const text = scenario.alertText ?? alertJson(scenario.alert)
  const parsed = useMemo(() => parseAlert(text, scenario, trigger.ticker), [text, scenario, trigger.ticker])
  const problem = trigger.kind === 'alert' && !parsed.ok ? parsed.message : null
  // Stable functions that read the latest scenario: the memoised scenario panel re-renders for its data only.
  const latest = useRef({ scenario, ticker: trigger.ticker, text, onChange })
  latest.current = { scenario, ticker: trigger.ticker, text, onChange }
  const setText = useCallback((next: string) => {
    const { scenario, ticker, onChange } = latest.current
    const read = parseAlert(next, scenario, ticker)
    onChange({ ...scenario, alertText: next, ...(read.ok ? { alert: read.value } : {}) })
  }, [])
  /** A change in the alert's form: that field alone is rewritten in the message, its placeholders kept. */
  const setField = useCallback(
    <K extends 'ticker' | 'action' | 'price' | 'signalPrice'>(key: K, value: Alert[K]) => {
      const { scenario, text } = latest.current
      const written = Number.isNaN(value) ? undefined : value
      setText(setAlertField(text, key, written) ?? alertJson({ ...scenario.alert, [key]: written }))
    },
    [setText],
  )
  return { text, setText, setField, parsed, problem }
}
