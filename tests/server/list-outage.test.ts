import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Signups } from '../../server/confirmations.js'
import { createLog } from '../../server/log.js'
import { readServerSettings } from '../../server/settings.js'
import { createSignupWriter } from '../../server/signup-writer.js'
import { guardStore, type SignupStore } from '../../server/store.js'

// The early-access list's outages without a server: the guard's hysteresis (a store that reads but
// cannot write must not flap between ready and not) and the primary's opening, retried with backoff
// instead of stopping npm start. The real read-only folder and full disk: tests/server/process-life.test.ts.

afterEach(() => {
  vi.useRealTimers()
})

function memoryLog() {
  const lines: string[] = []
  return { lines, log: createLog({ out: (line) => lines.push(line), err: (line) => lines.push(line) }) }
}

describe('guardStore', () => {
  test('a check takes the store down only after two failures in a row, up only after two successes; one line each way', async () => {
    const { lines, log } = memoryLog()
    const answers: boolean[] = []
    const store = {
      kind: 'sqlite',
      where: '/data/signups.sqlite',
      ready: async () => (answers.shift() ? { ok: true } : { ok: false, reason: 'SQLite: database or disk is full' }),
    } as unknown as SignupStore
    const guarded = guardStore(store, { log, retryMs: 60_000 })
    try {
      answers.push(true, false, true, false, false, true, false, true, true)
      expect((await guarded.check()).ok).toBe(true) // seen up once
      expect((await guarded.check()).ok).toBe(true) // one failure: still up
      expect((await guarded.check()).ok).toBe(true)
      expect((await guarded.check()).ok).toBe(true) // one failure again
      expect(await guarded.check()).toEqual({ ok: false, reason: 'SQLite: database or disk is full' })
      expect((await guarded.check()).ok).toBe(false) // one success: still down
      expect((await guarded.check()).ok).toBe(false)
      expect((await guarded.check()).ok).toBe(false)
      expect((await guarded.check()).ok).toBe(true) // two successes in a row
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(
        / error the early-access list \(sqlite: .*\) cannot be used: SQLite: database or disk is full\./,
      )
      expect(lines[1]).toMatch(/ info the early-access list .* is reachable again/)
    } finally {
      guarded.stop()
    }
  })

  test('a list never reached is down at its first failed check, with the reason that says what to do', async () => {
    const { lines, log } = memoryLog()
    const reason = 'it has no early-access list (no signups_schema table): run `npm run signups -- migrate`'
    const store = { kind: 'postgres', where: 'postgres://site@db/list', ready: async () => ({ ok: false, reason }) }
    const guarded = guardStore(store as unknown as SignupStore, { log, retryMs: 60_000 })
    try {
      expect(await guarded.check()).toEqual({ ok: false, reason })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain('run `npm run signups -- migrate`')
    } finally {
      guarded.stop()
    }
  })
})

describe('the primary opening the list', () => {
  const config = readServerSettings({})

  test('a list that cannot be opened: one line, sign-ups failed at once, not ready, retried after 1, 2, 4 … s, one line when it opens', async () => {
    vi.useFakeTimers()
    const { lines, log } = memoryLog()
    let attempts = 0
    let broken = true
    const opened = {
      guarded: { check: async () => ({ ok: true }) },
      keeper: { signUp: async () => {}, confirm: async () => false, stop: () => {} },
      description: 'sqlite: /data/signups.sqlite',
      close: async () => {},
    } as unknown as Signups
    const open = async () => {
      attempts++
      if (broken) throw new Error("EROFS: read-only file system, open '/data/signups.sqlite'")
      return opened
    }
    const fatal: string[] = []
    const writer = createSignupWriter({ config, log, onFatal: (message) => fatal.push(message), open })
    writer.open({ csp: {}, earlyAccessPath: '/api/early-access' })
    await vi.advanceTimersByTimeAsync(0)
    expect(attempts).toBe(1)
    expect(await writer.answer({ type: 'signup', email: 'a@example.com' })).toEqual({ failed: true })
    expect(await writer.readiness()).toEqual({ ok: false, reason: 'the early-access list cannot be opened' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(attempts).toBe(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(attempts).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toBe(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(attempts).toBe(4)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/ error Cannot open the early-access list: EROFS: .*Pages are served; sign-ups answer 503/)
    broken = false
    await vi.advanceTimersByTimeAsync(8000)
    expect(attempts).toBe(5)
    expect(await writer.answer({ type: 'signup', email: 'a@example.com' })).toEqual({ ok: true })
    expect(await writer.readiness()).toEqual({ ok: true })
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/ info The early-access list can be opened again; sign-ups are taken\.$/),
      expect.stringMatching(/ info Keeping the early-access list \(\/api\/early-access\) in sqlite: /),
    ])
    expect(fatal).toEqual([])
    await writer.close()
  })

  test('settings that disagree with the build stop npm start (no retry mends them)', () => {
    const fatal: string[] = []
    const writer = createSignupWriter({
      config: readServerSettings({ SITE_SMTP_URL: 'smtp://mail.example:587', SITE_MAIL_FROM: 'a@example.com' }),
      log: memoryLog().log,
      onFatal: (message) => fatal.push(message),
      open: async () => {
        throw new Error('not reached')
      },
    })
    writer.open({ csp: {}, earlyAccessPath: '/api/early-access' })
    expect(fatal).toEqual([
      expect.stringMatching(/^Cannot open the early-access list: SITE_SMTP_URL is set, but this build/),
    ])
  })
})
