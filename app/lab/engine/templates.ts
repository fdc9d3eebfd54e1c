import type { Template } from './template-base.ts'
import { bearCallSpread, bearPutSpread } from './templates-bearish.ts'
import { spyMomentum, trendDebit } from './templates-directional.ts'
import { eventWindow } from './templates-event.ts'
import { protectivePut, tailHedge } from './templates-hedging.ts'
import { ironCondor, putCreditSpread, wheel } from './templates-income.ts'
import { zeroDte, zeroDteCondor } from './templates-zero-dte.ts'

/**
 * The Strategy Library: strategies a U.S. options trader recognizes, each with a scenario that
 * makes it send an order, one module per family (templates-*.ts) on a shared base (template-base.ts).
 */
export { type StrategyTag, strategyTags, type Template } from './template-base.ts'

export const templates = [
  spyMomentum,
  ironCondor,
  zeroDte,
  wheel,
  trendDebit,
  eventWindow,
  zeroDteCondor,
  putCreditSpread,
  bearCallSpread,
  bearPutSpread,
  protectivePut,
  tailHedge,
] as const satisfies readonly Template[]

/** The template the Lab opens with when there is no saved work or link. */
export const defaultTemplate = zeroDte
