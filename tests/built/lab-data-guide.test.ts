import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { labDataGuidePath, labExampleFiles } from '~/content/lab-files'
import { labFilesPolicy } from '~/content/privacy'
import { alertLogLimit, readAlertLog } from '~/lab/engine/alert-log'
import { alertLogNote } from '~/lab/engine/alert-log-replay'
import { calendarYears } from '~/lab/engine/calendar'
import { chainColumns } from '~/lab/engine/chain-columns'
import { chainRowLimit, readChain } from '~/lab/engine/chain-file'
import { headerSearchLines } from '~/lab/engine/chain-rows'
import { chainFileLimit } from '~/lab/engine/chain-types'
import { evaluate, type Ticket } from '~/lab/engine/evaluate'
import { longDate } from '~/lab/engine/format'
import { spreadLimit } from '~/lab/engine/quotes'
import { templates } from '~/lab/engine/templates'
import { builtDocument, clientFolder, prerenderedPages } from '../support/build-pages'
import { site } from '../support/site'

// The Lab's guide to a visitor's own chain and alert log, as prerendered (run `npm run build`
// first): its column table is the reader's own, its numbers the code's constants, and its worked
// example the engine's two tickets, recomputed here from the example chain the site serves and
// compared cell by cell with what the page shows.

const document = builtDocument(labDataGuidePath)
const main = document.querySelector('main') as Element
const text = (main.textContent ?? '').replace(/\s+/g, ' ')
const cellText = (cell: Element | null | undefined) => (cell?.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The worked example run here: the template at the example chain's moment, from the model and from the chain. */
function tickets(): { model: Ticket; chain: Ticket } {
  const read = readChain(readFileSync(join('public', labExampleFiles.chain), 'utf8'), 'example-chain.csv')
  if (!read.ok) throw new Error(read.problem.message)
  const { chain } = read
  const quoted = chain.quoted
  const template = templates.find((item) => item.id === 'put-credit-spread-45')
  if (template?.strategy.trigger.kind !== 'schedule' || !quoted || chain.spot === undefined)
    throw new Error('the example chain or the template is not what the guide runs')
  const strategy = { ...template.strategy, trigger: { ...template.strategy.trigger, at: quoted.time } }
  const scenario = {
    ...template.scenario,
    market: { ...template.scenario.market, date: quoted.date, time: quoted.time, price: chain.spot },
  }
  const order = (run: ReturnType<typeof evaluate>) => {
    if (run.outcome.kind !== 'order') throw new Error(`the example writes no order: ${run.outcome.kind}`)
    return run.outcome.ticket
  }
  return {
    model: order(evaluate(strategy, scenario)),
    chain: order(evaluate(strategy, scenario, { chain, maxSpreadPercent: spreadLimit.initial })),
  }
}

describe('the Lab’s data guide, prerendered', () => {
  it('lists every column the chain reader reads, with each header word it matches and what a cell holds', () => {
    const rows = [...main.querySelectorAll('tr[data-field]')]
    expect(rows.map((row) => row.getAttribute('data-field'))).toEqual(chainColumns.map((column) => column.field))
    for (const column of chainColumns) {
      const row = main.querySelector(`tr[data-field="${column.field}"]`)
      expect(cellText(row?.querySelector('th [class~="font-semibold"]'))).toBe(column.name)
      expect(cellText(row?.querySelector('[data-words]')).split(', ')).toEqual(column.words)
      expect(cellText(row?.querySelector('[data-reads]'))).toBe(column.reads)
    }
  })

  it('states the Lab’s limits and defaults as its code sets them', () => {
    expect(text).toContain(`first ${headerSearchLines} lines`)
    expect(text).toContain(
      `up to ${chainFileLimit / 1_000_000} MB and ${chainRowLimit.toLocaleString('en-US')} rows of quotes`,
    )
    expect(text).toContain(
      `${spreadLimit.initial}% until you set another, from ${spreadLimit.min}% to ${spreadLimit.max}%`,
    )
    expect(text).toContain(
      `up to ${alertLogLimit.bytes / 1_000_000} MB and ${alertLogLimit.alerts.toLocaleString('en-US')} alerts, on days from ${calendarYears.first} to ${calendarYears.last}`,
    )
    expect(text).toContain(alertLogNote)
    expect(text).toContain(labFilesPolicy)
  })

  it('shows the worked example’s figures as the engine writes them, from the model and from the example chain', () => {
    const { model, chain } = tickets()
    const table = main.querySelector('section[aria-label^="Worked example"] table')
    expect(cellText(table?.querySelector('caption'))).toContain(`${chain.ticker} at $${chain.position.spot.toFixed(2)}`)
    expect([...(table?.querySelectorAll('thead th') ?? [])].map(cellText)).toEqual([
      'Figure',
      'From the model',
      'From the example chain',
    ])
    const shown = new Map(
      [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) => [
        cellText(row.querySelector('th')),
        [...row.querySelectorAll('td')].map(cellText),
      ]),
    )
    const money = (value: number, digits = 0) =>
      `${value < 0 ? '−' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`
    const sign = (value: number, digits: number) => `${value < 0 ? '−' : '+'}${Math.abs(value).toFixed(digits)}`
    const both = (figure: (ticket: Ticket) => string) => [figure(model), figure(chain)]
    expect(shown.get('Expiration')).toEqual(both((ticket) => `${longDate(ticket.expiration)} (${ticket.dte} DTE)`))
    for (const [index, leg] of model.legs.entries()) {
      const quoted = chain.legs[index]
      if (!quoted?.quote) throw new Error('a leg of the chain’s ticket has no quote')
      const name = `${leg.side === 'sell' ? 'Sold' : 'Bought'} ${leg.right}`
      expect(shown.get(`${name}: strike`)).toEqual([String(leg.strike), String(quoted.strike)])
      expect(shown.get(`${name}: bid and ask`)?.[1]).toBe(
        `${money(quoted.quote.bid, 2)} and ${money(quoted.quote.ask, 2)}`,
      )
      expect(shown.get(`${name}: mid`)).toEqual([
        money(leg.mid, 2),
        // To the half cent that a bid and an ask a cent apart give, as the Lab's ticket shows it.
        money(quoted.mid, Math.abs(quoted.mid * 100 - Math.round(quoted.mid * 100)) > 1e-9 ? 3 : 2),
      ])
      // The chain's mid is halfway between its bid and ask, as the page says.
      expect(quoted.mid).toBeCloseTo((quoted.quote.bid + quoted.quote.ask) / 2, 9)
      expect(shown.get(`${name}: IV`)).toEqual([`${leg.iv.toFixed(2)}%`, `${quoted.iv.toFixed(2)}%`])
      expect(shown.get(`${name}: delta`)).toEqual([
        sign(leg.delta, 2).replace('+', ''),
        sign(quoted.delta, 2).replace('+', ''),
      ])
    }
    expect(shown.get('Net mid')).toEqual(both((ticket) => `${money(ticket.mid, 2)} ${ticket.type}`))
    expect(shown.get('Limit')).toEqual(both((ticket) => `${money(ticket.limit, 2)} ${ticket.type}`))
    expect(shown.get('Natural price')?.[1]).toBe(`${money(chain.source?.natural ?? Number.NaN, 2)} ${chain.type}`)
    expect(shown.get('Max profit')).toEqual(both((ticket) => money(ticket.math.maxProfit ?? Number.NaN)))
    expect(shown.get('Max loss')).toEqual(both((ticket) => money(ticket.math.maxLoss ?? Number.NaN)))
    expect(shown.get('Breakeven')).toEqual(
      both((ticket) => ticket.math.breakevens.map((at) => at.toFixed(2)).join(' and ')),
    )
    expect(shown.get('Probability of profit')).toEqual(
      both((ticket) => `${Math.round(ticket.math.probabilityOfProfit * 100)}%`),
    )
    expect(shown.get('Delta')).toEqual(both((ticket) => `${sign(ticket.math.greeks.delta, 1)} shares`))
    expect(shown.get('Theta per day')).toEqual(
      both((ticket) => `${ticket.math.greeks.theta < 0 ? '−' : '+'}${money(Math.abs(ticket.math.greeks.theta), 2)}`),
    )
    expect(shown.get('Vega')).toEqual(
      both(
        (ticket) =>
          `${ticket.math.greeks.vega < 0 ? '−' : '+'}${money(Math.abs(ticket.math.greeks.vega), 2)} per IV point`,
      ),
    )
    // And what each ticket says of its own pricing, in its own words.
    for (const ticket of [model, chain]) {
      expect(text).toContain(ticket.limitWords)
      expect(text).toContain(ticket.expirationWords)
    }
    expect(text).toContain(chain.source?.words)
  })

  it('links the example files, and every link on the page leads to a page or a file the build holds', () => {
    const hrefs = [...main.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href') ?? '')
    expect(hrefs).toEqual(expect.arrayContaining(Object.values(labExampleFiles)))
    const pages = prerenderedPages()
    for (const href of hrefs) {
      const path = href.replace(/[?#].*$/, '')
      expect(pages.includes(path) || existsSync(join(clientFolder, path)), href).toBe(true)
      const fragment = /#(.+)$/.exec(href)?.[1]
      if (fragment && path === labDataGuidePath) expect(document.getElementById(fragment), href).not.toBeNull()
    }
  })

  it('shows pasted alerts the Lab reads as alerts, one a line', () => {
    const pasted = main.querySelector('pre code')?.textContent ?? ''
    const read = readAlertLog(pasted, '')
    if (!read.ok) throw new Error(read.problem.message)
    expect(read.alerts).toHaveLength(pasted.trim().split('\n').length)
    expect(read.alerts.every((logged) => logged.alert !== null)).toBe(true)
  })

  it('sits under the Lab in its breadcrumb trail', () => {
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': { '@type': string; itemListElement?: { item: string }[] }[]
    }
    const trail = graph['@graph'].find((node) => node['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement?.map((item) => new URL(item.item).pathname)).toEqual(['/', '/lab', labDataGuidePath])
    expect(new URL(trail?.itemListElement?.[0]?.item ?? '').origin).toBe(site.origin)
  })
})
