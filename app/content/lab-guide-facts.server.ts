/**
 * The facts the Lab's data guide (content/lab/your-data.md) names as {{name}}: the limits, defaults
 * and sentences of the Lab's own code, and the moment of its worked example, each read from the
 * module that decides it, so the guide changes with the code and never states a number of its own.
 */
import { alertLogLimit } from '~/lab/engine/alert-log'
import { alertLogNote } from '~/lab/engine/alert-log-replay'
import { calendarYears } from '~/lab/engine/calendar'
import { chainRowLimit } from '~/lab/engine/chain-file'
import { headerSearchLines } from '~/lab/engine/chain-rows'
import { chainFileLimit } from '~/lab/engine/chain-types'
import { dollars, dollarsAsTyped, grouped, longDate, megabytes } from '~/lab/engine/format'
import { spreadLimit } from '~/lab/engine/quotes'
import type { Facts } from '~/lib/content.server'
import { labExampleFiles } from './lab-files'
import { exampleChain, exampleSetup } from './lab-guide-example.server'
import { labFilesPolicy } from './privacy'
import { labTemplatePath } from './site/lab-links'
import { strategyPath } from './strategies'

/** Every fact the data guide names. */
export function labGuideFacts(): Facts {
  const chain = exampleChain()
  const { template, open, scheduledAt, scenario } = exampleSetup(chain)
  if (open.strike.by !== 'delta') throw new Error(`${template.id} no longer picks its short strike by delta`)
  return {
    chainExample: labExampleFiles.chain,
    sideBySideExample: labExampleFiles.sideBySide,
    alertLogExample: labExampleFiles.alertLog,
    chainFileLimit: megabytes(chainFileLimit),
    chainRowLimit: grouped(chainRowLimit),
    headerSearchLines,
    spreadDefault: spreadLimit.initial,
    spreadMin: spreadLimit.min,
    spreadMax: spreadLimit.max,
    alertLogSize: megabytes(alertLogLimit.bytes),
    alertLogAlerts: grouped(alertLogLimit.alerts),
    calendarFirst: calendarYears.first,
    calendarLast: calendarYears.last,
    alertLogNote,
    labFiles: labFilesPolicy,
    exampleTemplate: template.name,
    exampleTemplatePath: strategyPath(template.id),
    exampleLabPath: labTemplatePath(template.id),
    exampleTicker: chain.underlying ?? template.strategy.trigger.ticker,
    exampleSpot: dollars(chain.spot, 2),
    exampleDay: longDate(chain.quoted.date),
    exampleTime: chain.quoted.time,
    exampleScheduledAt: scheduledAt,
    exampleIv: `${scenario.market.iv}%`,
    exampleDte: open.dte,
    exampleDelta: open.strike.delta.toFixed(2),
    exampleWidth: dollarsAsTyped(open.width),
  }
}
