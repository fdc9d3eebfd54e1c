import type { Scenario } from '../engine/model'
import { type PathName, pathNames, pathShapes, pathWords, replayPath } from '../engine/paths'
import { NumberField, SelectField } from './controls'

/**
 * The market path the replay runs on, and its seed: both are the scenario's, so a link and a file
 * carry them. Left empty, the date chooses them (paths.ts), so two dates never replay alike.
 */
export function ReplayPathFields({
  scenario,
  onChange,
  problem,
}: {
  scenario: Scenario
  onChange: (scenario: Scenario) => void
  problem: (field: string) => string | undefined
}) {
  const { market } = scenario
  const byDate = replayPath({ date: market.date })
  const chosen = replayPath(market)
  const set = (next: Partial<Pick<Scenario['market'], 'path' | 'seed'>>) => {
    const { path, seed, ...rest } = { ...market, ...next }
    onChange({
      ...scenario,
      market: { ...rest, ...(path ? { path } : {}), ...(seed === undefined || Number.isNaN(seed) ? {} : { seed }) },
    })
  }
  return (
    // One above the other: beside the seed, the path's longest choice would not read whole.
    <div className="grid gap-3">
      <SelectField<PathName | ''>
        label="Market path"
        field="market.path"
        value={market.path ?? ''}
        error={problem('market.path')}
        hint={`${pathShapes[chosen.name].label}: ${pathWords(chosen.name, market.iv)}`}
        options={[
          { value: '', label: `By the date (${pathShapes[byDate.name].label.toLowerCase()})` },
          ...pathNames.map((name) => ({ value: name, label: pathShapes[name].label })),
        ]}
        onChange={(path) => set({ path: path || undefined })}
      />
      <NumberField
        label="Path seed"
        field="market.seed"
        value={market.seed ?? Number.NaN}
        error={problem('market.seed')}
        hint={`Empty: from the date${market.path ? ' and the path' : ''} (now ${chosen.seed}). The same seed replays the same path.`}
        min={0}
        step={1}
        onChange={(seed) => set({ seed })}
      />
    </div>
  )
}
