import { describe, expect, it } from 'vitest'
import { alertFields, parseAlert, placeholderValues } from '~/lab/engine/alert'
import { evaluate } from '~/lab/engine/evaluate'
import { templates } from '~/lab/engine/templates'
import { guideFacts, readGuides } from './guides.server'
import { alertDecisions, alertExamples, alertFieldRows, webhookTemplateId } from './webhook-alerts.server'

// The automation guide's alert messages, field table and example decision are the Lab's own: each
// message the guide shows parses, with the Lab's parser, to what its table says it sends, and the
// decision it shows is the dry run's.

const template = templates.find((item) => item.id === webhookTemplateId)
if (template?.strategy.trigger.kind !== 'alert') throw new Error(`${webhookTemplateId} is not an alert template`)
const { strategy, scenario } = template
const ticker = template.strategy.trigger.ticker
const filled = placeholderValues(scenario, ticker)
const examples = alertExamples()
const { rows, ignored, extra } = alertFieldRows()
const guide = readGuides().find((item) => item.slug === 'basics-of-automation')
const html = guide?.sections.map((section) => section.html).join('\n') ?? ''
/** Text as markdown-it writes it into the page. */
const inHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** What the Lab reads from a field the table says is sent as `sent`: the placeholder's value, or the word itself. */
function expected(field: string, sent: string): unknown {
  const placeholder = /^\{\{([\w.]+)\}\}$/.exec(sent)?.[1]
  const value = placeholder === undefined ? sent : filled[placeholder]
  if (field === 'price' || field === 'signalPrice' || field === 'quantity') return Number(value)
  return field === 'ticker' ? String(value).toUpperCase() : value
}

describe('the automation guide’s alert messages', () => {
  it('are an indicator alert with its action written in and a strategy alert with TradingView’s action placeholder', () => {
    expect(examples.indicator.sends.action).toMatch(/^[a-z]+$/)
    expect(examples.strategy.sends.action).toBe('{{strategy.order.action}}')
    for (const example of Object.values(examples)) {
      expect(example.sends.ticker).toBe('{{ticker}}')
      expect(example.sends.price).toBe('{{close}}')
      expect(example.sends.time).toBe('{{time}}')
    }
  })

  it.each(Object.values(examples))(
    'the $kind alert parses with the Lab’s parser to the fields the table states',
    (example) => {
      const parsed = parseAlert(example.message, scenario, ticker)
      expect(parsed.ok && parsed.warnings).toEqual([])
      if (!parsed.ok) return
      expect(parsed.received).toBe(example.received)
      const stated = Object.fromEntries(
        rows.flatMap((row) => {
          const sent = row[example.kind]
          return sent === undefined ? [] : [[row.name, expected(row.name, sent)]]
        }),
      )
      expect(parsed.value).toEqual(stated)
      expect(Object.keys(stated).sort()).toEqual(Object.keys(JSON.parse(example.received)).sort())
    },
  )

  it('are shown in the guide as code, with the Lab’s words on each', () => {
    for (const example of Object.values(examples)) {
      expect(html).toContain(`<pre><code class="language-json">${inHtml(example.message)}\n</code></pre>`)
      expect(html).toContain(inHtml(example.words))
    }
  })
})

describe('TradingView’s placeholders and the guides’ facts', () => {
  it('share no name, so a placeholder left in a page is never a fact left unfilled', () => {
    const names = alertFieldRows().placeholders.map((braces) => braces.slice(2, -2))
    expect(Object.keys(guideFacts).filter((name) => names.includes(name))).toEqual([])
  })
})

describe('the automation guide’s field table', () => {
  it('lists every field the Lab reads, with its meaning, and what the parser says of another', () => {
    expect(rows.map((row) => [row.name, row.meaning])).toEqual(alertFields.map((field) => [field.name, field.meaning]))
    for (const row of rows) expect(html).toContain(`<td><code>${row.name}</code></td>`)
    const parsed = parseAlert(
      `{"ticker": "{{ticker}}", "action": "buy", "${extra.name}": "${extra.value}"}`,
      scenario,
      ticker,
    )
    expect(parsed.warnings).toEqual([ignored])
    expect(html).toContain(inHtml(ignored))
  })
})

describe('the automation guide’s example decision', () => {
  const decisions = alertDecisions()
  const parsed = parseAlert(examples[decisions.kind].message, scenario, ticker)
  const alert = parsed.ok ? parsed.value : scenario.alert

  it('is the dry run of the template on the message as the webhook receives it', () => {
    expect(decisions.received).toBe(examples[decisions.kind].received)
    const { outcome, steps } = evaluate(strategy, { ...scenario, alert })
    expect(outcome.kind).toBe('order')
    if (outcome.kind !== 'order') return
    expect(decisions.order.headline).toBe(`${outcome.ticket.ticker} · ${outcome.ticket.quantityWords}`)
    expect(decisions.order.checks).toEqual(steps.flatMap((step) => (step.detail ? [step.detail] : [])))
    for (const leg of outcome.ticket.legs)
      expect(decisions.order.post).toContain(`${leg.side.toUpperCase()} ${leg.strike} ${leg.right.toUpperCase()}`)
  })

  it('skips the same alert later in the day, for the tree’s own reason', () => {
    const late = evaluate(strategy, { ...scenario, alert, market: { ...scenario.market, time: decisions.skip.time } })
    expect(late.outcome.kind).toBe('skipped')
    if (late.outcome.kind === 'skipped') expect(decisions.skip.reason).toBe(late.outcome.reason)
  })

  it('is shown in the guide in the dry run’s words', () => {
    expect(html).toContain(inHtml(decisions.received))
    expect(html).toContain(inHtml(decisions.order.post))
    expect(html).toContain(inHtml(decisions.order.headline))
    for (const check of decisions.order.checks) expect(html).toContain(`<li>${inHtml(check)}</li>`)
    expect(html).toContain(`Skipped: ${inHtml(decisions.skip.reason)}`)
  })
})
