// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { siteDefaults } from '../app/config/launch-facts'
import { serverSettings } from '../server/settings.js'
import { envExampleFile, readmeFile, renderEnvExample, renderReadme } from './env-example'

describe('the settings files written from the one definition', () => {
  test('.env.example is current (npm run settings rewrites it)', () => {
    expect(readFileSync(envExampleFile, 'utf8')).toBe(renderEnvExample())
  })

  test("the README's settings tables are current (npm run settings rewrites them)", () => {
    const readme = readFileSync(readmeFile, 'utf8')
    expect(readme).toBe(renderReadme(readme))
  })

  test('every build and run-time setting is in .env.example, commented out, so copying it sets nothing', () => {
    const text = renderEnvExample()
    for (const name of [...Object.keys(siteDefaults), ...Object.keys(serverSettings.entries)]) {
      expect(text).toMatch(new RegExp(`^#${name}=`, 'm'))
    }
    expect(text).not.toMatch(/^[A-Z_]+=/m)
  })

  test('its values read back as written through the same parser as npm start (spaces quoted)', () => {
    const parsed = new Map<string, string>()
    for (const line of renderEnvExample().split('\n')) {
      const match = /^#([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)
      if (match?.[1] && match[2] !== undefined) parsed.set(match[1], match[2])
    }
    const env = Object.fromEntries(
      [...parsed].map(([name, value]) => [name, value.startsWith('"') ? JSON.parse(value) : value]),
    )
    expect(env.SITE_PHONE).toBe(siteDefaults.SITE_PHONE)
    expect(env.SITE_NAME).toBe(siteDefaults.SITE_NAME)
  })
})
