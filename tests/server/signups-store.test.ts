import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parse } from 'csv-parse/sync'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { maxEmailLength, normalizeEmail, openStore } from '../../server/store.js'
import { postgresGrants } from '../../server/store-postgres.js'
import { freshDatabase, startPostgres, type TestPostgres } from '../support/postgres'
import { collectOutput, root } from '../support/servers'

// The early-access list's one interface (server/store.js) and its CLI (server/signups.js), with the
// same tests run against both adapters: SQLite (a real file) and PostgreSQL (a throwaway cluster; a
// missing PostgreSQL fails these tests, it never skips them). In PostgreSQL every store here runs
// as a role that may only SELECT, INSERT and DELETE, after `npm run signups -- migrate` as the owner.

const temp = mkdtempSync(join(tmpdir(), 'site-store-'))
let postgres: TestPostgres | undefined
let databases = 0

beforeAll(async () => {
  postgres = await startPostgres()
}, 180_000)

afterAll(async () => {
  await postgres?.stop()
  rmSync(temp, { recursive: true, force: true })
})

type Env = { SITE_DATA_DIR: string; DATABASE_URL: string }

/** The environment npm start would get, for a list as its operator sets it up. */
type Adapter = {
  /** Where a fresh list lives, created as the server (SQLite) or by `migrate` (PostgreSQL) would create it. */
  create: () => Promise<Env>
  /** The same place with no list yet: nothing created. */
  empty: () => Promise<Env>
}

/** A role that may only use the list, as the server's should be (the GRANTs of server/store-postgres.js). */
async function serverRole(ownerUrl: string) {
  const owner = new pg.Client({ connectionString: ownerUrl })
  await owner.connect()
  try {
    await owner.query(
      "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'site_server') THEN CREATE ROLE site_server LOGIN; END IF; END $$",
    )
  } finally {
    await owner.end()
  }
  const url = new URL(ownerUrl)
  url.username = 'site_server'
  return url.toString()
}

const adapters: Record<'sqlite' | 'postgres', Adapter> = {
  sqlite: {
    create: async () => {
      const env = { SITE_DATA_DIR: join(mkdtempSync(join(temp, 'data-')), 'list'), DATABASE_URL: '' }
      await (await openStore({ dataDir: env.SITE_DATA_DIR, create: true })).close()
      return env
    },
    empty: async () => ({ SITE_DATA_DIR: join(mkdtempSync(join(temp, 'data-')), 'list'), DATABASE_URL: '' }),
  },
  postgres: {
    create: async () => {
      if (!postgres) throw new Error('PostgreSQL did not start')
      const ownerUrl = await freshDatabase(postgres.url, `signups_${++databases}`)
      const roleUrl = await serverRole(ownerUrl)
      const migrated = await cli({ SITE_DATA_DIR: '', DATABASE_URL: ownerUrl }, 'migrate', '--grant', 'site_server')
      expect(migrated.code, migrated.stderr).toBe(0)
      return { SITE_DATA_DIR: '', DATABASE_URL: roleUrl }
    },
    empty: async () => {
      if (!postgres) throw new Error('PostgreSQL did not start')
      return { SITE_DATA_DIR: '', DATABASE_URL: await freshDatabase(postgres.url, `signups_${++databases}`) }
    },
  },
}

/** The store as the server opens it (creating a missing SQLite file). */
function open(env: Env) {
  return openStore({ dataDir: env.SITE_DATA_DIR || undefined, databaseUrl: env.DATABASE_URL, create: true })
}

function cli(env: Env, ...args: string[]) {
  const child = spawn(process.execPath, [join(root, 'server/signups.js'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, ...output })),
  )
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const hours = (n: number) => n * 3600_000

test('addresses are checked as the browser checks an e-mail field, with a dot in the domain and no IP address for one, then trimmed and lower-cased', () => {
  expect(normalizeEmail('  Ada.Lovelace+News@Example.COM ')).toBe('ada.lovelace+news@example.com')
  for (const bad of [
    '',
    '   ',
    'ada',
    'ada@',
    '@example.com',
    'a b@example.com',
    'ada@exa mple.com',
    'ada@@x.com',
    'a@b',
    'ada@localhost',
    // An IP address is no domain: never mailed, never listed.
    'a@127.0.0.1',
    'ada@10.0.0.1',
    'a@[127.0.0.1]',
    'a@[IPv6:::1]',
    'a@example.123',
  ]) {
    expect(normalizeEmail(bad), JSON.stringify(bad)).toBeUndefined()
  }
  for (const notText of [undefined, null, 42, ['a@example.com'], { email: 'a@example.com' }]) {
    expect(normalizeEmail(notText)).toBeUndefined()
  }
  // Nothing else tightens: what the browser takes (a long local part, formula-like characters) stays an address.
  expect(normalizeEmail('a@b.c')).toBe('a@b.c')
  // Digits are fine anywhere but the last label.
  expect(normalizeEmail('a@1.2.example.com')).toBe('a@1.2.example.com')
  expect(normalizeEmail('a@example.c0m')).toBe('a@example.c0m')
  expect(normalizeEmail(`${'l'.repeat(200)}@example.com`)).toBe(`${'l'.repeat(200)}@example.com`)
  expect(normalizeEmail("=cmd|'/ccalc'!A0@x.com")).toBe("=cmd|'/ccalc'!a0@x.com")
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(maxEmailLength - 64 - 1 - 63 - 1 - 63 - 1)}`
  expect(longest).toHaveLength(maxEmailLength)
  expect(normalizeEmail(longest)).toBe(longest)
  expect(normalizeEmail(`a${longest}`)).toBeUndefined()
})

test('the GRANTs the server role needs: SELECT on the version, SELECT, INSERT and DELETE on the two tables, nothing else', () => {
  expect(postgresGrants('marketing_site')).toEqual([
    'GRANT USAGE ON SCHEMA public TO "marketing_site"',
    'GRANT SELECT ON signups_schema TO "marketing_site"',
    'GRANT SELECT, INSERT, DELETE ON signups, signups_pending TO "marketing_site"',
  ])
})

describe.each(Object.entries(adapters))('the %s store', (kind, adapter) => {
  test('keeps an address once, with its time; a repeat changes nothing', async () => {
    const env = await adapter.create()
    const store = await open(env)
    try {
      expect(store.kind).toBe(kind)
      expect(await store.ready()).toEqual({ ok: true })
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
    const env = await adapter.create()
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
    const env = await adapter.create()
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

  test('pending sign-ups: a token confirms once, an expired one never; a listed address is not kept twice; delete removes pending ones too', async () => {
    const env = await adapter.create()
    const store = await open(env)
    try {
      const t0 = new Date('2030-01-01T00:00:00Z')
      const later = (ms: number) => new Date(t0.getTime() + ms)
      expect(await store.request('pat@example.com', hash('one'), t0, later(hours(48)), 600_000)).toBe('pending')
      // Within ten minutes a second request keeps nothing new (no second mail).
      expect(await store.request('pat@example.com', hash('two'), later(60_000), later(hours(49)), 600_000)).toBe(
        'recent',
      )
      expect(await store.count()).toBe(0)
      expect(await store.count('pending')).toBe(1)
      expect((await store.list('pending')).map((row) => [row.email, row.status])).toEqual([
        ['pat@example.com', 'pending'],
      ])
      expect(await store.confirm(hash('unknown'), later(1000))).toBe(false)
      expect(await store.confirm(hash('one'), later(hours(1)))).toBe(true)
      expect(await store.confirm(hash('one'), later(hours(1)))).toBe(false)
      expect((await store.list()).map((row) => [row.email, row.subscribedAt])).toEqual([
        ['pat@example.com', later(hours(1)).toISOString()],
      ])
      expect(await store.count('pending')).toBe(0)
      // Listed already: nothing pending is kept.
      expect(await store.request('pat@example.com', hash('three'), later(hours(2)), later(hours(50)), 600_000)).toBe(
        'listed',
      )
      expect(await store.count('all')).toBe(1)

      // An expired token confirms nothing, and expired rows go.
      expect(await store.request('old@example.com', hash('old'), t0, later(hours(48)), 600_000)).toBe('pending')
      expect(await store.confirm(hash('old'), later(hours(48)))).toBe(false)
      expect(await store.count('pending')).toBe(0)
      expect(await store.request('gone@example.com', hash('gone'), t0, later(hours(48)), 600_000)).toBe('pending')
      expect(await store.purgeExpired(later(hours(47)))).toBe(0)
      expect(await store.purgeExpired(later(hours(48)))).toBe(1)

      // Delete on request: pending or listed.
      expect(await store.request('ask@example.com', hash('ask'), later(hours(50)), later(hours(98)), 600_000)).toBe(
        'pending',
      )
      expect(await store.remove('ask@example.com')).toBe(true)
      expect(await store.confirm(hash('ask'), later(hours(51)))).toBe(false)
      expect(await store.remove('pat@example.com')).toBe(true)
      expect(await store.count('all')).toBe(0)
    } finally {
      await store.close()
    }
  })

  test('npm run signups: export as CSV, count, delete one address; the list it opened named on standard error', async () => {
    const env = await adapter.create()
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
    expect(exported.stderr).toMatch(new RegExp(`^signups: the early-access list in ${kind}: `))
    expect(exported.stderr).not.toMatch(/password/i)
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
    expect(wrong.stderr).toMatch(/^Usage: npm run signups -- export \[--out FILE\]/)
  })

  test('npm run signups never creates a list: where there is none it says so and fails, and creates nothing', async () => {
    const env = await adapter.empty()
    for (const args of [['count'], ['export'], ['delete', 'ada@example.com'], ['import', join(temp, 'none.csv')]]) {
      const result = await cli(env, ...args)
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(kind === 'sqlite' ? /No early-access list at .*signups\.sqlite/ : /migrate/)
    }
    if (kind === 'sqlite') expect(existsSync(env.SITE_DATA_DIR)).toBe(false)
    else {
      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      const tables = await client.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
      await client.end()
      expect(tables.rows).toEqual([])
    }
  })

  test('export --out writes a CSV a spreadsheet cannot run: cells beginning = + - @ get a leading quote, and a real CSV parser reads the addresses back', async () => {
    const env = await adapter.create()
    const store = await open(env)
    const risky = ["=cmd|'/ccalc'!a0@x.com", '+cmd@x.com', '-2+3@x.com', "'quoted@x.com"]
    try {
      for (const email of [...risky, 'plain@x.com']) {
        expect(normalizeEmail(email), email).toBe(email)
        await store.add(email)
      }
    } finally {
      await store.close()
    }
    const file = join(mkdtempSync(join(temp, 'out-')), 'list.csv')
    const result = await cli(env, 'export', '--out', file)
    expect(result.code, result.stderr).toBe(0)
    expect(result.stdout).toBe('')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const rows: Record<string, string>[] = parse(readFileSync(file, 'utf8'), { columns: true })
    const cells = rows.map((row) => row.email as string)
    for (const cell of [...cells, ...rows.map((row) => row.subscribed_at as string)]) {
      expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/)
    }
    expect(cells.sort()).toEqual(
      ["'+cmd@x.com", "'-2+3@x.com", "'=cmd|'/ccalc'!a0@x.com", "''quoted@x.com", 'plain@x.com'].sort(),
    )

    // import reads it back into a fresh list: the same addresses, their own times; twice changes nothing.
    const other = await adapter.create()
    const imported = await cli(other, 'import', file)
    expect(imported.code, imported.stderr).toBe(0)
    expect(imported.stdout).toMatch(/^Imported 5 new addresses/)
    const twice = await cli(other, 'import', file)
    expect(twice.stdout).toMatch(/^Imported 0 new addresses into the early-access list; 5 already on it/)
    const [before, after] = await Promise.all([open(env), open(other)])
    try {
      // Sorted by address: PostgreSQL orders by its microseconds, the export keeps milliseconds.
      const rowsOf = async (s: typeof before) =>
        (await s.list()).map((row) => `${row.email} ${row.subscribedAt}`).sort()
      expect(await rowsOf(after)).toEqual(await rowsOf(before))
    } finally {
      await Promise.all([before.close(), after.close()])
    }
  })

  test('export lists confirmed addresses only, unless asked: --pending, --all (with a status column)', async () => {
    const env = await adapter.create()
    const store = await open(env)
    try {
      await store.add('listed@example.com')
      const now = new Date()
      await store.request('waiting@example.com', hash('w'), now, new Date(now.getTime() + hours(48)), 600_000)
    } finally {
      await store.close()
    }
    const read = async (...args: string[]) => {
      const result = await cli(env, 'export', ...args)
      expect(result.code, result.stderr).toBe(0)
      return parse(result.stdout, { columns: true }) as Record<string, string>[]
    }
    expect((await read()).map((row) => row.email)).toEqual(['listed@example.com'])
    expect((await read('--pending')).map((row) => [row.email, row.status])).toEqual([
      ['waiting@example.com', 'pending'],
    ])
    expect((await read('--all')).map((row) => [row.email, row.status])).toEqual([
      ['listed@example.com', 'confirmed'],
      ['waiting@example.com', 'pending'],
    ])
    expect((await cli(env, 'count', '--all')).stdout).toBe('2\n')
    expect((await cli(env, 'count', '--pending')).stdout).toBe('1\n')
  })
})

describe('SQLite files', () => {
  test('the data folder and the file are created private to the server user (0700, 0600)', async () => {
    const env = await adapters.sqlite.empty()
    const store = await open(env)
    try {
      await store.add('private@example.com')
      expect(statSync(env.SITE_DATA_DIR).mode & 0o777).toBe(0o700)
      for (const file of readdirSync(env.SITE_DATA_DIR)) {
        expect(statSync(join(env.SITE_DATA_DIR, file)).mode & 0o777, file).toBe(0o600)
      }
      expect(readdirSync(env.SITE_DATA_DIR)).toContain('signups.sqlite-wal')
    } finally {
      await store.close()
    }
  })

  test('export --out over an existing file others may read leaves a file only the server user reads (0600), holding the export alone', async () => {
    const env = await adapters.sqlite.create()
    const store = await open(env)
    try {
      await store.add('mode@example.com')
    } finally {
      await store.close()
    }
    const folder = mkdtempSync(join(temp, 'out-'))
    const file = join(folder, 'list.csv')
    writeFileSync(file, 'an older export, longer than the new one, readable by everyone\n'.repeat(10), { mode: 0o644 })
    chmodSync(file, 0o644)
    const result = await cli(env, 'export', '--out', file)
    expect(result.code, result.stderr).toBe(0)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toMatch(/^email,subscribed_at\nmode@example\.com,\S+\n$/)
    // Nothing left beside it: the new file was written aside and renamed over the old one.
    expect(readdirSync(folder)).toEqual(['list.csv'])
  })

  test('delete leaves no readable trace: no byte of the address in any file of the data folder, while the server holds the file open', async () => {
    const env = await adapters.sqlite.create()
    const server = await open(env)
    try {
      const secret = 'erase.me.completely@example.com'
      for (let i = 0; i < 50; i++) await server.add(`neighbor${i}@example.com`)
      await server.add(secret)
      const now = new Date()
      await server.request('pending.erase@example.com', hash('p'), now, new Date(now.getTime() + hours(48)), 1)
      for (let i = 50; i < 100; i++) await server.add(`neighbor${i}@example.com`)
      const folderHas = (text: string) =>
        readdirSync(env.SITE_DATA_DIR).some((file) => readFileSync(join(env.SITE_DATA_DIR, file)).includes(text))
      // The test would prove nothing if the address were not in the files before.
      expect(folderHas(secret)).toBe(true)
      expect(folderHas('pending.erase@example.com')).toBe(true)
      for (const email of [secret, 'pending.erase@example.com']) {
        const deleted = await cli(env, 'delete', email)
        expect(deleted.code, deleted.stderr).toBe(0)
        expect(folderHas(email)).toBe(false)
      }
      expect(folderHas('neighbor99@example.com')).toBe(true)
      expect(await server.count()).toBe(100)
      // The server's connection goes on writing after the checkpoint.
      expect(await server.add('after@example.com')).toBe(true)
      expect(folderHas(secret)).toBe(false)
    } finally {
      await server.close()
    }
  })

  test('backup while the server writes: a consistent copy with every committed row, WAL included; never over an existing file', async () => {
    const env = await adapters.sqlite.create()
    const server = await open(env)
    try {
      const emails = Array.from({ length: 500 }, (_, i) => `backup${i}@example.com`)
      await Promise.all(emails.map((email) => server.add(email)))
      // The rows are in the WAL, not yet in the main file: a copy of signups.sqlite alone would miss them.
      expect(statSync(join(env.SITE_DATA_DIR, 'signups.sqlite-wal')).size).toBeGreaterThan(0)
      const target = join(mkdtempSync(join(temp, 'backup-')), 'copy.sqlite')
      const writing = Promise.all(Array.from({ length: 200 }, (_, i) => server.add(`during${i}@example.com`)))
      const result = await cli(env, 'backup', target)
      await writing
      expect(result.code, result.stderr).toBe(0)
      expect(statSync(target).mode & 0o777).toBe(0o600)
      const copy = new DatabaseSync(target, { readOnly: true })
      try {
        const copied = copy
          .prepare('SELECT email FROM signups')
          .all()
          .map((row) => String(row.email))
        for (const email of emails) expect(copied).toContain(email)
        expect(copy.prepare('PRAGMA integrity_check').get()?.integrity_check).toBe('ok')
        expect(copy.prepare('PRAGMA user_version').get()?.user_version).toBe(1)
      } finally {
        copy.close()
      }
      const again = await cli(env, 'backup', target)
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/EEXIST/)
    } finally {
      await server.close()
    }
  })

  test('a file from before the schema version is upgraded in place, its addresses kept', async () => {
    const dir = join(mkdtempSync(join(temp, 'data-')), 'old')
    rmSync(dir, { recursive: true, force: true })
    const { mkdirSync } = await import('node:fs')
    mkdirSync(dir)
    const old = new DatabaseSync(join(dir, 'signups.sqlite'))
    old.exec('CREATE TABLE signups (email TEXT PRIMARY KEY NOT NULL, subscribed_at TEXT NOT NULL) STRICT')
    old.exec("INSERT INTO signups VALUES ('early@example.com', '2025-01-01T00:00:00.000Z')")
    old.close()
    const store = await open({ SITE_DATA_DIR: dir, DATABASE_URL: '' })
    try {
      expect(await store.schemaVersion()).toBe(1)
      expect(await store.list()).toEqual([
        { email: 'early@example.com', subscribedAt: '2025-01-01T00:00:00.000Z', status: 'confirmed' },
      ])
    } finally {
      await store.close()
    }
  })
})

describe('backup and moving the list', () => {
  test('PostgreSQL backup is pg_dump or export: the command says so', async () => {
    const env = await adapters.postgres.create()
    const result = await cli(env, 'backup', join(temp, 'pg-backup'))
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/pg_dump/)
    expect(existsSync(join(temp, 'pg-backup'))).toBe(false)
  })

  test('moving from SQLite to PostgreSQL: export --out, migrate, import; twice is the same', async () => {
    const from = await adapters.sqlite.create()
    const store = await open(from)
    try {
      for (let i = 0; i < 20; i++) await store.add(`move${i}@example.com`)
    } finally {
      await store.close()
    }
    const file = join(mkdtempSync(join(temp, 'move-')), 'list.csv')
    expect((await cli(from, 'export', '--out', file)).code).toBe(0)
    const to = await adapters.postgres.create()
    expect((await cli(to, 'import', file)).stdout).toMatch(/^Imported 20 new addresses/)
    expect((await cli(to, 'import', file)).stdout).toMatch(/^Imported 0 new addresses/)
    const a = await cli(from, 'export')
    const b = await cli(to, 'export')
    expect(b.stdout).toBe(a.stdout)
  })

  test('import refuses a file with a line that is no address, and writes nothing', async () => {
    const env = await adapters.sqlite.create()
    const file = join(mkdtempSync(join(temp, 'bad-')), 'bad.csv')
    writeFileSync(
      file,
      'email,subscribed_at\ngood@example.com,2025-01-01T00:00:00.000Z\nnot-an-address,2025-01-01T00:00:00.000Z\n',
    )
    const result = await cli(env, 'import', file)
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/line 3: not an e-mail address/)
    expect((await cli(env, 'count')).stdout).toBe('0\n')
  })
})

describe('PostgreSQL as a DBA runs it', () => {
  test('the server role can use the list but not change the schema; a database without the schema, or an older one, names the command to run', async () => {
    if (!postgres) throw new Error('PostgreSQL did not start')
    const ownerUrl = await freshDatabase(postgres.url, `signups_${++databases}`)
    const roleUrl = await serverRole(ownerUrl)

    const before = await openStore({ databaseUrl: roleUrl })
    try {
      expect(await before.ready()).toEqual({
        ok: false,
        reason: expect.stringMatching(
          /no early-access list .*run `npm run signups -- migrate` as the database's owner/,
        ),
      })
    } finally {
      await before.close()
    }
    // The server role cannot migrate.
    const refused = await cli({ SITE_DATA_DIR: '', DATABASE_URL: roleUrl }, 'migrate')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/permission denied/)

    // A list made by an earlier server (no version table) is adopted with its rows.
    const owner = new pg.Client({ connectionString: ownerUrl })
    await owner.connect()
    await owner.query('CREATE TABLE signups (email text PRIMARY KEY, subscribed_at timestamptz NOT NULL DEFAULT now())')
    await owner.query("INSERT INTO signups VALUES ('early@example.com', '2025-01-01T00:00:00Z')")
    await owner.end()

    const migrated = await cli({ SITE_DATA_DIR: '', DATABASE_URL: ownerUrl }, 'migrate', '--grant', 'site_server')
    expect(migrated.code, migrated.stderr).toBe(0)
    expect(migrated.stdout).toMatch(/^Migrated the early-access list from schema version 0 to 1\./)
    const repeat = await cli({ SITE_DATA_DIR: '', DATABASE_URL: ownerUrl }, 'migrate')
    expect(repeat.stdout).toMatch(/at schema version 1 already/)

    const store = await openStore({ databaseUrl: roleUrl })
    try {
      expect(await store.ready()).toEqual({ ok: true })
      expect((await store.list()).map((row) => row.email)).toEqual(['early@example.com'])
      expect(await store.add('new@example.com')).toBe(true)
      expect(await store.remove('early@example.com')).toBe(true)
    } finally {
      await store.close()
    }
    const role = new pg.Client({ connectionString: roleUrl })
    await role.connect()
    try {
      await expect(role.query('CREATE TABLE sneaky (a int)')).rejects.toThrow(/permission denied/)
      await expect(role.query("UPDATE signups SET email = 'x@example.com'")).rejects.toThrow(/permission denied/)
      await expect(role.query('DROP TABLE signups')).rejects.toThrow(/must be owner/)
    } finally {
      await role.end()
    }
  })

  test('opening a list on a database that is down never throws; ready() says why', async () => {
    const store = await openStore({ databaseUrl: 'postgres://nobody:secret@127.0.0.1:9/none' })
    try {
      expect(store.where).not.toContain('secret')
      expect(await store.ready()).toEqual({ ok: false, reason: expect.stringMatching(/ECONNREFUSED/) })
    } finally {
      await store.close()
    }
    await expect(openStore({ databaseUrl: 'mysql://x@y/z' })).rejects.toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    )
  })
})
