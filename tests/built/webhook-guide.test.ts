// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { guidePath } from '~/content/guides'
import { webhookTemplateId } from '~/content/webhook-alerts.server'
import { alertFields, alertTemplate, parseAlert } from '~/lab/engine/alert'
import { evaluate, orderPost } from '~/lab/engine/evaluate'
import { templates } from '~/lab/engine/templates'
import { builtDocument, builtHtml } from '../support/build-pages'

// docs/requirements.md#guide-pages, the automation guide as prerendered (run `npm run build` first):
// the two alert messages a trader pastes into TradingView, placeholders and all, as code; the
// fields the Lab reads; and the Lab's dry run of an example alert, in the engine's own words. The
// expected values come from the engine here, not from the module that writes the guide's blocks.

const path = guidePath('basics-of-automation')
const document = builtDocument(path)
const article = document.querySelector('main')
const text = (article?.textContent ?? '').replace(/\s+/g, ' ')
const codeBlocks = [...(article?.querySelectorAll('pre > code') ?? [])].map((code) => code.textContent ?? '')

const template = templates.find((item) => item.id === webhookTemplateId)
if (template?.strategy.trigger.kind !== 'alert') throw new Error(`${webhookTemplateId} is not an alert template`)
const { strategy, scenario } = template
const { trigger } = template.strategy

describe('the automation guide, prerendered', () => {
  it('shows TradingView’s placeholders as they are, in the page’s HTML', () => {
    const html = builtHtml(path)
    for (const placeholder of ['{{strategy.order.action}}', '{{ticker}}', '{{close}}', '{{time}}'])
      expect(html).toContain(placeholder)
  })

  it('shows an indicator alert and a strategy alert as code to paste', () => {
    const indicator = alertTemplate(trigger, 'indicator')
    const pine = alertTemplate(trigger, 'strategy')
    expect(indicator.text).not.toContain('{{strategy.order.action}}')
    expect(pine.text).toContain('"action": "{{strategy.order.action}}"')
    expect(codeBlocks).toContain(`${indicator.text}\n`)
    expect(codeBlocks).toContain(`${pine.text}\n`)
    expect(text).toContain(indicator.words)
    expect(text).toContain(pine.words)
  })

  it('lists every field the Lab reads in a table, with what it reads', () => {
    const table = article?.querySelector('table')
    expect([...(table?.querySelectorAll('th') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Field',
      'Sent as',
      'What the Lab reads',
    ])
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(rows.map(([field, , meaning]) => [field, meaning])).toEqual(
      alertFields.map((field) => [field.name, field.meaning]),
    )
    expect(rows.find(([field]) => field === 'action')?.[1]).toContain('{{strategy.order.action}}')
  })

  it('shows the example alert as received and the decision the Lab’s dry run writes for it', () => {
    const message = alertTemplate(trigger, template.alertKind).text
    const parsed = parseAlert(message, scenario, trigger.ticker)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(codeBlocks).toContain(`${parsed.received}\n`)
    const run = evaluate(strategy, { ...scenario, alert: parsed.value })
    if (run.outcome.kind !== 'order') throw new Error(`the example gives ${run.outcome.kind}`)
    const { ticket } = run.outcome
    expect(codeBlocks).toContain(`${orderPost(ticket, 'telegram')}\n`)
    expect(text).toContain(`${ticket.ticker} · ${ticket.quantityWords}`)
    expect(text).toContain(ticket.limitWords)
    for (const step of run.steps) if (step.detail) expect(text).toContain(step.detail)
    expect(text).toMatch(/Skipped: Minutes to the close \d+ min is not between/)
  })
})
