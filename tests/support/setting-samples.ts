import * as v from 'valibot'
import { settingsOf } from '../../server/setting.js'

/**
 * Kinds of text a setting may ask for, tried in this order: free text first, so that a name or a
 * line of words gets words rather than a URL. Each carries the setting's place in its list, so no
 * two settings get the same value and a test can find where each one lands.
 */
const candidates = (index: number) => {
  const two = String(index).padStart(2, '0')
  return [
    `Acme Options ${two}`,
    `https://s${two}.acme-options.example`,
    `2026-${String(1 + (index % 12)).padStart(2, '0')}-15`,
    `help${two}@acme-options.example`,
    `+1 (212) 867-53${two}`,
    `acmeVideo${two}`,
  ]
}

/**
 * A value for every company fact of `settings` (a v.object of setting()s) that its own check
 * accepts, read from the settings' one list: a test that sets every fact needs no edit when a
 * setting is added. A setting whose check takes none of the kinds above fails here, naming it.
 */
export function companyFactSamples(settings: v.ObjectSchema<v.ObjectEntries, undefined>): Record<string, string> {
  return Object.fromEntries(
    settingsOf(settings).flatMap(({ name, companyFact }, index) => {
      if (!companyFact) return []
      const schema = settings.entries[name] as v.GenericSchema
      const value = candidates(index).find((candidate) => v.safeParse(schema, candidate).success)
      if (value === undefined)
        throw new Error(`No sample value passes ${name}'s check: add its kind to tests/support/setting-samples.ts`)
      return [[name, value]]
    }),
  )
}
