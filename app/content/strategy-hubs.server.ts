/**
 * The strategy hubs' words (docs/content.md#add-a-strategy-template): one Markdown file per hub in
 * content/strategy-hubs/<tag>.md, and index.md for /strategies. The front matter holds the h1 and
 * the meta description; the body is the introduction, rendered at build time. A hub's short name
 * (links, breadcrumbs) stays in strategies.ts, which the strategy routes' breadcrumbs read.
 */
import * as v from 'valibot'
import { cpiDatesWords, dailyExpiryTickers, eventCalendarYears } from '../lab/engine/calendar.ts'
import { factLabels } from '../lab/engine/facts.ts'
import { earlyCloseTime, regularClose, regularOpen } from '../lab/engine/market.ts'
import { clockOf } from '../lab/engine/model.ts'
import { type StrategyTag, strategyTags } from '../lab/engine/templates.ts'
import { ContentError, type Facts, markdownToHtml, readCollection, readOnce } from '../lib/content.server.ts'

const hubSchema = v.strictObject({
  /** The page's h1, and the start of its title. */
  heading: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(40)),
  /** The meta description: said differently from the introduction. */
  description: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(50, 'must be at least 50 characters'),
    v.maxLength(160, 'must be at most 160 characters'),
  ),
})

/** What a hub's words may name as {{name}}: the engine's own values, never copied into the text. */
const facts: Facts = {
  dailyTickers: `${dailyExpiryTickers.slice(0, -1).join(', ')} and ${dailyExpiryTickers.at(-1)}`,
  open: clockOf(regularOpen),
  close: clockOf(regularClose),
  earlyClose: clockOf(earlyCloseTime),
  fomcFirst: eventCalendarYears.first,
  fomcLast: eventCalendarYears.last,
  eventCheck: factLabels.eventBeforeExpiry,
  cpiDates: cpiDatesWords(),
}

export type HubWords = v.InferOutput<typeof hubSchema> & { intro: string; file: string }

/**
 * Every hub's words by tag, and the index's as `index`, read once while the files stay as they are;
 * a file missing, extra or malformed is a ContentError.
 */
export const strategyHubWords: () => Record<StrategyTag | 'index', HubWords> = readOnce('strategy-hubs', () => {
  const entries = readCollection('strategy-hubs', hubSchema)
  const expected = ['index', ...strategyTags]
  for (const entry of entries)
    if (!expected.includes(entry.id))
      throw new ContentError(`${entry.file}: no tag "${entry.id}" in app/lab/engine/templates.ts (strategyTags)`)
  const missing = expected.filter((id) => !entries.some((entry) => entry.id === id))
  if (missing.length > 0) throw new ContentError(`content/strategy-hubs: no file for ${missing.join(', ')}`)
  return Object.fromEntries(
    entries.map((entry) => [
      entry.id,
      { ...entry.data, file: entry.file, intro: markdownToHtml(entry.body, entry.file, facts) },
    ]),
  ) as Record<StrategyTag | 'index', HubWords>
})
