import { useMemo } from 'react'
import type { PositionInput } from '../engine/position'
import { payoffDrawing } from './payoff-drawing'
import { PayoffFigure } from './payoff-figure'

/** The Lab's payoff chart: the position worked out by the engine, then drawn (payoff-figure.tsx). */
export function PayoffChart({ position }: { position: PositionInput }) {
  const drawing = useMemo(() => payoffDrawing(position), [position])
  return <PayoffFigure drawing={drawing} />
}
