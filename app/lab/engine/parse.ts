import { isRecord, type Parsed, parseJson } from './parse-json.ts'
import { type Work, withScenario } from './parse-scenario.ts'
import { toRunnableStrategy } from './parse-strategy.ts'

/**
 * An exported strategy file, read whole: its size, its JSON (parse-json.ts), the strategy
 * (parse-strategy.ts) and the scenario it was tried on (parse-scenario.ts).
 */

/**
 * Largest strategy the Lab reads, in bytes of JSON (a file's text, a link's once unpacked): above
 * the largest tree the editor allows, with every text at its longest (link-codec.test.ts measures
 * it). Links and files are compressed far below it (link-codec.ts).
 */
export const maxStrategyBytes = 128 * 1024

/** An exported file's text: a strategy, and the scenario it was tried on (files saved before they carried one have none). */
export function parseStrategyFile(text: string): Parsed<Work> {
  if (new TextEncoder().encode(text).length > maxStrategyBytes) {
    return {
      ok: false,
      warnings: [],
      message: `This file is larger than ${maxStrategyBytes / 1024} KB; a strategy file is far smaller.`,
    }
  }
  const json = parseJson(text)
  if (!json.ok) return { ok: false, warnings: [], message: json.message }
  if (!isRecord(json.value)) {
    return { ok: false, warnings: [], message: 'This is not a strategy the Lab can open: it is not a JSON object.' }
  }
  const { scenario, ...strategy } = json.value
  return withScenario(toRunnableStrategy(strategy), scenario)
}
