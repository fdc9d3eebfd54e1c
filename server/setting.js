// @ts-check
/**
 * The shape every setting of the site takes, at build time (app/config/settings.ts) and at run
 * time (server/settings.js): an environment variable read as trimmed text, empty meaning its
 * default, then checked by a valibot schema whose message says what the value must be. Its meaning,
 * its default and whether it is a company fact travel with the schema (valibot metadata), so the
 * checks, the launch check, `.env.example` and the README's tables are all read from one place.
 *
 * Plain JavaScript with JSDoc types (checked by `npm run typecheck`), like the rest of server/: the
 * server imports it, and the Node.js that runs the server in production runs it as it is, with no
 * type stripping (a .ts file here stopped the systemd unit on Node.js 20 with
 * ERR_UNKNOWN_FILE_EXTENSION before the version check could say which Node.js to install).
 */
import * as v from 'valibot'

/**
 * What a setting says about itself, beside its check.
 * @typedef {object} About
 * @property {string} default The text used when the variable is unset or empty ('' = none).
 * @property {string} meaning One or two sentences for the operator (.env.example, README).
 * @property {string} [companyFact] Set when only the company can give the value: the launch check's words for it, named until it is set.
 * @property {string} [example] A value to show in .env.example when the default is empty.
 * @property {boolean} [secret] Holds a password: never shown, in .env.example or in a message.
 */

/**
 * @template Output
 * @typedef {v.PipeItem<string, Output, v.BaseIssue<unknown>>} Check
 */
/** @typedef {v.ObjectSchema<v.ObjectEntries, undefined>} Settings */

export class SettingsError extends Error {
  /** @override */
  name = 'SettingsError'
}

/**
 * One setting: `check` takes the text (after trimming and the default) and gives the value, or
 * fails with a message that completes "<NAME> must be …", or that names the variable itself.
 * @template [Output=string]
 * @param {About} about
 * @param {Check<Output>} check
 */
// @__NO_SIDE_EFFECTS__
export function setting(about, check) {
  return v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((/** @type {string} */ text) => (text === '' ? about.default : text)),
    check,
    v.metadata(about),
  )
}

/**
 * What a setting's schema says about it.
 * @param {v.GenericSchema} schema
 * @returns {About}
 */
export function aboutSetting(schema) {
  return /** @type {About} */ (v.getMetadata(/** @type {never} */ (schema)))
}

/**
 * A check written as a function that throws a plain Error with a whole sentence (which names the
 * variable): the sentence becomes the setting's message.
 * @template Output
 * @param {(text: string) => Output} parse
 */
// @__NO_SIDE_EFFECTS__
export function parsedBy(parse) {
  /** @type {v.RawTransformAction<string, Output>} */
  const check = v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return parse(dataset.value)
    } catch (error) {
      addIssue({ message: error instanceof Error ? error.message : String(error) })
      return NEVER
    }
  })
  return check
}

/**
 * Reads every setting of `schema` (a v.object of setting()s) from `env`. The first mistake throws a
 * SettingsError in one line that names the variable: "<NAME> must be <what>; got "<text>"." (a
 * secret's text is never shown), or the check's own sentence when it names the variable.
 * @template {Settings} Schema
 * @param {Schema} schema
 * @param {Record<string, unknown>} env
 * @returns {v.InferOutput<Schema>}
 */
export function readSettings(schema, env) {
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

/**
 * Every setting of a v.object of setting()s, by name, with what it says about itself.
 * @param {Settings} schema
 */
export function settingsOf(schema) {
  return Object.entries(schema.entries).map(([name, entry]) => ({ name, ...aboutSetting(entry) }))
}
