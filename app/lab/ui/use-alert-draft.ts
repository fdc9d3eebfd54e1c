import { useMemo, useState } from 'react'
import { alertJson, parseAlert } from '../engine/alert'
import type { Scenario, Strategy } from '../engine/model'

/**
 * The alert editor's text as typed (placeholders and all), and what it parses to. When the alert
 * changes from outside the editor (its form, a template, a link, undo), the text shows it, unless
 * it already says it. An alert trigger never runs on a stale alert: an invalid one is `problem`,
 * which stops the run until it is fixed.
 */
export function useAlertDraft(scenario: Scenario, trigger: Strategy['trigger']) {
  const [text, setText] = useState(() => alertJson(scenario.alert))
  const [shownAlert, setShownAlert] = useState(scenario.alert)
  if (shownAlert !== scenario.alert) {
    setShownAlert(scenario.alert)
    const current = parseAlert(text, scenario, trigger.ticker)
    if (!current.ok || JSON.stringify(current.value) !== JSON.stringify(scenario.alert)) {
      setText(alertJson(scenario.alert))
    }
  }
  const parsed = useMemo(() => parseAlert(text, scenario, trigger.ticker), [text, scenario, trigger.ticker])
  const problem = trigger.kind === 'alert' && !parsed.ok ? parsed.message : null
  return { text, setText, parsed, problem }
}
