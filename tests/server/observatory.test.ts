import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicPaths } from '~/route-paths'
import { observatoryScan } from '../support/observatory'
import { type Site, startNodeSite } from '../support/servers'
import { testCertificates } from '../support/tls'
import { startTlsFront } from '../support/tls-front'

// MDN's own HTTP Observatory grades npm start as deployed: behind a TLS-terminating proxy that
// redirects plain HTTP. nginx with deploy/nginx/example.conf is graded in nginx-example.test.ts.

let site: Site
let front: Awaited<ReturnType<typeof startTlsFront>>

beforeAll(async () => {
  site = await startNodeSite()
  front = await startTlsFront(site.url, testCertificates())
})

afterAll(async () => {
  await front?.stop()
  await site?.stop()
})

describe('MDN HTTP Observatory, npm start behind TLS', () => {
  it.each(publicPaths)('grades %s A+ with every test passed', async (path) => {
    const result = await observatoryScan({ httpPort: front.httpPort, httpsPort: front.httpsPort, path })
    expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe('A+')
    expect(result.score).toBe(130)
    expect(Object.entries(result.tests).filter(([, test]) => !test.pass)).toEqual([])
    expect(result.tests.redirection?.result).toBe('redirection-to-https')
    expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none')
  })
})
