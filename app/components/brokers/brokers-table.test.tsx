import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type Broker,
  brokerColumns,
  brokerConnection,
  brokerKeyHandlingLink,
  brokers,
  columnsEmptyForEvery,
  comingForEveryBroker,
  comingSoonLabel,
  emptyCellMark,
} from '~/content/brokers'
import { BrokerCompatibility } from './broker-compatibility'
import { BrokersTable } from './brokers-table'
import { drawBrokersTable } from './brokers-table.server'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const bodyRows = () => screen.getAllByRole('row').slice(1)
const connectionLine = (row: HTMLElement) =>
  within(within(row).getByRole('rowheader')).getByText(brokerConnection.label, { exact: false })
/** The cells a phone's broker card leaves out of view (screen readers keep them). */
const outOfCards = (cell: HTMLElement) => cell.className.split(/\s+/).includes('max-md:sr-only')

describe('BrokersTable', () => {
  it('keeps every column of the brokers page and every cell, the futures, crypto and bonus ones empty', () => {
    render(<BrokersTable drawn={drawBrokersTable()} />)
    const table = screen.getByRole('table', { name: 'Broker compatibility by asset class' })
    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual([
      'Broker',
      'Options',
      `Futures (${comingSoonLabel})${comingSoonLabel}`,
      `Crypto (${comingSoonLabel})${comingSoonLabel}`,
      'Bonus',
    ])
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col')
    expect(bodyRows()).toHaveLength(brokers.length)
    for (const [index, row] of bodyRows().entries()) {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(brokers[index]?.name ?? '')
      const [options, ...extras] = within(row).getAllByRole('cell')
      expect(options).not.toBeEmptyDOMElement()
      expect(extras.map((cell) => cell.dataset.label)).toEqual(['Futures', 'Crypto', 'Bonus'])
      for (const cell of extras) expect(cell).toBeEmptyDOMElement()
    }
  })

  it('shows under each broker how it connects, marked "confirmed before launch" while unset', () => {
    render(<BrokersTable drawn={drawBrokersTable()} />)
    for (const row of bodyRows()) {
      const line = connectionLine(row)
      expect(line).toHaveTextContent(`${brokerConnection.label} ${brokerConnection.unconfirmed}`)
      const marker = within(line).getByText(brokerConnection.unconfirmed)
      expect(marker).toHaveAttribute('data-unconfirmed')
      expect(marker).toHaveClass('italic', 'border-dashed')
    }
  })

  it('shows the company’s words once a broker’s connection is set, and the marker for the others', async () => {
    vi.stubEnv('SITE_BROKER_ALPACA_CONNECTION', 'API key with trade-only permission')
    vi.stubEnv('SITE_BROKER_CHARLES_SCHWAB_CONNECTION', 'OAuth sign-in')
    vi.resetModules()
    const { drawBrokersTable: draw } = await import('./brokers-table.server')
    render(<BrokersTable drawn={draw()} />)
    const said: Record<string, string> = {
      Alpaca: 'API key with trade-only permission',
      'Charles Schwab': 'OAuth sign-in',
    }
    for (const [index, row] of bodyRows().entries()) {
      const name = brokers[index]?.name ?? ''
      const line = connectionLine(row)
      const words = said[name]
      if (words) {
        expect(line, name).toHaveTextContent(`${brokerConnection.label} ${words}`)
        expect(line.querySelector('[data-unconfirmed]'), name).toBeNull()
      } else {
        expect(line, name).toHaveTextContent(brokerConnection.unconfirmed)
      }
    }
  })

  it('says once, above the cards, what every broker’s empty futures and crypto cells would', () => {
    render(<BrokersTable drawn={drawBrokersTable()} />)
    const sentence = comingForEveryBroker(brokers)
    expect(sentence).toBe('Futures and crypto trading are coming soon for every broker listed.')
    const shown = screen.getByText(sentence ?? '')
    expect(shown).toHaveClass('md:hidden')
    // Above the table, in reading order.
    expect(shown.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // Those cells are out of the cards, not out of the table.
    for (const row of bodyRows()) {
      const [options, ...extras] = within(row).getAllByRole('cell')
      expect(outOfCards(options as HTMLElement)).toBe(false)
      for (const cell of extras) expect(outOfCards(cell)).toBe(true)
    }
  })

  it('derives the sentence and the hidden cells from the data: a broker with futures shows them again', () => {
    const withFutures: Broker[] = brokers.map((broker) =>
      broker.name === 'Alpaca' ? { ...broker, futures: true } : broker,
    )
    expect(columnsEmptyForEvery(withFutures).map((column) => column.key)).toEqual(['crypto', 'bonus'])
    expect(comingForEveryBroker(withFutures)).toBe('Crypto trading is coming soon for every broker listed.')
    const withBoth = withFutures.map((broker) =>
      broker.name === 'Webull' ? { ...broker, crypto: true as const } : broker,
    )
    expect(comingForEveryBroker(withBoth)).toBeUndefined()

    render(<BrokersTable rows={withFutures} drawn={drawBrokersTable(withFutures)} />)
    expect(screen.queryByText(/Futures and crypto/)).toBeNull()
    expect(screen.getByText('Crypto trading is coming soon for every broker listed.')).toBeInTheDocument()
    const futuresColumn = brokerColumns[2]
    for (const [index, row] of bodyRows().entries()) {
      const futures = within(row).getAllByRole('cell')[1] as HTMLElement
      expect(futures.dataset.label).toBe(futuresColumn.label)
      // Every card shows the futures field again: the check mark, or the coming-soon note for the rest.
      expect(outOfCards(futures)).toBe(false)
      expect(futures).toHaveClass('max-md:cell-label')
      if (withFutures[index]?.futures) expect(futures).toHaveTextContent('Supported')
      else {
        expect(futures).toBeEmptyDOMElement()
        expect(futures.dataset.empty).toBe(emptyCellMark(futuresColumn))
      }
    }
  })

  it('keeps the sentence for the whole list while the finder shows a part of it', () => {
    render(<BrokersTable rows={brokers.slice(0, 1)} drawn={drawBrokersTable()} />)
    expect(screen.getByText(comingForEveryBroker(brokers) ?? '')).toBeInTheDocument()
  })
})

/** The page's lead, with the table as the brokers page's loader draws it. */
function Compatibility() {
  return <BrokerCompatibility table={drawBrokersTable()} />
}

describe('BrokerCompatibility', () => {
  it('links to what the security page says happens to a broker connection', () => {
    const Stub = createRoutesStub([{ path: '/brokers', Component: Compatibility }])
    render(<Stub initialEntries={['/brokers']} />)
    const link = screen.getByRole('link', { name: brokerKeyHandlingLink.label })
    expect(link).toHaveAttribute('href', '/security#key-handling')
    expect(brokerKeyHandlingLink.label).toBe('What we do with your broker connection')
  })
})
