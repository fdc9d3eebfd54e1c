import { describe, expect, it, vi } from 'vitest'
import { fixtureCpiSchedule } from './fixtures/cpi-releases'

// The company's CPI file replaced by the fixture: what the Lab does once the file has rows.
vi.mock('../../content/cpi-releases.ts', async () => ({
  cpiSchedule: (await import('./fixtures/cpi-releases')).fixtureCpiSchedule,
}))

const { bundledEvents, cpiScheduleProblems, eventsOn } = await import('./calendar')
const { evaluate } = await import('./evaluate')
const { replay } = await import('./replay')
const { generateSession } = await import('./session')
const { templates } = await import('./templates')

const eventTemplate = () => {
  const found = templates.find((template) => template.id === 'event-window')
  if (!found) throw new Error('no event template')
  return structuredClone(found)
}

describe('with a CPI file in the content folder', () => {
  it('is a file in the documented format', () => {
    expect(cpiScheduleProblems(fixtureCpiSchedule)).toEqual([])
    expect(eventsOn('2026-11-23')).toEqual([{ date: '2026-11-23', kind: 'CPI', name: 'CPI release (08:30 ET)' }])
  })

  it('makes the event template stand aside on a CPI day, naming the release', () => {
    const { strategy, scenario } = eventTemplate()
    const run = evaluate(strategy, scenario)
    expect(run.outcome).toMatchObject({
      kind: 'skipped',
      note: 'Scheduled event before expiry (FOMC, CPI or yours): yes or VIX > 25',
    })
    expect(run.outcome.kind === 'skipped' && run.outcome.reason).toBe(
      'Scheduled event before expiry (FOMC, CPI or yours) is yes (CPI release (08:30 ET), through the 2026-11-30 expiry of the long call this IF opens).',
    )
    // All day: no alert of the session opens anything.
    const timeline = replay(strategy, generateSession({ seed: 20261123, ticker: 'SPY', open: 600 }), scenario)
    expect(timeline.filter((entry) => entry.evaluation?.outcome.kind === 'order')).toEqual([])
  })

  it('says in the template’s words and the event dates’ hint what is bundled', () => {
    expect(bundledEvents()).toBe(
      'The Lab bundles the FOMC’s 2025–2027 rate decisions (Federal Reserve) and 2 CPI release dates (2026) from the BLS schedule',
    )
    expect(eventTemplate().notes.management).toContain(
      'and 2 CPI release dates (2026) from the BLS schedule: add any other date as your own.',
    )
  })
})
