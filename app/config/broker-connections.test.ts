import { describe, expect, it } from 'vitest'
import { brokers } from '~/content/brokers'
import { launchFacts } from './launch-facts'
import { brokerConnectionName, brokerConnectionSettingsOf, resolveSiteConfig, SettingsError } from './settings'

// How each broker's accounts connect: one build setting per broker of the list, a company fact.

describe('the broker connection settings', () => {
  it('are one per broker, named from its name, in the list’s order', () => {
    expect(brokers.map((broker) => brokerConnectionName(broker.name))).toEqual([
      'SITE_BROKER_ALPACA_CONNECTION',
      'SITE_BROKER_LIGHTSPEED_CONNECTION',
      'SITE_BROKER_TRADIER_CONNECTION',
      'SITE_BROKER_TRADEZERO_CONNECTION',
      'SITE_BROKER_TRADESTATION_CONNECTION',
      'SITE_BROKER_WEBULL_CONNECTION',
      'SITE_BROKER_CHARLES_SCHWAB_CONNECTION',
    ])
    expect(brokerConnectionName('E*Trade & Co.')).toBe('SITE_BROKER_E_TRADE_CO_CONNECTION')
  })

  it('follow the list: a broker added there gains its setting', () => {
    const list = [...brokers, { name: 'Interactive Brokers' }]
    expect(Object.keys(brokerConnectionSettingsOf(list).entries).at(-1)).toBe(
      'SITE_BROKER_INTERACTIVE_BROKERS_CONNECTION',
    )
  })

  it('are company facts the launch check names, each with its broker', () => {
    for (const broker of brokers) {
      expect(launchFacts[brokerConnectionName(broker.name)]).toBe(`How ${broker.name} accounts connect (brokers page)`)
    }
  })

  it('are empty until set, then give each broker its words', () => {
    expect(resolveSiteConfig({}).brokerConnections).toEqual(
      Object.fromEntries(brokers.map((broker) => [broker.name, ''])),
    )
    const config = resolveSiteConfig({
      SITE_BROKER_ALPACA_CONNECTION: '  API key with trade-only permission ',
      SITE_BROKER_CHARLES_SCHWAB_CONNECTION: 'OAuth sign-in',
    })
    expect(config.brokerConnections.Alpaca).toBe('API key with trade-only permission')
    expect(config.brokerConnections['Charles Schwab']).toBe('OAuth sign-in')
    expect(config.brokerConnections.Webull).toBe('')
  })

  it('refuse more than one short line, naming the variable', () => {
    expect(() => resolveSiteConfig({ SITE_BROKER_WEBULL_CONNECTION: 'a'.repeat(61) })).toThrow(SettingsError)
    expect(() => resolveSiteConfig({ SITE_BROKER_WEBULL_CONNECTION: 'OAuth\nsign-in' })).toThrow(
      /^SITE_BROKER_WEBULL_CONNECTION must be one line of at most 60 characters/,
    )
  })
})
