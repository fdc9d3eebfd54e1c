import { dollarsAsTyped } from './format.ts'
import type { OpenAction } from './model.ts'
import type { Leg } from './ticket-types.ts'

/**
 * How far a strike chosen by delta may land from the delta asked before the ticket says so: the
 * nearest listed strike is always a little off; on a coarse grid it can be far off.
 */
export const deltaSlack = 0.03

/**
 * What the listed strikes could not give: a width other than the one asked, or a strike's delta
 * further from the one asked than `deltaSlack`, each with what the ticket used instead, by how much,
 * and why (`why`: the model's strike grid, or the trader's chain). The ticket's max loss, buying
 * power and the risk rules use what it used.
 */
export function strikeNotes(
  action: OpenAction,
  width: number,
  chosen: readonly (Leg | undefined)[],
  why: { width: string; delta: string },
): string[] {
  const notes: string[] = []
  const spread = action.structure === 'credit-spread' || action.structure === 'debit-spread'
  if ((spread || action.structure === 'iron-condor') && Math.abs(width - action.width) > 0.005) {
    const gap = width - action.width
    const what = action.structure === 'iron-condor' ? 'Wings' : 'Strikes'
    notes.push(
      `${what} ${dollarsAsTyped(width)} apart, not the ${dollarsAsTyped(action.width)} asked (${gap > 0 ? '+' : '−'}${dollarsAsTyped(Math.abs(gap))}): ${why.width}; the max loss and buying power use the ${dollarsAsTyped(width)} width.`,
    )
  }
  if (action.strike.by === 'delta') {
    const asked = action.strike.delta
    for (const item of chosen) {
      if (!item) continue
      const got = Math.abs(item.delta)
      if (Math.abs(got - asked) <= deltaSlack + 1e-9) continue
      const side = item.side === 'sell' ? 'Short' : 'Long'
      notes.push(
        `${side} ${item.right} at the ${item.strike} strike: delta ${got.toFixed(2)}, not the ${asked.toFixed(2)} asked (${got > asked ? '+' : '−'}${Math.abs(got - asked).toFixed(2)}), ${why.delta}.`,
      )
    }
  }
  return notes
}
