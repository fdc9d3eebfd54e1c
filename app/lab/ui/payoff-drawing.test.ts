import { describe, expect, it } from 'vitest'
import { evaluate } from '../engine/evaluate'
import { templates } from '../engine/templates'
import { payoffDrawing } from './payoff-drawing'
import { payoffSize } from './payoff-size'

const { height, pad } = payoffSize
/** A 13 px label's box as browsers draw it: each character at most 0.65 em wide, 12 px above the baseline and 4 below. */
const box = (x: number, baseline: number, text: string, anchor: 'start' | 'middle' | 'end') => {
  const width = text.length * 13 * 0.65
  const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width
  return { text, left, right: left + width, top: baseline - 12, bottom: baseline + 4 }
}

describe('payoffDrawing', () => {
  // The chart scales as a whole, so labels apart in its own units are apart at any width, 320 px included.
  it.each(
    templates.flatMap((template) => {
      const { outcome } = evaluate(template.strategy, template.scenario)
      return outcome.kind === 'order' || outcome.kind === 'blocked' ? [[template.id, outcome.ticket.position]] : []
    }),
  )('keeps every axis label of %s apart', (_, position) => {
    const drawing = payoffDrawing(position)
    const labels = [
      ...drawing.priceTicks.map((tick) => box(tick.x, height - 10, tick.label, tick.anchor)),
      ...drawing.pnlLabels.map((label) => box(pad.left - 6, label.y, label.label, 'end')),
    ]
    for (const [index, a] of labels.entries()) {
      for (const b of labels.slice(index + 1)) {
        const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left
        expect(apart, `${a.text} and ${b.text}`).toBe(true)
      }
    }
  })
})
