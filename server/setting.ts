/**
 * The shape every setting of the site takes, at build time (app/config/settings.ts) and at run
 * time (server/settings.js): an environment variable read as trimmed text, empty meaning its
 * default, then checked by a valibot schema whose message says what the value must be. Its meaning,
 * its default and whether it is a company fact travel with the schema (valibot metadata), so the
 * checks, the launch check, `.env.example` and the README's tables are all read from one place.
 *
 * Beside the server, which reads it with no build step: Node runs this TypeScript as it is (type
 * stripping), so nothing here may need more than erasing types (no enums, parameter properties).
 */
import * as v from 'valibot'

/** What a setting says about itself, beside its check. */
export type About = {
  /** The text used when the variable is unset or empty ('' = none). */
  default: string
  /** One or two sentences for the operator (.env.example, README). */
  meaning: string
  /** Set when only the company can give the value: the launch check's words for it, named until it is set. */
  companyFact?: string
  /** A value to show in .env.example when the default is empty. */
  example?: string
  /** Holds a password: never shown, in .env.example or in a message. */
  secret?: boolean
}

type Check<Output> = v.PipeItem<string, Output, v.BaseIssue<unknown>>
type Settings = v.ObjectSchema<v.ObjectEntries, undefined>

export class SettingsError extends Error {
  override name = 'SettingsError'
}

/**
 * One setting: `check` takes the text (after trimming and the default) and gives the value, or
 * fails with a message that completes "<NAME> must be …", or that names the variable itself.
 */
// @__NO_SIDE_EFFECTS__
export function setting<Output = string>(about: About, check: Check<Output>) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((text: string) => (text === '' ? about.default : text)),
    check,
    v.metadata(about),
  )
}

/** What a setting's schema says about it. */
export function aboutSetting(schema: v.GenericSchema): About {
  return v.getMetadata(schema as never) as About
}

/**
 * A check written as a function that throws a plain Error with a whole sentence (which names the
 * variable): the sentence becomes the setting's message.
 */
// @__NO_SIDE_EFFECTS__
export function parsedBy<Output>(parse: (text: string) => Output) {
  return v.rawTransform<string, Output>(({ dataset, addIssue, NEVER }) => {
    try {
      return parse(dataset.value)
    } catch (error) {
      addIssue({ message: error instanceof Error ? error.message : String(error) })
      return NEVER
    }
  })
}

/**
 * Reads every setting of `schema` (a v.object of setting()s) from `env`. The first mistake throws a
 * SettingsError in one line that names the variable: "<NAME> must be <what>; got "<text>"." (a
 * secret's text is never shown), or the check's own sentence when it names the variable.
 */
export function readSettings<Schema extends Settings>(
  schema: Schema,
  env: Record<string, unknown>,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, env)
  if (result.success) return result.output
  const [issue] = result.issues
  const name = v.getDotPath(issue) ?? ''
  if (issue.message.startsWith(`${name} `)) throw new SettingsError(issue.message)
  const entry = schema.entries[name]
  const shown = entry && aboutSetting(entry)?.secret ? ' (its text is not shown: it may hold a password)' : ''
  throw new SettingsError(
    `${name} must be ${issue.message}${shown || `; got ${JSON.stringify(String(issue.input ?? ''))}`}.`,
  )
}

/** Every setting of a v.object of setting()s, by name, with what it says about itself. */
export function settingsOf(schema: Settings) {
  return Object.entries(schema.entries).map(([name, entry]) => ({ name, ...aboutSetting(entry) }))
}
