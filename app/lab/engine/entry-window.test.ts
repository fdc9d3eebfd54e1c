import { describe, expect, it } from 'vitest'
import { earlyClose } from './calendar'
import { entryWindow, regularSession } from './entry-window'
import { evaluate } from './evaluate'
import { clockOf, minutesOf } from './model'
import { type PathName, pathNames } from './paths'
import { replayScenario } from './replay'
import { type Template, templates } from './templates'

/**
 * Every template says in its summary when it sends orders, on a regular day and on an early close,
 * and its tree does just that: the window comes from the tree and the risk rules, and the words
 * from the window (entry-window.ts). Read here from the words, as a trader reads them.
 */

const earlyCloseDay = '2026-11-27'

/** The window a summary states for an early-close day, in minutes, or null when it states none. */
function statedEarlyWindow(summary: string): { start: number; end: number } | null {
  const span = summary.match(/(\d\d:\d\d)–(\d\d:\d\d) ET on an early-close day/)
  if (span) return { start: minutesOf(span[1] ?? ''), end: minutesOf(span[2] ?? '') }
  // "10:00–14:30 ET; until 11:30 ET on an early-close day": the start of the day's window, to that time.
  const until = summary.match(/(\d\d:\d\d)–\d\d:\d\d ET; until (\d\d:\d\d) ET on an early-close day/)
  if (until) return { start: minutesOf(until[1] ?? ''), end: minutesOf(until[2] ?? '') }
  const same = summary.match(/(\d\d:\d\d)(?:–(\d\d:\d\d))? ET, on an early-close day too/)
  if (same) return { start: minutesOf(same[1] ?? ''), end: minutesOf(same[2] ?? same[1] ?? '') }
  return null
}

/** The template's replay as the Lab runs it (use-dry-run.ts), on another date; on the date's own path unless one is named. */
function replayOn({ strategy, scenario }: Template, date: string, path?: PathName) {
  const market = { ...scenario.market, date, ...(path ? { path } : {}) }
  return replayScenario(strategy, { ...scenario, market }).timeline
}

describe('every template sends orders only in the window its summary states', () => {
  it('is an early close on the replayed day', () => {
    expect(earlyClose(earlyCloseDay)).toBe('Day after Thanksgiving')
  })

  it.each(templates.flatMap((template) => pathNames.map((path) => [template.id, path, template] as const)))(
    '%s, replayed on the 2026-11-27 early close on the %s path',
    (_, path, template) => {
      const stated = statedEarlyWindow(template.summary)
      expect(stated, template.summary).not.toBeNull()
      if (!stated) return
      const orders = replayOn(template, earlyCloseDay, path).filter(
        (row) => row.date === earlyCloseDay && row.evaluation?.outcome.kind === 'order',
      )
      for (const order of orders) {
        const at = minutesOf(order.time)
        expect(
          at >= stated.start && at <= stated.end,
          `${order.time} ET against ${clockOf(stated.start)}–${clockOf(stated.end)} ET`,
        ).toBe(true)
      }
    },
  )

  it('the 0-DTE template trades 10:00–14:30 ET on a regular day, and 09:45–11:30 ET on an early close, as it says', () => {
    const zeroDte = templates.find((template) => template.id === 'zero-dte-vwap')
    expect(zeroDte?.summary).toContain('(10:00–14:30 ET; 09:45–11:30 ET on an early-close day)')
    if (!zeroDte) return
    const orders = replayOn(zeroDte, earlyCloseDay).filter((row) => row.evaluation?.outcome.kind === 'order')
    expect(orders.length).toBeGreaterThan(0)
    // Six hours before a 13:00 close is before the open: the risk window's 09:45 start holds, and 90 minutes before the close.
    const at = (time: string) => {
      const { scenario } = zeroDte
      const market = { ...scenario.market, date: earlyCloseDay, time }
      return evaluate(zeroDte.strategy, { ...scenario, market }).outcome.kind
    }
    expect(['09:44', '09:45', '11:30', '11:31'].map(at)).toEqual(['blocked', 'order', 'order', 'skipped'])
    expect(entryWindow(zeroDte.strategy, { open: minutesOf('09:30'), close: minutesOf('13:00') })).toEqual({
      start: minutesOf('09:45'),
      end: minutesOf('11:30'),
    })
    expect(entryWindow(zeroDte.strategy, regularSession)).toEqual({
      start: minutesOf('10:00'),
      end: minutesOf('14:30'),
    })
  })
})
