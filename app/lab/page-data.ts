import { describeRisk } from './describe.ts'
import { describeTree } from './describe-tree.ts'
import { simulationNote } from './engine/kinds.ts'
import { defaultTemplate, templates } from './engine/templates.ts'

/**
 * What /lab prerenders besides the workbench: the simulation note, the Strategy Library's cards
 * and the default template written out node by node with its risk rules. Worked out at build time
 * by the route's loader (app/routes/lab.tsx) and handed to the page as plain data, so the page's first load carries words, not the engine:
 * the templates and the describe functions load with the workbench, after the first paint.
 */
export function labPageData() {
  return {
    simulationNote,
    library: templates.map(({ id, name, summary }) => ({ id, name, summary })),
    example: {
      name: defaultTemplate.strategy.name,
      tree: describeTree(defaultTemplate.strategy),
      risk: describeRisk(defaultTemplate.strategy),
    },
  }
}

export type LabPageData = ReturnType<typeof labPageData>
