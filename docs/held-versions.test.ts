// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'

// Every dependency package.json pins below its registry's latest major or minor has a line in
// docs/decisions/014-held-versions.md saying why, and every line there is still true. The registry
// is asked for each package's `latest` dist-tag, the release `npm install <name>` takes: unlike
// `npm outdated`, whose "latest" is the newest release whose engines suit the Node.js running npm,
// the answer does not depend on which Node.js runs the test.

const root = resolve(import.meta.dirname, '..')
const recordFile = 'docs/decisions/014-held-versions.md'
// npm passes a registry set in .npmrc on to the scripts it runs; otherwise npm's own default.
const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/')
const tries = 3

type Pinned = { name: string; registryName: string; version: string }

/** Each dependency as package.json pins it; an alias (`npm:typescript@5.9.3`) is its real package. */
const pinned: Pinned[] = (() => {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const specs: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies }
  return Object.entries(specs).map(([name, spec]) => {
    const alias = /^npm:(@?[^@]+)@(.+)$/.exec(spec)
    return { name, registryName: alias?.[1] ?? name, version: alias?.[2] ?? spec }
  })
})()

/** Major and minor of a version or an exact pin. */
function majorMinor(version: string): [number, number] {
  const match = /^\D*(\d+)\.(\d+)\.\d+/.exec(version)
  if (!match) throw new Error(`${version} is not a version`)
  return [Number(match[1]), Number(match[2])]
}

function isBelow(version: string, latest: string) {
  const [major, minor] = majorMinor(version)
  const [latestMajor, latestMinor] = majorMinor(latest)
  return latestMajor > major || (latestMajor === major && latestMinor > minor)
}

/**
 * The registry's `latest` of a package. A network error, a timeout or a 5xx answer is tried again,
 * twice, a second and then two apart; one that persists fails the test with a message naming the
 * registry, never a pass.
 */
async function latestOf(name: string): Promise<string> {
  const url = `${registry}-/package/${name.replace('/', '%2F')}/dist-tags`
  let failure = ''
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
      if (response.ok) {
        const tags = (await response.json()) as { latest?: unknown }
        if (typeof tags.latest === 'string') return tags.latest
        throw new Error(`The npm registry (${registry}) has no latest release of ${name}.`)
      }
      if (response.status < 500 && response.status !== 429) {
        throw new Error(`The npm registry (${registry}) answered ${response.status} for ${name} (${url}).`)
      }
      failure = `status ${response.status}`
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The npm registry')) throw error
      failure = error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ''}` : String(error)
    }
    if (attempt < tries) await new Promise((done) => setTimeout(done, attempt * 1000))
  }
  throw new Error(
    `The npm registry (${registry}) could not be reached for ${name} after ${tries} tries: ${failure}. ` +
      `This test compares package.json with the registry's latest releases and needs the registry, as npm ci does.`,
  )
}

const recordText = readFileSync(join(root, recordFile), 'utf8')

/**
 * The day the record was last checked against the registry (its "Checked against the registry on
 * YYYY-MM-DD." line). A release published after it is news, not a version package.json holds back:
 * the test names it and passes, so that a run on a clean clone does not fail on the day a
 * dependency publishes; checking again means updating the dependency or its line, and the day.
 */
const checkedOn = /Checked against the registry on (\d{4}-\d{2}-\d{2})\./.exec(recordText)?.[1]

/** When the registry says `version` of `name` was published. */
async function publishedAt(name: string, version: string): Promise<Date | undefined> {
  const response = await fetch(`${registry}${name.replace('/', '%2F')}`, { signal: AbortSignal.timeout(60_000) })
  if (!response.ok) return undefined
  const time = ((await response.json()) as { time?: Record<string, string> }).time?.[version]
  return time ? new Date(time) : undefined
}

/** The record's `## Held` lines: `- \`name\` version (…): why`. */
const recordLines = (() => {
  const text = recordText
  const section = text.split(/^## /m).find((part) => part.startsWith('Held\n')) ?? ''
  return [...section.matchAll(/^- `([^`]+)` (\S+)/gm)].map((match) => ({ name: match[1], version: match[2] }))
})()

describe(`dependencies held below their latest release (${recordFile})`, () => {
  let held: (Pinned & { latest: string })[] = []

  beforeAll(async () => {
    // Eight requests at a time: all sixty at once opened as many TLS connections and took 11 s on a
    // busy 2-core machine, against under 1 s for eight connections each reused.
    const queue = [...pinned]
    const found: (Pinned & { latest: string })[] = []
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let dependency = queue.shift(); dependency; dependency = queue.shift()) {
          found.push({ ...dependency, latest: await latestOf(dependency.registryName) })
        }
      }),
    )
    held = found.filter(({ version, latest }) => isBelow(version, latest))
  }, 90_000)

  test('the record has its Held lines', () => {
    expect(recordLines.length, `${recordFile} lists no held dependency under "## Held"`).toBeGreaterThan(0)
  })

  test('each one package.json holds below the latest major or minor has a line saying why', async () => {
    expect(checkedOn, `${recordFile} says on which day it was checked against the registry`).toBeDefined()
    const unrecorded = held.filter(
      ({ name, version }) => !recordLines.some((line) => line.name === name && line.version === version),
    )
    const missing: string[] = []
    for (const { name, registryName, version, latest } of unrecorded) {
      const published = await publishedAt(registryName, latest)
      if (published && checkedOn && published.toISOString().slice(0, 10) > checkedOn)
        console.warn(
          `${name} ${latest} was published on ${published.toISOString().slice(0, 10)}, after ${recordFile} was ` +
            `checked (${checkedOn}): update ${name} from ${version}, or add its line, and the record's day.`,
        )
      else missing.push(`${name} ${version} (latest ${latest})`)
    }
    expect(missing, `update these, or add a line for each to "## Held" in ${recordFile}`).toEqual([])
  }, 120_000)

  test('each line names a dependency package.json pins at that version and still holds', () => {
    const stale = recordLines
      .filter(
        ({ name, version }) => !held.some((dependency) => dependency.name === name && dependency.version === version),
      )
      .map(({ name, version }) => {
        const dependency = pinned.find((entry) => entry.name === name)
        if (!dependency) return `${name}: not in package.json`
        if (dependency.version !== version) return `${name}: package.json pins ${dependency.version}, not ${version}`
        return `${name} ${version}: no longer below the latest major or minor`
      })
    expect(stale, `correct or remove these lines of ${recordFile}`).toEqual([])
  })
})
