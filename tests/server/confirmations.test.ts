import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  answerWorker,
  checkConfirmationSettings,
  confirmationMail,
  createSignupKeeper,
  tokenHash,
} from '../../server/confirmations.js'
import { createLog } from '../../server/log.js'
import { readServerSettings } from '../../server/settings.js'
import { fromCsvCell, parseCsv, toCsv } from '../../server/signups.js'
import { guardStore, type SignupStore, StoreUnavailableError, withoutAddresses } from '../../server/store.js'

// The pieces of the early-access list that need no server: the store's guard (one log line per
// change of state, fail fast while down, recover by itself), the sign-up keeper and its mail, the
// build/settings agreement, and the CSV cells of the export.

function memoryLog() {
  const lines: string[] = []
  return { lines, log: createLog({ out: (line) => lines.push(line), err: (line) => lines.push(line) }) }
}

/** A store whose every call fails while `down` is set. */
function flakyStore() {
  const state = { down: false, added: [] as string[], pending: new Map<string, string>() }
  const fail = () => {
    if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:5432 while adding ada@example.com')
  }
  const store = {
    kind: 'postgres',
    where: 'postgres://site@db/list',
    ready: async () => (state.down ? { ok: false, reason: 'connect ECONNREFUSED 127.0.0.1:5432' } : { ok: true }),
    add: async (email: string) => {
      fail()
      state.added.push(email)
      return true
    },
    request: async (email: string, hash: string) => {
      fail()
      if (state.added.includes(email)) return 'listed'
      state.pending.set(hash, email)
      return 'pending'
    },
    confirm: async (hash: string) => {
      fail()
      const email = state.pending.get(hash)
      state.pending.delete(hash)
      if (email) state.added.push(email)
      return Boolean(email)
    },
    purgeExpired: async () => 0,
  } as unknown as SignupStore
  return { state, store }
}

describe('guardStore', () => {
  test('a failure is logged once, with a timestamp and without the address; calls then fail at once; it comes back by itself', async () => {
    const { lines, log } = memoryLog()
    const { state, store } = flakyStore()
    const guarded = guardStore(store, { log, retryMs: 20 })
    try {
      await guarded.use((s) => s.add('a@example.com'))
      state.down = true
      await expect(guarded.use((s) => s.add('ada@example.com'))).rejects.toThrow(/ECONNREFUSED/)
      for (let i = 0; i < 5; i++) {
        await expect(guarded.use((s) => s.add(`x${i}@example.com`))).rejects.toBeInstanceOf(StoreUnavailableError)
      }
      expect(guarded.state()).toEqual({ ok: false, reason: expect.stringMatching(/ECONNREFUSED/) })
      // The background check finds the same reason again and again: still one line.
      await new Promise((done) => setTimeout(done, 100))
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z error the early-access list \(postgres: postgres:\/\/site@db\/list\) cannot be used: connect ECONNREFUSED 127\.0\.0\.1:5432 while adding <address>\. Sign-ups answer 503 until it can\.$/,
      )
      state.down = false
      await expect.poll(() => guarded.state().ok, { timeout: 5000 }).toBe(true)
      expect(lines).toHaveLength(2)
      expect(lines[1]).toMatch(/Z info the early-access list .* is reachable again; sign-ups are taken\.$/)
      await guarded.use((s) => s.add('b@example.com'))
      expect(state.added).toEqual(['a@example.com', 'b@example.com'])
      expect(lines.join('\n')).not.toMatch(/ada@|x\d@/)
    } finally {
      guarded.stop()
    }
  })

  test('withoutAddresses hides anything shaped like an address', () => {
    expect(withoutAddresses('550 <ada@example.com>: mailbox unavailable; "b@c.d"')).toBe(
      '550 <<address>>: mailbox unavailable; "<address>"',
    )
    expect(withoutAddresses('duplicate key value violates unique constraint "signups_pkey"')).toBe(
      'duplicate key value violates unique constraint "signups_pkey"',
    )
  })
})

describe('createSignupKeeper', () => {
  const confirmation = {
    hours: 48,
    confirmedUrl: '/#early-access-confirmed',
    origin: 'https://www.example.com',
    siteName: 'Acme',
    from: 'Acme <hello@example.com>',
    path: '/api/early-access',
  }

  test('without the confirmation e-mail, an address goes on the list at once', async () => {
    const { log } = memoryLog()
    const { state, store } = flakyStore()
    const guarded = guardStore(store, { log })
    const keeper = createSignupKeeper({ guarded, log })
    await keeper.signUp('ada@example.com')
    expect(state.added).toEqual(['ada@example.com'])
    expect(
      await answerWorker({ guarded, keeper, description: '', close: async () => {} }, { type: 'confirm', token: 'x' }),
    ).toEqual({
      confirmed: false,
    })
  })

  test('with it, the sign-up is pending and mailed a link whose token is stored only as its hash; a failing mail server is logged once, without the address', async () => {
    const { lines, log } = memoryLog()
    const { state, store } = flakyStore()
    const guarded = guardStore(store, { log })
    const sent: { to: string; text: string }[] = []
    let mailDown = true
    const keeper = createSignupKeeper({
      guarded,
      log,
      confirmation: {
        ...confirmation,
        send: async (mail) => {
          if (mailDown) throw new Error(`Can't send mail - all recipients were rejected: 550 <${mail.to}>`)
          sent.push(mail)
        },
      },
    })
    try {
      await keeper.signUp('ada@example.com')
      await keeper.signUp('bob@example.com')
      await expect.poll(() => lines.length).toBe(1)
      expect(lines[0]).toMatch(/Z error A confirmation e-mail could not be sent \(SITE_SMTP_URL\): .*550 <<address>>$/)
      mailDown = false
      await keeper.signUp('cy@example.com')
      await expect.poll(() => sent.length).toBe(1)
      await expect.poll(() => lines.length).toBe(2)
      expect(lines[1]).toMatch(/Z info Confirmation e-mails are sent again\.$/)
      const token = sent[0]?.text.match(/\?confirm=([\w-]{43})\n/)?.[1] as string
      expect(token).toHaveLength(43)
      // Stored as its hash only, never as the token.
      expect([...state.pending.keys()]).toContain(tokenHash(token))
      expect([...state.pending.keys()].join()).not.toContain(token)
      expect(state.added).toEqual([])
      expect(await keeper.confirm(token)).toBe(true)
      expect(await keeper.confirm(token)).toBe(false)
      expect(state.added).toEqual(['cy@example.com'])
      expect(lines.join('\n')).not.toMatch(/@example\.com/)
    } finally {
      keeper.stop()
    }
  })

  test('the mail: the link on the canonical origin, the lifetime, and what happens if it was not you', () => {
    const mail = confirmationMail(confirmation, 'ada@example.com', 'T'.repeat(43))
    expect(mail).toEqual({
      from: 'Acme <hello@example.com>',
      to: 'ada@example.com',
      subject: 'Confirm your early-access sign-up for Acme',
      text: expect.stringContaining(`https://www.example.com/api/early-access?confirm=${'T'.repeat(43)}\n`),
    })
    expect(mail.text).toMatch(/within 48 hours/)
    expect(mail.text).toMatch(/deleted after 48 hours/)
  })
})

describe('the build and the settings must agree about the confirmation e-mail', () => {
  const built = {
    earlyAccessPath: '/api/early-access',
    earlyAccessConfirm: {
      hours: 48,
      confirmedUrl: '/#early-access-confirmed',
      origin: 'https://www.example.com',
      siteName: 'Acme',
    },
  }
  const smtp = 'smtp://mailer:secret@smtp.example.com:587'
  test.each([
    ['built with it, run with it', built, smtp, 'a@example.com', { ok: true, on: true }],
    ['built and run without it', { earlyAccessPath: '/api/early-access' }, '', '', { ok: true, on: false }],
    ['no list on this site', {}, smtp, '', { ok: true, on: false }],
  ])('%s', (_, manifest, url, from, expected) => {
    expect(checkConfirmationSettings(manifest, { SITE_SMTP_URL: url, SITE_MAIL_FROM: from })).toEqual(expected)
  })
  test('a disagreement is one line saying what to do, without the URL', () => {
    const cases = [
      checkConfirmationSettings(built, { SITE_SMTP_URL: '', SITE_MAIL_FROM: '' }),
      checkConfirmationSettings(
        { earlyAccessPath: '/api/early-access' },
        { SITE_SMTP_URL: smtp, SITE_MAIL_FROM: 'a@b.co' },
      ),
      checkConfirmationSettings(built, { SITE_SMTP_URL: smtp, SITE_MAIL_FROM: '' }),
    ]
    for (const result of cases) {
      expect(result.ok).toBe(false)
      const message = result.ok ? '' : result.message
      expect(message).not.toContain('\n')
      expect(message).not.toContain('secret')
      expect(message).toMatch(/set it|rebuild|SITE_MAIL_FROM must be set/)
    }
  })
  test('SITE_SMTP_URL and SITE_MAIL_FROM are settings like the others: a malformed one stops npm start with one line, the URL never shown', () => {
    expect(() => readServerSettings({ SITE_SMTP_URL: 'mailer:secret@smtp.example.com' })).toThrow(
      /^SITE_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL \(its text is not shown/,
    )
    expect(() => readServerSettings({ SITE_SMTP_URL: 'https://x:secret@y' })).not.toThrow(/secret/)
    expect(() => readServerSettings({ SITE_MAIL_FROM: 'nobody' })).toThrow(/SITE_MAIL_FROM must be an e-mail address/)
    const settings = readServerSettings({ SITE_SMTP_URL: smtp, SITE_MAIL_FROM: 'Acme <hello@example.com>' })
    expect([settings.SITE_SMTP_URL, settings.SITE_MAIL_FROM]).toEqual([smtp, 'Acme <hello@example.com>'])
  })
})

describe('the CSV cells of the export', () => {
  test('any text survives export and import; no cell a spreadsheet reads begins with a formula character', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 4 }), (cells) => {
        const columns = cells.map((_, index) => `c${index}`)
        const [header, row] = parseCsv(toCsv(columns, [cells])).map(({ record }) => record)
        expect(header).toEqual(columns)
        for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
        expect(row?.map(fromCsvCell)).toEqual(cells)
      }),
    )
  })
})
