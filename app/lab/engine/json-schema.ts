import { toJsonSchema } from '@valibot/to-json-schema'
import { modelVersion } from './model.ts'
import { conditionSchema, nodeSchema, scenarioSchema, strategySchema, strategySchemaUrlPath } from './schema.ts'

/**
 * The JSON Schema (draft 2020-12) of an exported strategy file, generated from the model's schema
 * so the published format and the importer cannot disagree. Written into the build at
 * /lab/strategy.schema.json; a test checks the served file against this. Build-time only: the
 * converter never reaches a visitor.
 */
export function strategyJsonSchema(): Record<string, unknown> {
  const generated = toJsonSchema(strategySchema, {
    target: 'draft-2020-12',
    // The recursive parts become named definitions the tree refers to.
    definitions: { node: nodeSchema, condition: conditionSchema },
    // Checks that need code (a name that is not only spaces) stay with the Lab's validation; JSON has no infinite numbers.
    ignoreActions: ['check', 'finite'],
  })
  const properties = (generated.properties ?? {}) as Record<string, unknown>
  // The cost basis a held share needs is a check across two fields (partial_check): the Lab's validation says it.
  const scenario = toJsonSchema(scenarioSchema, {
    target: 'draft-2020-12',
    ignoreActions: ['check', 'finite', 'partial_check'],
  })
  delete scenario.$schema
  return {
    ...generated,
    $id: strategySchemaUrlPath,
    title: 'Strategy Lab strategy',
    description: `A no-code options strategy as the Strategy Lab saves, shares and exports it (format version ${modelVersion}): a trigger, a tree of conditions and actions, and risk rules; an exported file also carries the scenario it was tried on.`,
    // An exported file names its schema (the importer drops the field) and carries its scenario.
    properties: {
      $schema: { type: 'string' },
      ...properties,
      scenario: { ...scenario, description: 'The made-up alert, market and account the strategy was tried on.' },
    },
  }
}
