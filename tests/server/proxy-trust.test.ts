import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { clientAddress, trustedProxiesFromEnv } from '../../server/proxy-trust.js'

// SITE_TRUST_PROXY as a list of proxy addresses: X-Forwarded-For counts only on a connection from
// one of them, and then only its right-most entry that is not a proxy itself.

const request = (remoteAddress: string, forwarded?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage

describe('SITE_TRUST_PROXY', () => {
  test('unset: X-Forwarded-For is never read', () => {
    expect(trustedProxiesFromEnv(undefined)).toBeUndefined()
    expect(trustedProxiesFromEnv(' ')).toBeUndefined()
    expect(clientAddress(request('127.0.0.1', '203.0.113.9'), undefined)).toBe('127.0.0.1')
  })

  test('addresses and CIDR ranges, IPv4 and IPv6, comma-separated', () => {
    const trusted = trustedProxiesFromEnv('127.0.0.1, 10.0.0.0/8,::1, fd00::/8')
    expect(trusted?.text).toBe('127.0.0.1, 10.0.0.0/8,::1, fd00::/8')
    for (const proxy of ['127.0.0.1', '10.20.30.40', '::1', 'fd00::5', '::ffff:127.0.0.1']) {
      expect(clientAddress(request(proxy, '203.0.113.9'), trusted), proxy).toBe('203.0.113.9')
    }
  })

  test('a connection from any other address is its own client, whatever X-Forwarded-For says', () => {
    const trusted = trustedProxiesFromEnv('127.0.0.1')
    for (const own of ['127.0.0.2', '192.0.2.1', '::2', '11.0.0.1']) {
      expect(clientAddress(request(own, '203.0.113.9'), trusted)).toBe(own)
    }
  })

  test('the right-most entry that is not a listed proxy; what the client wrote further left is ignored', () => {
    const trusted = trustedProxiesFromEnv('127.0.0.1, 10.0.0.0/8')
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 203.0.113.9'), trusted)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.7'), trusted)).toBe('203.0.113.9')
    expect(clientAddress(request('127.0.0.1', '10.0.0.8, 10.0.0.7'), trusted)).toBe('10.0.0.8')
    expect(clientAddress(request('127.0.0.1', ''), trusted)).toBe('127.0.0.1')
    expect(clientAddress(request('127.0.0.1'), trusted)).toBe('127.0.0.1')
    // Whatever a proxy passes on is only a key for the rate limit: an odd value is still one client.
    expect(clientAddress(request('127.0.0.1', 'unknown'), trusted)).toBe('unknown')
  })

  test('the old numeric form is refused with what to write instead; nonsense is refused too', () => {
    for (const old of ['1', '2', '0', 'true', 'false']) {
      expect(() => trustedProxiesFromEnv(old)).toThrow(
        /now lists the proxies' addresses, not how many there are; got .*SITE_TRUST_PROXY=127\.0\.0\.1/,
      )
    }
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '1.2.3', '127.0.0.1,,']) {
      expect(() => trustedProxiesFromEnv(bad), bad).toThrow(/SITE_TRUST_PROXY must be IP addresses or CIDR ranges/)
    }
  })
})
