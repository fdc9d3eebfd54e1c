// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { launchFacts } from '../app/config/launch-facts'
import { siteSettings } from '../app/config/settings'
import { parsedBy, readSettings, SettingsError, setting, settingsOf } from '../server/setting.js'

const schema = v.object({
  COUNT: setting(
    { default: '3', meaning: 'How many.' },
    v.pipe(v.string(), v.regex(/^\d+$/, 'digits'), v.transform(Number)),
  ),
  TOKEN: setting({ default: '', meaning: 'A password.', secret: true }, v.regex(/^(|tok-\w+)$/, 'a tok- token')),
  MODE: setting(
    { default: 'a', meaning: 'Which.' },
    parsedBy((text) => {
      if (text !== 'a' && text !== 'b') throw new Error(`MODE must be a or b (it was ${text}).`)
      return text
    }),
  ),
})

describe('a setting read through its one definition', () => {
  it('takes the default when unset or blank, and trims what is given', () => {
    expect(readSettings(schema, {})).toEqual({ COUNT: 3, TOKEN: '', MODE: 'a' })
    expect(readSettings(schema, { COUNT: '  ', MODE: ' b ' })).toEqual({ COUNT: 3, TOKEN: '', MODE: 'b' })
  })

  it('fails in one line naming the variable, the value, and what it must be', () => {
    expect(() => readSettings(schema, { COUNT: 'many' })).toThrow(
      new SettingsError('COUNT must be digits; got "many".'),
    )
    expect(() => readSettings(schema, { MODE: 'c' })).toThrow(new SettingsError('MODE must be a or b (it was c).'))
  })

  it('never shows the text of a secret', () => {
    expect(() => readSettings(schema, { TOKEN: 'hunter2' })).toThrow(
      new SettingsError('TOKEN must be a tok- token (its text is not shown: it may hold a password).'),
    )
  })

  it('lists each setting with what it says about itself, which the launch check reads', () => {
    expect(settingsOf(schema).map(({ name, meaning }) => [name, meaning])).toEqual([
      ['COUNT', 'How many.'],
      ['TOKEN', 'A password.'],
      ['MODE', 'Which.'],
    ])
    const facts = settingsOf(siteSettings).filter((entry) => entry.companyFact)
    expect(Object.keys(launchFacts)).toEqual(facts.map((entry) => entry.name))
    expect(launchFacts.SITE_CHARTING_URL).toBeUndefined()
  })
})
