import { describe, expect, test } from 'vitest'
import { launchFacts } from '~/config/launch-facts'
import { brokerConnectionName } from '~/config/settings'
import {
  brokerColumns,
  brokerConnection,
  brokerKeyHandlingLink,
  brokers,
  comingForEveryBroker,
  comingSoonLabel,
  emptyCellMark,
} from '~/content/brokers'
import { builtDocument } from '../support/build-pages'
import { site } from '../support/site'

// /brokers as the build prerendered it (npm run build first), read as markup: what every reader
// gets before any script runs. How it is laid out at each width: tests/e2e/brokers.spec.ts.

const document = builtDocument('/brokers')
const table = document.querySelector('main table')
const rows = [...(table?.querySelectorAll('tbody tr') ?? [])]
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

describe('/brokers table', () => {
  test('keeps the five columns of docs/requirements.md#brokers-page, as column headers', () => {
    expect(text(table?.querySelector('caption'))).toBe('Broker compatibility by asset class')
    const headers = [...(table?.querySelectorAll('thead th') ?? [])]
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(brokerColumns.map(() => 'col'))
    expect(headers.map(text)).toEqual(
      brokerColumns.map((column) =>
        'comingSoon' in column ? `${column.label} (${comingSoonLabel})${comingSoonLabel}` : column.label,
      ),
    )
  })

  test('has one row per broker: its row header, its options cell, and empty futures, crypto and bonus cells', () => {
    expect(rows).toHaveLength(brokers.length)
    for (const [index, row] of rows.entries()) {
      const broker = brokers[index]
      const header = row.querySelector('th[scope="row"]')
      expect(text(header)).toContain(broker?.name)
      const cells = [...row.querySelectorAll('td')]
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(
        brokerColumns.slice(1).map((column) => column.label),
      )
      expect(text(cells[0]), broker?.name).not.toBe('')
      for (const [column, cell] of cells.slice(1).entries()) {
        expect(cell.childNodes, `${broker?.name}: ${cell.getAttribute('data-label')}`).toHaveLength(0)
        expect(cell.getAttribute('data-empty')).toBe(emptyCellMark(brokerColumns[column + 2] ?? brokerColumns[0]))
      }
    }
  })

  test('says under each broker how its accounts connect: the setting’s words, or the "confirmed before launch" marker', () => {
    for (const [index, row] of rows.entries()) {
      const name = brokers[index]?.name ?? ''
      const line = [...row.querySelectorAll('th[scope="row"] p')].find((p) =>
        text(p).startsWith(brokerConnection.label),
      )
      const words = site.brokerConnections[name]
      expect(text(line), name).toBe(`${brokerConnection.label} ${words || brokerConnection.unconfirmed}`)
      const marker = line?.querySelector('[data-unconfirmed]')
      if (words) expect(marker, name).toBeNull()
      else expect(text(marker), name).toBe(brokerConnection.unconfirmed)
    }
  })

  test('each connection line stands for a company fact the launch check names', () => {
    for (const broker of brokers) {
      expect(launchFacts[brokerConnectionName(broker.name)]).toContain(broker.name)
    }
  })

  test('one sentence above the table, written from the data, says futures and crypto are coming for every broker', () => {
    const sentence = document.querySelector('main [data-coming-for-every]')
    expect(comingForEveryBroker(brokers)).toBe('Futures and crypto trading are coming soon for every broker listed.')
    expect(text(sentence)).toBe(comingForEveryBroker(brokers))
    expect(sentence && table && sentence.compareDocumentPosition(table) & 4, 'the sentence comes first').toBeTruthy()
  })

  test('links to what the security page does with a broker connection', () => {
    const links = [...document.querySelectorAll(`main a[href="${brokerKeyHandlingLink.to}"]`)]
    expect(brokerKeyHandlingLink.to).toBe('/security#key-handling')
    expect(links.map(text)).toEqual(['What we do with your broker connection'])
  })
})
