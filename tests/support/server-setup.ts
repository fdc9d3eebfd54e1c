import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeTestCertificates } from './tls'

/**
 * Global set-up of the server tests (vitest.config.ts): one throwaway certificate authority for the
 * run. Node reads NODE_EXTRA_CA_CERTS only when a process starts, so it is set here, before the
 * test workers start and inherit it; the tests find the certificates through SITE_TEST_TLS_DIR.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'site-tls-'))
  const certificates = makeTestCertificates(dir)
  process.env.NODE_EXTRA_CA_CERTS = certificates.ca
  process.env.SITE_TEST_TLS_DIR = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
