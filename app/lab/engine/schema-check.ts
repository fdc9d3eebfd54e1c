/**
 * Checks data against the subset of JSON Schema that strategySchema uses: type, const, enum,
 * properties/required, additionalProperties: false, items, oneOf (told apart by a `const`
 * property such as `kind`), anyOf, $ref into $defs, minimum/maximum, minLength/maxLength, pattern.
 * An unknown property is a warning, not an error: the Lab names it and removes it from the data it
 * was given (always freshly parsed JSON). Never throws,
 * and stops at a nesting depth no real strategy reaches.
 */

type Schema = { readonly [key: string]: unknown }
export type SchemaResult = { errors: string[]; warnings: string[] }

const maxDepth = 64

export function checkSchema(value: unknown, root: Schema): SchemaResult {
  const result: SchemaResult = { errors: [], warnings: [] }
  visit(value, root, root, 'strategy', 0, result)
  return result
}

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  return typeof value === 'object' ? 'an object' : typeof value === 'string' ? `"${value.slice(0, 40)}"` : String(value)
}

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.replace('#/$defs/', '')
  return ((root.$defs as Record<string, Schema>)[name] ?? {}) as Schema
}

function typeMatches(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    case 'array':
      return Array.isArray(value)
    case 'string':
      return typeof value === 'string'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'null':
      return value === null
    default:
      return true
  }
}

function visit(value: unknown, raw: Schema, root: Schema, path: string, depth: number, out: SchemaResult): void {
  if (depth > maxDepth) {
    out.errors.push(`${path}: nested too deeply.`)
    return
  }
  const schema = resolve(raw, root)

  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as Schema[]
    for (const option of options) {
      const trial: SchemaResult = { errors: [], warnings: [] }
      visit(value, option, root, path, depth + 1, trial)
      if (trial.errors.length === 0) {
        out.warnings.push(...trial.warnings)
        return
      }
    }
    // Report against the last option (the substantive one: null-or-node lists null first).
    visit(value, options.at(-1) ?? {}, root, path, depth + 1, out)
    return
  }

  if (Array.isArray(schema.oneOf)) {
    const options = (schema.oneOf as Schema[]).map((option) => resolve(option, root))
    // Tell the options apart by their constant property (kind, by), as a reader would.
    const tag = Object.keys((options[0]?.properties as Record<string, Schema>) ?? {}).find((key) =>
      options.every((option) => (option.properties as Record<string, Schema>)?.[key]?.const !== undefined),
    )
    if (tag && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const actual = (value as Record<string, unknown>)[tag]
      const match = options.find((option) => (option.properties as Record<string, Schema>)[tag]?.const === actual)
      if (!match) {
        const allowed = options.map((option) => (option.properties as Record<string, Schema>)[tag]?.const).join(', ')
        out.errors.push(`${path}.${tag}: ${describeValue(actual)} is not one of ${allowed}.`)
        return
      }
      visit(value, match, root, path, depth + 1, out)
      return
    }
    out.errors.push(`${path}: expected an object, found ${describeValue(value)}.`)
    return
  }

  if ('const' in schema && value !== schema.const) {
    out.errors.push(`${path}: expected ${JSON.stringify(schema.const)}, found ${describeValue(value)}.`)
    return
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    out.errors.push(`${path}: ${describeValue(value)} is not one of ${schema.enum.join(', ')}.`)
    return
  }
  if (schema.type !== undefined && !typeMatches(schema.type, value)) {
    const expected =
      schema.type === 'integer' ? 'a whole number' : schema.type === 'array' ? 'a list' : `a ${String(schema.type)}`
    out.errors.push(`${path}: expected ${expected}, found ${describeValue(value)}.`)
    return
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      out.errors.push(`${path}: ${value} is below ${schema.minimum}.`)
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      out.errors.push(`${path}: ${value} is above ${schema.maximum}.`)
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength)
      out.errors.push(`${path}: is empty or too short.`)
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
      out.errors.push(`${path}: is longer than ${schema.maxLength} characters.`)
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value))
      out.errors.push(`${path}: ${describeValue(value)} is not in the expected form.`)
  }
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      visit(item, schema.items as Schema, root, `${path}[${index}]`, depth + 1, out)
    }
  }
  if (schema.type === 'object' && typeof value === 'object' && value !== null) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    const record = value as Record<string, unknown>
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in record)) out.errors.push(`${path}: the field "${key}" is missing.`)
    }
    for (const [key, item] of Object.entries(record)) {
      const property = properties[key]
      if (property) visit(item, property, root, `${path}.${key}`, depth + 1, out)
      else if (schema.additionalProperties === false) {
        out.warnings.push(`Unknown field "${key}" in ${path} was ignored.`)
        // The caller hands in freshly parsed JSON it owns: drop the field so it is not saved or shared on.
        delete record[key]
      }
    }
  }
}
