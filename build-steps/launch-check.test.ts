import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { launchFactsWith } from '../app/config/launch-facts'
import { brokerConnectionName, buildSettingsWith } from '../app/config/settings'
import type { SiteEnvName } from '../app/config/site'
import { brokers } from '../app/content/brokers'
import { cpiSchedule } from '../app/content/cpi-releases'
import { guideVideoSettings } from '../app/content/guides.server'
import { fixtureCpiSchedule } from '../app/lab/engine/fixtures/cpi-releases'
import { companyFactSamples } from '../tests/support/setting-samples'
import { cpiScheduleMissing, launchCheckReport } from './launch-check'

// Every company fact, a setting per guide video among them (content/guides).
const launchFacts = launchFactsWith(guideVideoSettings())

const script = join(import.meta.dirname, 'launch-check-cli.ts')
// An empty folder as the working directory: no developer's .env reaches the check.
const cwd = mkdtempSync(join(tmpdir(), 'launch-check-'))
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

// The guides' files list the video settings: the check reads them from this project's content folder.
const content = { SITE_CONTENT_DIR: join(import.meta.dirname, '..', 'content') }

/** The machine's environment without any SITE_* setting, plus `settings`. */
function run(settings: Partial<Record<SiteEnvName, string>>) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')))
  const result = spawnSync(process.execPath, [script], {
    cwd,
    env: { ...env, ...content, ...settings },
    encoding: 'utf8',
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

/** The company's testimonials, as a file it would give. */
const testimonialsFile = join(cwd, 'testimonials.json')
writeFileSync(
  testimonialsFile,
  JSON.stringify([
    {
      name: 'Nora B.',
      role: 'Options trader',
      highlight: 'Stops I do not watch',
      quote: 'My stops are attached before the order leaves.',
      rating: 5,
      consentDate: '2026-01-15',
    },
  ]),
)

/**
 * A value for every fact the company supplies, each one its check accepts, read from the settings'
 * one list (a new setting needs no line here); the testimonials as the file the check reads.
 */
const everyFact: Record<string, string> = {
  ...companyFactSamples(buildSettingsWith(guideVideoSettings())),
  SITE_TESTIMONIALS_FILE: testimonialsFile,
}
const sentTo = `Early-access sign-ups: sent as JSON to ${everyFact.SITE_EARLY_ACCESS_ENDPOINT}.`

describe('npm run launch-check', () => {
  it('fails on the default configuration, naming every stand-in in words and by variable', () => {
    const { status, output } = run({})
    expect(status).toBe(1)
    const names = Object.keys(launchFacts)
    expect(output).toContain(`${names.length} company facts are still stand-ins`)
    for (const [name, description] of Object.entries(launchFacts)) {
      expect(output).toContain(`${description}: ${name}`)
    }
    expect(output).toMatch(/Support phone .*: SITE_PHONE \(now "\+1 \(555\) 010-0199"\)/)
    expect(output).toContain('SITE_LEGAL_NAME (not set)')
  })

  it('names how each broker connects, one line per broker of the list, until it is set', () => {
    expect(brokers.map((broker) => brokerConnectionName(broker.name))).toEqual([
      'SITE_BROKER_ALPACA_CONNECTION',
      'SITE_BROKER_LIGHTSPEED_CONNECTION',
      'SITE_BROKER_TRADIER_CONNECTION',
      'SITE_BROKER_TRADEZERO_CONNECTION',
      'SITE_BROKER_TRADESTATION_CONNECTION',
      'SITE_BROKER_WEBULL_CONNECTION',
      'SITE_BROKER_CHARLES_SCHWAB_CONNECTION',
    ])
    const unset = run({}).output
    for (const broker of brokers) {
      expect(unset).toContain(
        `How ${broker.name} accounts connect (brokers page): ${brokerConnectionName(broker.name)} (not set)`,
      )
    }
    const [first, ...rest] = brokers
    const { output } = run({ ...everyFact, [brokerConnectionName(first.name)]: '' })
    expect(output).toContain('1 company fact is still stand-ins')
    expect(output).toContain(brokerConnectionName(first.name))
    for (const broker of rest) expect(output).not.toContain(brokerConnectionName(broker.name))
  })

  it('names the testimonials while they are samples, and each answer of the security page’s broker table', () => {
    const { output } = run({})
    expect(output).toMatch(
      / {2}- Testimonials \(home page\).*the three shown are samples: SITE_TESTIMONIALS_FILE \(not set\)/,
    )
    for (const name of [
      'SITE_BROKER_KEY_STORAGE',
      'SITE_BROKER_KEY_ACCESS',
      'SITE_BROKER_KEY_DISCONNECT',
      'SITE_BROKER_KEY_REFUSED',
      'SITE_BROKER_KEY_REVOKE',
    ]) {
      expect(output).toMatch(new RegExp(`  - Security page, broker connections: .+: ${name} \\(not set\\)`))
    }
    const set = run({ ...everyFact, SITE_TESTIMONIALS_FILE: '', SITE_BROKER_KEY_REFUSED: '' })
    expect(set.output).toContain('2 company facts are still stand-ins')
    expect(set.output).toContain('SITE_TESTIMONIALS_FILE')
    expect(set.output).toContain(
      'which permissions the platform refuses (withdrawals, transfers): SITE_BROKER_KEY_REFUSED',
    )
  })

  it('fails on a testimonials file with a wrong field, naming the setting, the file and the field', () => {
    const wrong = join(cwd, 'wrong-testimonials.json')
    writeFileSync(
      wrong,
      JSON.stringify([{ name: 'Nora B.', role: 'Trader', highlight: 'Calm', quote: 'Calm.', rating: 5 }]),
    )
    const { status, output } = run({ ...everyFact, SITE_TESTIMONIALS_FILE: wrong })
    expect(status).toBe(1)
    expect(output.trim()).toBe(
      `Launch check: SITE_TESTIMONIALS_FILE (${wrong}): testimonial 1, consentDate is missing.`,
    )
  })

  it('names only what is left once some facts are set', () => {
    const { status, output } = run({ ...everyFact, SITE_PHONE: '', SITE_LEGAL_NAME: '' })
    expect(status).toBe(1)
    expect(output).toContain('2 company facts are still stand-ins')
    expect(output).toContain('SITE_PHONE')
    expect(output).toContain('SITE_LEGAL_NAME')
    expect(output).not.toContain('SITE_SUPPORT_EMAIL')
  })

  it('names the empty CPI schedule, and fails on it alone once every setting is set', () => {
    // The file ships empty: no CPI date is written without the BLS schedule at hand.
    expect(cpiSchedule.releases).toEqual([])
    expect(run({}).output).toContain(cpiScheduleMissing)
    const { status, output } = run(everyFact)
    expect(output.trim()).toBe(`Launch check: every company fact is set.\n${cpiScheduleMissing}\n${sentTo}`)
    expect(status).toBe(1)
  })

  it('passes once every fact is set and the CPI file has its rows', () => {
    expect(Object.keys(everyFact).sort()).toEqual(Object.keys(launchFacts).sort())
    const { ok, text } = launchCheckReport({ ...everyFact, ...content }, fixtureCpiSchedule)
    expect(text).toBe(`Launch check: every company fact is set.\n${sentTo}`)
    expect(ok).toBe(true)
  })

  it('fails on each fact left unset alone, naming it and only it', () => {
    for (const [name, description] of Object.entries(launchFacts)) {
      const { ok, text } = launchCheckReport({ ...everyFact, ...content, [name]: '' }, fixtureCpiSchedule)
      expect(ok, name).toBe(false)
      expect(text, name).toContain('1 company fact is still stand-ins')
      expect(text, name).toContain(`${description}: ${name}`)
    }
  })

  it('names the early-access sign-up mode in use', () => {
    expect(run({}).output).toContain('Early-access sign-ups: none collected (SITE_EARLY_ACCESS_ENDPOINT is not set).')
    const { ok, text } = launchCheckReport(
      { ...everyFact, ...content, SITE_EARLY_ACCESS_ENDPOINT: '/api/early-access' },
      fixtureCpiSchedule,
    )
    expect(ok).toBe(true)
    expect(text).toContain('Early-access sign-ups: kept by npm start at /api/early-access (SQLite under SITE_DATA_DIR')
  })

  it('fails on a malformed value, naming the variable, as the build does', () => {
    const { status, output } = run({ ...everyFact, SITE_CLAIMS_AS_OF: '2026-02-30' })
    expect(status).toBe(1)
    expect(output.trim()).toBe('Launch check: SITE_CLAIMS_AS_OF must be a date as YYYY-MM-DD; got "2026-02-30".')
  })
})
