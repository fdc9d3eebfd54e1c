import { describeRisk, estimatesNote } from './describe.ts'
import { describeTree } from './describe-tree.ts'
import { simulationNote } from './engine/kinds.ts'
import { defaultTemplate, templates } from './engine/templates.ts'

/**
 * What /lab prerenders besides the workbench: its introduction, the simulation note, the Strategy Library's cards
 * and the default template written out node by node with its risk rules. Worked out at build time
 * by the route's loader (app/routes/lab.tsx) and handed to the page as plain data, so the page's first load carries words, not the engine:
 * the templates and the describe functions load with the workbench, after the first paint.
 */
export function labPageData() {
  return {
    intro:
      'Build an options strategy as a logic tree, set up an alert and a market, and see exactly what it would do: the path it takes, the order it would send, or the risk rule that stops it. Start from a template in the Strategy Library below, or change every node yourself.',
    simulationNote,
    library: templates.map(({ id, name, blurb }) => ({ id, name, blurb })),
    example: {
      name: defaultTemplate.strategy.name,
      tree: describeTree(defaultTemplate.strategy),
      risk: describeRisk(defaultTemplate.strategy),
      estimates: estimatesNote,
    },
  }
}

export type LabPageData = ReturnType<typeof labPageData>
