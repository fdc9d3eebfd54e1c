import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type TestCertificates = { ca: string; cert: string; key: string }

/**
 * A throwaway certificate authority and a certificate for 127.0.0.1 signed by it, made with
 * openssl in `dir`. Node trusts the authority when NODE_EXTRA_CA_CERTS names `ca` at start-up
 * (tests/support/server-setup.ts does that for the server tests), so HTTPS checks run with
 * certificate verification on, as they would against the real host.
 */
export function makeTestCertificates(dir: string): TestCertificates {
  const path = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' })
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Site test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
    '-keyout',
    path('ca-key.pem'),
    '-out',
    path('ca.pem'),
  )
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    path('key.pem'),
    '-out',
    path('req.pem'),
  )
  writeFileSync(path('ext.cnf'), 'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n')
  openssl(
    'x509',
    '-req',
    '-in',
    path('req.pem'),
    '-CA',
    path('ca.pem'),
    '-CAkey',
    path('ca-key.pem'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    path('ext.cnf'),
    '-out',
    path('cert.pem'),
  )
  return { ca: path('ca.pem'), cert: path('cert.pem'), key: path('key.pem') }
}

/** The certificates of this test run (made by server-setup.ts). */
export function testCertificates(): TestCertificates {
  const dir = process.env.SITE_TEST_TLS_DIR
  if (!dir) throw new Error('SITE_TEST_TLS_DIR is not set: run the server tests through vitest.config.ts')
  return { ca: join(dir, 'ca.pem'), cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') }
}
