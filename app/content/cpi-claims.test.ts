import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hubPageData, strategyPageData } from '~/components/strategies/page-data'
import { describeRisk } from '~/lab/describe'
import { bundledEvents, cpiDatesWords } from '~/lab/engine/calendar'
import { factInfo } from '~/lab/engine/facts'
import { conditionPresets } from '~/lab/engine/kinds'
import { strategyTags, templates } from '~/lab/engine/templates'
import { bundledCpiClaims } from '../../tests/support/cpi-claims'
import { cpiSchedule } from './cpi-releases'
import { guideFacts } from './guides.server'
import { strategyHubWords } from './strategy-hubs.server'

/**
 * No sentence says CPI dates are bundled while the company's CPI schedule (cpi-releases.ts, its one
 * module) is empty: not the words the engine writes (templates, condition labels and hints), not
 * the hubs' and guides' Markdown, not a string in the site's or the Lab's code. The built pages are
 * read the same way in tests/built/pages.test.ts.
 */

const empty = cpiSchedule.releases.length === 0
/** With CPI dates in the schedule, a sentence may say so; with none, no sentence may. */
const allowed = (claims: string[]) => (empty ? [] : claims)

/** Every file under a folder whose name ends in one of the extensions, tests and their fixtures left out. */
function filesUnder(folder: string, extensions: string[]): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .filter((file) => !/\.test\.|test-support|\/fixtures\//.test(file))
}

/** A source file without its comments: what a visitor can be shown is in its strings and JSX. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

describe('CPI dates are named only as they are', () => {
  it('reads whether the schedule is empty from its one module', () => {
    expect(empty).toBe(cpiSchedule.checked === '')
  })

  it('in the words the engine writes: templates, condition labels and hints, presets, the calendar’s own', () => {
    const words = [
      ...templates.flatMap((template) => [
        template.name,
        template.summary,
        ...Object.values(template.notes),
        ...strategyPageData(template).productRules,
        ...describeRisk(template.strategy),
      ]),
      ...Object.values(factInfo).flatMap((info) => [info.label, info.hint]),
      ...conditionPresets.map((preset) => preset.label),
      bundledEvents(),
      cpiDatesWords(),
    ]
    const claims = words.flatMap(bundledCpiClaims)
    expect(claims).toEqual(allowed(claims))
  })

  it('in the strategy hubs and the guides, as written and with their facts filled in', () => {
    const hubs = strategyHubWords()
    const texts = [
      ...Object.values(hubs).flatMap((hub) => [hub.heading, hub.description, hub.intro.replace(/<[^>]+>/g, ' ')]),
      ...[undefined, ...strategyTags].map((tag) => hubPageData(tag).description),
      ...Object.values(guideFacts),
      ...filesUnder(join(process.cwd(), 'content'), ['.md']).map((file) => readFileSync(file, 'utf8')),
    ]
    const claims = texts.flatMap((text) => bundledCpiClaims(String(text)))
    expect(claims).toEqual(allowed(claims))
  })

  it('in every string of the site’s and the Lab’s code', () => {
    const claims = filesUnder(join(process.cwd(), 'app'), ['.ts', '.tsx']).flatMap((file) =>
      bundledCpiClaims(withoutComments(readFileSync(file, 'utf8'))).map(
        (claim) => `${relative(process.cwd(), file)}: ${claim}`,
      ),
    )
    expect(claims).toEqual(allowed(claims))
  })

  it('catches the sentences the pages once carried', () => {
    for (const sentence of [
      'None added: the event-day condition counts the bundled FOMC and CPI dates.',
      'Stand aside on FOMC and CPI days',
      'CPI releases, at 08:30 ET, are bundled only where a Bureau of Labor Statistics notice confirms the date.',
      'The FOMC’s 2025–2027 decision days, the CPI releases bundled from the BLS schedule, and the dates you add to the scenario.',
    ])
      expect(bundledCpiClaims(sentence).length, sentence).toBeGreaterThan(0)
    expect(bundledCpiClaims(cpiDatesWords([]))).toEqual([])
  })
})
