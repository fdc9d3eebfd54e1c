import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type AlertLogRead, alertLogLimit, type LoggedAlert, readAlertLog } from './alert-log'
import { closedReason, earlyClose, session } from './calendar'

const example = readFileSync(new URL('../../../public/lab/example-alert-log.csv', import.meta.url), 'utf8')

const header = 'Alert ID,Ticker,Name,Description,Time'
/** A CSV cell as TradingView's export writes one: quoted, its quotes doubled. */
const cell = (text: string) => `"${text.replaceAll('"', '""')}"`
/** A row of TradingView's export. */
const row = (message: string, time: string, ticker = 'AMEX:SPY, 5', name = 'SPY alert') =>
  `1001,${cell(ticker)},${cell(name)},${cell(message)},${time}`

function alertsOf(read: AlertLogRead): readonly LoggedAlert[] {
  if (!read.ok) throw new Error(read.problem.message)
  return read.alerts
}
function problemOf(read: AlertLogRead) {
  if (read.ok) throw new Error('The log read without a problem.')
  return read.problem
}
/** The one alert a single-row log reads to. */
function only(message: string, ticker?: string): LoggedAlert {
  const [logged] = alertsOf(readAlertLog([header, row(message, '2026-11-23T15:42:10Z', ticker)].join('\n'), 'log.csv'))
  if (!logged) throw new Error('The log read to no alert.')
  return logged
}

describe('the example alert log', () => {
  const read = readAlertLog(example, 'example-alert-log.csv')

  it('reads as TradingView’s export, oldest first, in Eastern time', () => {
    expect(read).toMatchObject({ ok: true, source: 'tradingview-csv', warnings: [] })
    expect(alertsOf(read).map(({ line, date, time, seconds, ticker }) => [line, date, time, seconds, ticker])).toEqual([
      [15, '2026-11-23', '09:12', 5, 'SPY'],
      [9, '2026-11-23', '10:42', 10, 'SPY'],
      [8, '2026-11-23', '15:31', 0, 'SPY'],
      [7, '2026-11-24', '11:05', 30, 'SPY'],
      [6, '2026-11-25', '13:20', 0, 'SPY'],
      [5, '2026-11-25', '14:00', 2, 'SPY'],
      [4, '2026-11-26', '11:00', 0, 'SPY'],
      [3, '2026-11-27', '10:10', 15, 'SPY'],
      [2, '2026-11-27', '13:45', 0, 'SPY'],
    ])
  })

  it('reads each message: JSON, the strategy’s order message, and a price alert that names no action', () => {
    const alerts = alertsOf(read)
    expect(alerts.map((logged) => logged.alert)).toEqual([
      { ticker: 'SPY', action: 'buy', price: 598.4, time: '2026-11-23T14:10:00Z' },
      { ticker: 'SPY', action: 'buy', price: 601.5, time: '2026-11-23T15:40:00Z' },
      { ticker: 'SPY', action: 'exit', price: 603.1, time: '2026-11-23T20:25:00Z' },
      { ticker: 'SPY', action: 'sell', quantity: 1 },
      { ticker: 'SPY', action: 'sell', price: 599.25, quantity: 2 },
      null,
      { ticker: 'SPY', action: 'buy', price: 600.1, time: '2026-11-26T15:55:00Z' },
      { ticker: 'SPY', action: 'buy', price: 602.8, time: '2026-11-27T15:05:00Z' },
      { ticker: 'SPY', action: 'exit', price: 604.05, time: '2026-11-27T18:40:00Z' },
    ])
    expect(alerts[1]?.message).toBe(
      '{\n  "ticker": "SPY",\n  "action": "buy",\n  "price": 601.50,\n  "time": "2026-11-23T15:40:00Z"\n}',
    )
    expect(alerts[3]).toMatchObject({
      name: 'EMA Cross (9, 21)',
      message: 'EMA Cross (9, 21): order sell @ 1 filled on SPY. New strategy position is -1',
    })
    expect(alerts[5]).toMatchObject({ name: 'SPY 600', message: 'SPY Crossing 600.00', alert: null })
    expect(alerts[5]?.unread).toMatch(/reads no action/)
    expect(alerts.filter((logged) => 'unread' in logged)).toHaveLength(1)
  })

  it('holds the days the replay has to handle, as the calendar has them', () => {
    const alerts = alertsOf(read)
    // Monday: an alert before the 09:30 open.
    expect(session('2026-11-23')).toEqual({ open: 570, close: 960 })
    expect(alerts[0]?.time).toBe('09:12')
    // Thanksgiving: the market is closed all day.
    expect(closedReason('2026-11-26')).toBe('Thanksgiving Day')
    expect(alerts.filter((logged) => logged.date === '2026-11-26')).toHaveLength(1)
    // The day after: an early close at 13:00, and an alert after it.
    expect(earlyClose('2026-11-27')).toBe('Day after Thanksgiving')
    expect(session('2026-11-27')).toEqual({ open: 570, close: 780 })
    expect(alerts.at(-1)).toMatchObject({ date: '2026-11-27', time: '13:45' })
  })
})

describe('times', () => {
  const timeOf = (time: string) => {
    const [logged] = alertsOf(readAlertLog([header, row('SPY buy', time)].join('\n'), 'log.csv'))
    return [logged?.date, logged?.time, logged?.seconds]
  }

  it('convert UTC to Eastern on either side of the end of daylight saving time', () => {
    // Friday 2026-10-30 is daylight time (UTC−4); Monday 2026-11-02, after Sunday 1 November, standard (UTC−5).
    expect(timeOf('2026-10-30T14:30:00Z')).toEqual(['2026-10-30', '10:30', 0])
    expect(timeOf('2026-11-02T14:30:00Z')).toEqual(['2026-11-02', '09:30', 0])
    expect(timeOf('2026-11-02T15:30:00Z')).toEqual(['2026-11-02', '10:30', 0])
    // And at its start, Monday 2026-03-09 after Sunday 8 March.
    expect(timeOf('2026-03-06T15:30:00Z')).toEqual(['2026-03-06', '10:30', 0])
    expect(timeOf('2026-03-09T14:30:00Z')).toEqual(['2026-03-09', '10:30', 0])
  })

  it('read milliseconds, offsets, and a UTC evening that is the same Eastern day', () => {
    expect(timeOf('2021-05-20T02:44:05.000Z')).toEqual(['2021-05-19', '22:44', 5])
    expect(timeOf('2026-11-23T10:42:10-05:00')).toEqual(['2026-11-23', '10:42', 10])
    expect(timeOf('2026-11-23T21:12:10+0530')).toEqual(['2026-11-23', '10:42', 10])
    expect(timeOf('2026-11-24T02:00:00Z')).toEqual(['2026-11-23', '21:00', 0])
  })

  it('read a time without a zone as Eastern, as written', () => {
    expect(timeOf('2026-11-23 10:42')).toEqual(['2026-11-23', '10:42', 0])
    expect(timeOf('2026-07-15 10:42:59')).toEqual(['2026-07-15', '10:42', 59])
    expect(timeOf('11/23/2026 10:42 AM')).toEqual(['2026-11-23', '10:42', 0])
    expect(timeOf('11/23/2026 12:05 PM')).toEqual(['2026-11-23', '12:05', 0])
    expect(timeOf('11/23/2026 12:05 AM')).toEqual(['2026-11-23', '00:05', 0])
  })

  it('put alerts in order by the instant they fired, whichever way each time is written', () => {
    const text = [
      header,
      row('SPY exit', '2026-11-23 10:43'),
      row('SPY sell', '2026-11-23T15:42:30Z'),
      row('SPY buy', '2026-11-23 10:42:10'),
    ].join('\n')
    expect(alertsOf(readAlertLog(text, 'log.csv')).map((logged) => logged.alert?.action)).toEqual([
      'buy',
      'sell',
      'exit',
    ])
  })
})

describe('order', () => {
  it('turns TradingView’s newest-first export oldest first, keeping the log’s order within a second', () => {
    const text = [
      header,
      row('SPY exit', '2026-11-24T15:00:00Z'),
      row('SPY sell', '2026-11-23T16:00:00Z'),
      row('SPY buy @ 601', '2026-11-23T15:00:00Z'),
      row('SPY buy @ 600', '2026-11-23T15:00:00Z'),
    ].join('\n')
    expect(alertsOf(readAlertLog(text, 'log.csv')).map((logged) => [logged.line, logged.message])).toEqual([
      [4, 'SPY buy @ 601'],
      [5, 'SPY buy @ 600'],
      [3, 'SPY sell'],
      [2, 'SPY exit'],
    ])
  })
})

describe('the CSV’s columns', () => {
  it('are found by their header words in any case and order; other columns are passed over', () => {
    const text = [
      'time;MESSAGE;Symbol;Alert name;Webhook status',
      '2026-11-23T15:42:10Z;"{""ticker"":""QQQ"",""action"":""buy""}";NASDAQ:QQQ;QQQ open;Webhook successfully delivered',
    ].join('\r\n')
    expect(alertsOf(readAlertLog(`\uFEFF${text}`, 'log.csv'))).toEqual([
      {
        line: 2,
        date: '2026-11-23',
        time: '10:42',
        seconds: 10,
        ticker: 'QQQ',
        name: 'QQQ open',
        message: '{"ticker":"QQQ","action":"buy"}',
        alert: { ticker: 'QQQ', action: 'buy' },
      },
    ])
  })

  it('without a Ticker or Name column, leave the ticker to the message and the name empty', () => {
    const read = readAlertLog('Description,Time\nSPY buy,2026-11-23T15:42:10Z', 'log.csv')
    expect(alertsOf(read)[0]).toMatchObject({ ticker: 'SPY', name: '', alert: { ticker: 'SPY', action: 'buy' } })
  })

  it('keep a row’s first line where its message runs over several', () => {
    const text = [
      header,
      row('{\n"ticker": "SPY",\n"action": "buy"\n}', '2026-11-23T15:42:10Z'),
      row('SPY exit', '2026-11-23T16:00:00Z'),
    ]
    expect(alertsOf(readAlertLog(text.join('\n'), 'log.csv')).map((logged) => logged.line)).toEqual([2, 6])
  })
})

describe('pasted alerts', () => {
  it('read one a line, its time first, with empty lines passed over', () => {
    const text = [
      '',
      '2026-11-23 10:42 {"ticker":"SPY","action":"buy","price":601.5}',
      '2026-11-23T15:50:10Z SPY sell @ 602.10',
      '   ',
      '11/23/2026 11:15 AM AMEX:SPY exit',
      '2026-11-23 11:30 ET, BUY QQQ price: 510.25',
    ].join('\n')
    const read = readAlertLog(text, '')
    expect(read).toMatchObject({ ok: true, source: 'pasted', warnings: [] })
    expect(alertsOf(read)).toEqual([
      {
        line: 2,
        date: '2026-11-23',
        time: '10:42',
        seconds: 0,
        ticker: 'SPY',
        name: '',
        message: '{"ticker":"SPY","action":"buy","price":601.5}',
        alert: { ticker: 'SPY', action: 'buy', price: 601.5 },
      },
      {
        line: 3,
        date: '2026-11-23',
        time: '10:50',
        seconds: 10,
        ticker: 'SPY',
        name: '',
        message: 'SPY sell @ 602.10',
        alert: { ticker: 'SPY', action: 'sell', price: 602.1 },
      },
      {
        line: 5,
        date: '2026-11-23',
        time: '11:15',
        seconds: 0,
        ticker: 'SPY',
        name: '',
        message: 'AMEX:SPY exit',
        alert: { ticker: 'SPY', action: 'exit' },
      },
      {
        line: 6,
        date: '2026-11-23',
        time: '11:30',
        seconds: 0,
        ticker: 'QQQ',
        name: '',
        message: 'BUY QQQ price: 510.25',
        alert: { ticker: 'QQQ', action: 'buy', price: 510.25 },
      },
    ])
  })

  it('keep a line whose message is missing, as unread', () => {
    expect(alertsOf(readAlertLog('2026-11-23 10:42', ''))[0]).toMatchObject({
      message: '',
      alert: null,
      unread: 'The message is empty, so it names no action.',
    })
  })

  it('do not take AM, ET or Z from a ticker that starts with them', () => {
    const alerts = alertsOf(readAlertLog('2026-11-23 10:42 AMZN buy\n2026-11-23 10:43 ETH buy', ''))
    expect(alerts.map((logged) => [logged.time, logged.message])).toEqual([
      ['10:42', 'AMZN buy'],
      ['10:43', 'ETH buy'],
    ])
  })
})

describe('messages', () => {
  it('in JSON read as the alert editor reads them', () => {
    expect(
      only('{"ticker":"amex:spy","action":"BUY","price":"601.5","quantity":"2","sentiment":"Long"}').alert,
    ).toEqual({
      ticker: 'SPY',
      action: 'buy',
      price: 601.5,
      quantity: 2,
      sentiment: 'long',
    })
  })

  it('as TradingView’s default strategy order message give the action, the contracts and the ticker, with no price', () => {
    expect(
      only('My Strategy (20, 2): order buy @ 1 filled on AMEX:SPY. New strategy position is 1', 'AMEX:SPY, 5').alert,
    ).toEqual({ ticker: 'SPY', action: 'buy', quantity: 1 })
    // An order that leaves the strategy flat closes the position and opens none.
    expect(only('My Strategy (20, 2): order sell @ 3 filled on SPY. New strategy position is 0').alert).toEqual({
      ticker: 'SPY',
      action: 'sell',
      quantity: 3,
      sentiment: 'flat',
    })
  })

  it('in plain words give one action, at most one price, and the ticker', () => {
    expect(only('SPY crossed above VWAP, buy @ 601.50', 'AMEX:SPY, 5').alert).toEqual({
      ticker: 'SPY',
      action: 'buy',
      price: 601.5,
    })
    expect(only('Close SPY now', '').alert).toEqual({ ticker: 'SPY', action: 'exit' })
    expect(only('Sell signal, price=$599.2', 'SPY').alert).toEqual({ ticker: 'SPY', action: 'sell', price: 599.2 })
    // "close" before a number is the bar's closing price, not an action.
    expect(only('SPY buy, close 601.50', '').alert).toEqual({ ticker: 'SPY', action: 'buy' })
    expect(only('Buy 2 contracts at the open', 'SPY').alert).toEqual({ ticker: 'SPY', action: 'buy' })
    expect(only('SPY sell-off warning, buy-side volume high').alert).toBeNull()
    // The log's Ticker column names the ticker over the message's words.
    expect(only('QQQ buy', 'AMEX:SPY, 5').alert).toEqual({ ticker: 'SPY', action: 'buy' })
  })

  it('that read as no alert are kept, with why', () => {
    const unread = (message: string, ticker?: string) => {
      const logged = only(message, ticker)
      expect(logged.alert).toBeNull()
      return logged.unread
    }
    expect(unread('')).toBe('The message is empty, so it names no action.')
    expect(unread('{"ticker":"{{ticker}}","action":"buy"}')).toBe(
      'The message still holds {{ticker}}, which TradingView left unfilled; the Lab reads a message as it arrived.',
    )
    expect(unread('{"ticker":"SPY","action":"buy",}')).toMatch(/^This is not valid JSON\. Line 1, column \d+\.$/)
    expect(unread('{"ticker":"SPY","action":"hold"}')).toBe(
      '"action" must be buy, sell, exit, cancel or add; found "hold".',
    )
    expect(unread('{"ticker":"SPY","action":"buy","price":601,"signalPrice":602}')).toMatch(/disagree/)
    expect(unread('SPY Crossing 600.00')).toBe(
      'The message is not JSON, nor TradingView’s strategy order message, nor plain words naming buy, sell, exit or close, so the Lab reads no action in it.',
    )
    expect(unread('Sell to close SPY')).toBe(
      'The message names sell and close; the Lab reads a plain message only when it names one action.',
    )
    expect(unread('SPY buy @ 601 or @ 602')).toBe(
      'The message names the prices 601 and 602; the Lab reads a plain message only when it names one.',
    )
    expect(unread('time to buy', '')).toBe(
      'The message names no ticker; start it with the symbol in capitals, such as SPY buy.',
    )
    expect(unread('buy', 'BINANCE:BTCUSDT, 1m')).toBe(
      'Read as a plain message, it does not make an alert: "ticker" must be a symbol such as "SPY" or "AMEX:SPY"; found "BTCUSDT".',
    )
    expect(unread('S (5): order buy @ 0.5 filled on SPY. New strategy position is 0.5')).toBe(
      'Read as TradingView’s strategy order message, it does not make an alert: "quantity" must be a whole number from 1 to 10,000; found 0.5.',
    )
  })

  it('name the fields the Lab passes over once, with every line they are on', () => {
    const text = [
      header,
      row('{"ticker":"SPY","action":"buy","secret":"x"}', '2026-11-23T15:42:10Z'),
      row('{"ticker":"SPY","action":"sell","secret":"x"}', '2026-11-23T15:52:10Z'),
      row('{"ticker":"SPY","action":"exit","strategy":"x"}', '2026-11-23T16:02:10Z'),
    ].join('\n')
    const read = readAlertLog(text, 'log.csv')
    expect(read.ok && read.warnings).toEqual([
      'Lines 2 and 3: Unknown field "secret" is ignored; the Lab reads ticker, action, price, signalPrice, sentiment, quantity, takeProfit, stopLoss, time, message.',
      'Line 4: Unknown field "strategy" is ignored; the Lab reads ticker, action, price, signalPrice, sentiment, quantity, takeProfit, stopLoss, time, message.',
    ])
  })
})

describe('problems stop the read and name where they are', () => {
  it('an empty text', () => {
    expect(problemOf(readAlertLog(' \n\n', 'log.csv'))).toEqual({
      line: 0,
      column: null,
      message:
        '“log.csv” is empty: export the log from TradingView’s Alerts log, or paste one alert a line, its time first.',
    })
    expect(problemOf(readAlertLog('', '')).message).toMatch(/^The text is empty: /)
  })

  it('a header with no Time column, or no message column', () => {
    expect(problemOf(readAlertLog('Alert ID,Ticker,Name,Description\n1,SPY,x,SPY buy', 'log.csv'))).toEqual({
      line: 1,
      column: 'Time',
      message:
        'Line 1, column “Time”: the header has no Time or Date column; TradingView’s alert log export names its columns Alert ID, Ticker, Name, Description and Time.',
    })
    expect(
      problemOf(
        readAlertLog('Trade #,Type,Signal,Date/Time,Price\n1,Entry Long,Long,2026-11-23 10:42,601', 'trades.csv'),
      ),
    ).toEqual({
      line: 1,
      column: 'Description',
      message:
        'Line 1, column “Description”: the header has no Description or Message column, so no alert’s message can be read; TradingView’s alert log export names its columns Alert ID, Ticker, Name, Description and Time.',
    })
  })

  it('a time that is none, with its line and column', () => {
    const text = [
      header,
      row('{\n"ticker": "SPY",\n"action": "buy"\n}', '2026-11-23T15:42:10Z'),
      row('SPY exit', 'Nov 23, 10:42'),
    ].join('\n')
    expect(problemOf(readAlertLog(text, 'log.csv'))).toEqual({
      line: 6,
      column: 'Time',
      message:
        'Line 6, column “Time”: “Nov” is not a time; TradingView writes 2026-11-23T15:42:10Z (UTC), and a time with no zone, such as 2026-11-23 10:42, is read as Eastern.',
    })
    const at = (time: string) => problemOf(readAlertLog([header, row('SPY buy', time)].join('\n'), 'log.csv'))
    expect(at('2026-02-30T15:42:10Z').message).toBe(
      'Line 2, column “Time”: “2026-02-30T15:42:10Z” is not a time: 2026-02-30 is no day of the calendar.',
    )
    expect(at('2026-11-23T25:42:10Z').message).toMatch(/^Line 2, column “Time”: “2026-11-23T25:42:10Z” is not a time: /)
    expect(at('11/23/2026 13:05 PM').message).toBe(
      'Line 2, column “Time”: “11/23/2026 13:05 PM” is not a time: with AM or PM the hour is 1 to 12.',
    )
    expect(at('2026-11-23T15:42:10Z later').message).toMatch(
      /^Line 2, column “Time”: “2026-11-23T15:42:10Z later” is not a time; /,
    )
    expect(at('')).toEqual({
      line: 2,
      column: 'Time',
      message: 'Line 2, column “Time”: the cell is empty; every alert needs the time it fired.',
    })
  })

  it('a day outside the Lab’s calendar, in Eastern time', () => {
    const at = (time: string) => readAlertLog([header, row('SPY buy', time)].join('\n'), 'log.csv')
    expect(problemOf(at('2000-01-01T03:00:00Z'))).toEqual({
      line: 2,
      column: 'Time',
      message: 'Line 2, column “Time”: 1999-12-31 is outside the years the Lab’s calendar covers, 2000 to 2099.',
    })
    expect(problemOf(at('2100-01-01 09:30')).message).toMatch(/2100-01-01 is outside/)
    expect(alertsOf(at('2100-01-01T03:00:00Z'))[0]?.date).toBe('2099-12-31')
  })

  it('a pasted line that does not start with a time, or a day outside the calendar', () => {
    expect(problemOf(readAlertLog('2026-11-23 10:42 SPY buy\nSPY sell', ''))).toEqual({
      line: 2,
      column: null,
      message:
        'Line 2: “SPY” is not a time; TradingView writes 2026-11-23T15:42:10Z (UTC), and a time with no zone, such as 2026-11-23 10:42, is read as Eastern. Paste one alert a line, its time first, such as 2026-11-23 10:42 {"ticker": "SPY", "action": "buy", "price": 601.5}.',
    })
    expect(problemOf(readAlertLog('2026-11-23 10:42 SPY buy\n1999-11-23 10:42 SPY sell', ''))).toEqual({
      line: 2,
      column: null,
      message: 'Line 2: 1999-11-23 is outside the years the Lab’s calendar covers, 2000 to 2099.',
    })
    expect(problemOf(readAlertLog('SPY buy', '')).message).toMatch(/^Line 1: “SPY” is not a time; /)
  })

  it('a quoted cell that never ends, at the line its quote opens', () => {
    const text = [
      header,
      row('SPY buy', '2026-11-23T15:42:10Z'),
      '1,SPY,x,"SPY "" sell,2026-11-23T16:42:10Z',
      '2,SPY,x,SPY exit,2026-11-23T17:42:10Z',
    ]
    expect(problemOf(readAlertLog(text.join('\n'), 'log.csv'))).toEqual({
      line: 3,
      column: null,
      message: 'Line 3: a quoted cell starts here and never ends, so the rest of the file cannot be read as CSV.',
    })
    expect(problemOf(readAlertLog([header, '1,SPY,x,"SPY buy,2026-11-23T15:42:10Z'].join('\n'), 'log.csv'))).toEqual({
      line: 2,
      column: null,
      message: 'Line 2: a quoted cell starts here and never ends, so the rest of the file cannot be read as CSV.',
    })
  })

  it('a text over the size limit, with its size and the limit', () => {
    const text = `${header}\n${row('SPY buy', '2026-11-23T15:42:10Z')}\n`.padEnd(alertLogLimit.bytes + 1, ' ')
    expect(problemOf(readAlertLog(text, 'big.csv'))).toEqual({
      line: 0,
      column: null,
      message:
        '“big.csv” is 2,000,001 bytes (2 MB); the Lab reads an alert log of up to 2,000,000 bytes (2 MB). Export a shorter period.',
    })
    // Counted in UTF-8 bytes, not characters.
    const wide = 'é'.repeat(alertLogLimit.bytes / 2 + 1)
    expect(problemOf(readAlertLog(wide, '')).message).toMatch(/^The text is 2,000,002 bytes/)
  })

  it('more alerts than the Lab replays, at the first one over', () => {
    const lines = (count: number) =>
      Array.from(
        { length: count },
        (_, index) =>
          `2026-11-23 ${String(10 + (Math.floor(index / 60) % 6)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')} SPY buy`,
      )
    expect(alertsOf(readAlertLog(lines(alertLogLimit.alerts).join('\n'), ''))).toHaveLength(5_000)
    expect(problemOf(readAlertLog(lines(alertLogLimit.alerts + 1).join('\n'), ''))).toEqual({
      line: 5_001,
      column: null,
      message:
        'Line 5001: the log holds more than 5,000 alerts, the most the Lab replays at once; export a shorter period.',
    })
    const rows = Array.from({ length: alertLogLimit.alerts + 1 }, () => row('SPY buy', '2026-11-23T15:42:10Z'))
    expect(problemOf(readAlertLog([header, ...rows].join('\n'), 'log.csv')).line).toBe(5_002)
  })
})
