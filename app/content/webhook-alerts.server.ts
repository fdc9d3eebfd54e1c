/**
 * The alert messages the automation guide shows (content/guides/03-basics-of-automation.md), and
 * what the Strategy Lab makes of them, worked out at build time from the Lab's own alert parser
 * (app/lab/engine/alert.ts), its field table and its dry run, so the guide can never show a message
 * the Lab would read otherwise. The guide names each block as a {{fact}}; TradingView's own
 * {{placeholders}} live only in these generated values, which fillFacts inserts without reading
 * them again, so the two uses of the braces never meet.
 *
 * Relative imports only: guides.server.ts, which the route list reads before any alias exists,
 * imports this module.
 */
import {
  type AlertKind,
  alertFields,
  alertTemplate,
  fillPlaceholders,
  parseAlert,
  placeholderValues,
} from '../lab/engine/alert.ts'
import { evaluate, orderPost } from '../lab/engine/evaluate.ts'
import type { Alert, Scenario } from '../lab/engine/model.ts'
import { type Template, templates } from '../lab/engine/templates.ts'
import type { Facts } from '../lib/content.server.ts'
import { longDate } from './day-words.ts'
import { strategyPath } from './strategies.ts'

/** The template the guide's example runs: a VWAP cross, sent by an indicator alert. */
export const webhookTemplateId = 'zero-dte-vwap'

/**
 * The example's second moment: the same alert late in the day, inside the risk rules' window but
 * past the tree's last entry, so the tree itself says why it skips.
 */
const lateTime = '14:45'

/** A field TradingView can fill that the Lab does not read, to show what the parser does with one. */
const extraField = { name: 'interval', value: '{{interval}}' }

export type AlertExample = {
  kind: AlertKind
  /** The message to paste into TradingView's Message box, placeholders and all. */
  message: string
  /** Why the action is written as it is, in the Lab's words. */
  words: string
  /** Each field as the message writes it: "{{ticker}}", "buy", "{{close}}". */
  sends: Record<string, string>
  /** The message as the webhook receives it at the example's moment, placeholders filled. */
  received: string
  /** What the Lab's parser reads from it. */
  reads: Alert
}

function template(): Template & { strategy: { trigger: { kind: 'alert'; ticker: string } } } {
  const found = templates.find((item) => item.id === webhookTemplateId)
  if (found?.strategy.trigger.kind !== 'alert')
    throw new Error(`${webhookTemplateId}: the webhook guide's example needs an alert-triggered template`)
  return found as ReturnType<typeof template>
}

/**
 * Each field as the message writes it: every placeholder "filled" with its own name, by the Lab's
 * own filling (quoted or not), so the message's JSON reads as field → what TradingView is given.
 */
function sentFields(message: string, scenario: Scenario, ticker: string): Record<string, string> {
  const names = Object.fromEntries(
    Object.keys(placeholderValues(scenario, ticker)).map((name) => [name, `{{${name}}}`]),
  )
  const { text } = fillPlaceholders(message, names)
  return Object.fromEntries(
    Object.entries(JSON.parse(text) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  )
}

function example(kind: AlertKind): AlertExample {
  const { strategy, scenario } = template()
  const { ticker } = strategy.trigger
  const { text, words } = alertTemplate(strategy.trigger, kind)
  const parsed = parseAlert(text, scenario, ticker)
  if (!parsed.ok || parsed.received === undefined)
    throw new Error(
      `${webhookTemplateId}: the ${kind} alert message does not parse: ${parsed.ok ? 'nothing filled' : parsed.message}`,
    )
  return {
    kind,
    message: text,
    words,
    sends: sentFields(text, scenario, ticker),
    received: parsed.received,
    reads: parsed.value,
  }
}

/** The two messages: a chart condition's, with the action written in, and a Pine strategy's order alert. */
export function alertExamples(): Record<AlertKind, AlertExample> {
  return { indicator: example('indicator'), strategy: example('strategy') }
}

/** The fields the Lab reads, what each example sends in each, and what the parser says of any other field. */
export function alertFieldRows() {
  const examples = alertExamples()
  const { strategy, scenario } = template()
  const withExtra = examples.indicator.message.replace(/\n\}$/, `,\n  "${extraField.name}": "${extraField.value}"\n}`)
  const parsed = parseAlert(withExtra, scenario, strategy.trigger.ticker)
  const ignored = parsed.warnings.find((warning) => warning.includes(`"${extraField.name}"`))
  if (!parsed.ok || !ignored) throw new Error(`the Lab no longer names a field it ignores ("${extraField.name}")`)
  return {
    rows: alertFields.map(({ name, meaning }) => ({
      name,
      meaning,
      indicator: examples.indicator.sends[name],
      strategy: examples.strategy.sends[name],
    })),
    extra: extraField,
    ignored,
    placeholders: Object.keys(placeholderValues(scenario, strategy.trigger.ticker)).map((name) => `{{${name}}}`),
  }
}

/**
 * The dry run of the template on the example's alert, as the Lab's result panel says it: at the
 * template's own moment an order (the checks that led there and the order's post), and the same
 * alert late in the day a skip with its reason.
 */
export function alertDecisions() {
  const { strategy, scenario, alertKind } = template()
  const sent = alertExamples()[alertKind ?? alertTemplate(strategy.trigger).kind]
  const atOrder = { ...scenario, alert: sent.reads }
  const { steps, outcome } = evaluate(strategy, atOrder)
  if (outcome.kind !== 'order')
    throw new Error(`${webhookTemplateId}: the example alert gives "${outcome.kind}", not an order`)
  const late = evaluate(strategy, { ...atOrder, market: { ...atOrder.market, time: lateTime } }).outcome
  if (late.kind !== 'skipped')
    throw new Error(`${webhookTemplateId}: the example alert at ${lateTime} ET gives "${late.kind}", not a skip`)
  return {
    templateName: template().name,
    kind: sent.kind,
    received: sent.received,
    moment: { date: scenario.market.date, time: scenario.market.time },
    order: {
      checks: steps.flatMap((step) => (step.detail ? [step.detail] : [])),
      headline: `${outcome.ticket.ticker} · ${outcome.ticket.quantityWords}`,
      limitWords: outcome.ticket.limitWords,
      post: orderPost(outcome.ticket, 'telegram'),
    },
    skip: { time: lateTime, reason: late.reason, ...(late.note ? { note: late.note } : {}) },
  }
}

/** Text from the engine, made safe as Markdown: its punctuation stays punctuation. */
const escaped = (text: string) => text.replace(/[\\`*_[\]<>|#!~]/g, (character) => `\\${character}`)
/** A field or a value as code; no message value holds a backtick. */
const code = (text: string) => `\`${text}\``
/**
 * The Lab's words for a field, its snake_case values (`stop_limit`) as code: set in the monospace
 * face, like every other value the guide names, rather than in the brand font, which has no "_".
 */
const meaningWords = (text: string) =>
  text
    .split(/\b([a-z]+(?:_[a-z]+)+)\b/)
    .map((part, index) => (index % 2 ? code(part) : escaped(part)))
    .join('')
const fence = (text: string, language = '') => `\`\`\`${language}\n${text}\n\`\`\``

/** The guide's generated blocks, each named in the Markdown as a {{fact}} on a line of its own. */
export function webhookAlertFacts(): Facts {
  const examples = alertExamples()
  const fields = alertFieldRows()
  const decisions = alertDecisions()
  // One column for both messages, so the table stays readable on a phone: a value they share once.
  const sentAs = ({ indicator, strategy }: { indicator?: string; strategy?: string }) =>
    indicator === undefined && strategy === undefined
      ? 'not in these messages'
      : indicator === strategy
        ? code(indicator ?? '')
        : [
            indicator === undefined ? null : `${code(indicator)} (indicator)`,
            strategy === undefined ? null : `${code(strategy)} (strategy)`,
          ]
            .filter(Boolean)
            .join(' or ')
  const message = (kind: AlertKind) => `${escaped(examples[kind].words)}\n\n${fence(examples[kind].message, 'json')}`
  return {
    indicatorAlert: message('indicator'),
    strategyAlert: message('strategy'),
    alertFieldTable: [
      '| Field | Sent as | What the Lab reads |',
      '|---|---|---|',
      ...fields.rows.map((row) => `| ${code(row.name)} | ${sentAs(row)} | ${meaningWords(row.meaning)} |`),
      '',
      `The Lab ignores any other field and says so: a message that adds ${code(`"${fields.extra.name}": "${fields.extra.value}"`)} reads “${escaped(fields.ignored)}”`,
      '',
      `Placeholders the Lab’s dry run fills: ${fields.placeholders.map(code).join(', ')}.`,
    ].join('\n'),
    alertExampleTemplate: `[${escaped(decisions.templateName)}](${strategyPath(webhookTemplateId)})`,
    alertExampleKind: decisions.kind,
    alertExampleMoment: `${decisions.moment.time} ET on ${longDate(decisions.moment.date)}`,
    alertExampleReceived: fence(decisions.received, 'json'),
    alertExampleOrder: [
      'The dry run checks the strategy’s conditions, as its tree shows them, and writes the order:',
      '',
      ...decisions.order.checks.map((check) => `- ${escaped(check)}`),
      '',
      `**Order ticket**: ${escaped(decisions.order.headline)}. ${escaped(decisions.order.limitWords)}`,
      '',
      'The post it would publish:',
      '',
      fence(decisions.order.post),
    ].join('\n'),
    alertExampleSkipTime: decisions.skip.time,
    alertExampleSkip: [
      `Skipped: ${escaped(decisions.skip.reason)}`,
      ...(decisions.skip.note ? ['', `The strategy’s note: ${escaped(decisions.skip.note)}`] : []),
    ].join('\n'),
  }
}
