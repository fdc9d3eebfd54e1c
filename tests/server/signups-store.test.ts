import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { maxEmailLength, normaliseEmail, openStore } from '../../server/store.js'
import { freshDatabase, startPostgres, type TestPostgres } from '../support/postgres'
import { collectOutput, root } from '../support/servers'

// The early-access list's one interface (server/store.js) and its CLI, with the same tests run
// against both adapters: SQLite (a real file) and PostgreSQL (a throwaway cluster; a missing
// PostgreSQL fails these tests, it never skips them).

const temp = mkdtempSync(join(tmpdir(), 'site-store-'))
let postgres: TestPostgres | undefined
let databases = 0

beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)

afterAll(async () => {
  await postgres?.stop()
  rmSync(temp, { recursive: true, force: true })
})

/** Where a fresh, empty list lives, for each adapter: the environment npm start would get. */
const adapters = {
  sqlite: async () => ({ SITE_DATA_DIR: mkdtempSync(join(temp, 'data-')), DATABASE_URL: '' }),
  postgres: async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    return { SITE_DATA_DIR: '', DATABASE_URL: await freshDatabase(postgres.url, `signups_${++databases}`) }
  },
}

function open(env: { SITE_DATA_DIR: string; DATABASE_URL: string }) {
  return openStore({ dataDir: env.SITE_DATA_DIR || undefined, databaseUrl: env.DATABASE_URL })
}

function cli(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'server/signups.js'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, ...output })),
  )
}

test('addresses are checked as the browser checks an e-mail field, then trimmed and lower-cased', () => {
  expect(normaliseEmail('  Ada.Lovelace+News@Example.COM ')).toBe('ada.lovelace+news@example.com')
  for (const bad of ['', '   ', 'ada', 'ada@', '@example.com', 'a b@example.com', 'ada@exa mple.com', 'ada@@x.com']) {
    expect(normaliseEmail(bad), JSON.stringify(bad)).toBeUndefined()
  }
  for (const notText of [undefined, null, 42, ['a@example.com'], { email: 'a@example.com' }]) {
    expect(normaliseEmail(notText)).toBeUndefined()
  }
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(maxEmailLength - 64 - 1 - 63 - 1 - 63 - 1)}`
  expect(longest).toHaveLength(maxEmailLength)
  expect(normaliseEmail(longest)).toBe(longest)
  expect(normaliseEmail(`a${longest}`)).toBeUndefined()
})

describe.each(Object.entries(adapters))('the %s store', (kind, environment) => {
  test('keeps an address once, with its time; a repeat changes nothing', async () => {
    const env = await environment()
    const store = await open(env)
    try {
      expect(store.kind).toBe(kind)
      const before = Date.now()
      expect(await store.add('ada@example.com')).toBe(true)
      expect(await store.add('ada@example.com')).toBe(false)
      expect(await store.count()).toBe(1)
      const [row] = await store.list()
      expect(row?.email).toBe('ada@example.com')
      const time = Date.parse(row?.subscribedAt ?? '')
      expect(time).toBeGreaterThanOrEqual(before - 1000)
      expect(time).toBeLessThanOrEqual(Date.now() + 1000)
    } finally {
      await store.close()
    }
  })

  test('concurrent sign-ups, repeats among them, each stored exactly once', async () => {
    const env = await environment()
    const stores = await Promise.all([open(env), open(env), open(env)])
    try {
      const emails = Array.from({ length: 60 }, (_, i) => `user${i}@example.com`)
      // Every address three times, from three connections at once.
      const results = await Promise.all(stores.flatMap((store) => emails.map((email) => store.add(email))))
      expect(results.filter(Boolean)).toHaveLength(emails.length)
      expect(await stores[0]?.count()).toBe(emails.length)
      expect((await stores[1]?.list())?.map((row) => row.email).sort()).toEqual([...emails].sort())
    } finally {
      await Promise.all(stores.map((store) => store.close()))
    }
  })

  test('survives a restart: the list is there when it is opened again', async () => {
    const env = await environment()
    const first = await open(env)
    await first.add('kept@example.com')
    await first.close()
    const second = await open(env)
    try {
      expect((await second.list()).map((row) => row.email)).toEqual(['kept@example.com'])
      expect(await second.add('kept@example.com')).toBe(false)
    } finally {
      await second.close()
    }
  })

  test('npm run signups: export as CSV, count, delete one address', async () => {
    const env = await environment()
    const store = await open(env)
    try {
      await store.add('first@example.com')
      await new Promise((done) => setTimeout(done, 5))
      await store.add('second@example.com')
    } finally {
      await store.close()
    }
    const exported = await cli(env, 'export')
    expect(exported.code).toBe(0)
    const lines = exported.stdout.trimEnd().split('\n')
    expect(lines[0]).toBe('email,subscribed_at')
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['first@example.com', 'second@example.com'])
    for (const line of lines.slice(1)) expect(line).toMatch(/^[^,]+,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect((await cli(env, 'count')).stdout).toBe('2\n')

    const deleted = await cli(env, 'delete', ' First@Example.com ')
    expect(deleted.code).toBe(0)
    expect(deleted.stdout).toMatch(/^Deleted first@example\.com from the early-access list/)
    expect((await cli(env, 'count')).stdout).toBe('1\n')
    const again = await cli(env, 'delete', 'first@example.com')
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/first@example\.com is not on the early-access list/)

    const wrong = await cli(env, 'remove', 'x@example.com')
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toBe('Usage: npm run signups -- export | delete <email> | count\n')
  })
})
