import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sharedBuilds } from './early-access-build'
import { makeTestCertificates } from './tls'

/**
 * Global set-up of the server tests (vitest.config.ts): one throwaway certificate authority for the
 * run. Node reads NODE_EXTRA_CA_CERTS only when a process starts, so it is set here, before the
 * test workers start and inherit it; the tests find the certificates through SITE_TEST_TLS_DIR. And a
 * folder of its own for the builds this run's files share (tests/support/early-access-build.ts),
 * SITE_TEST_SHARED_BUILDS: an earlier run's were made from other code.
 */
export default function setup() {
  const builds = join(sharedBuilds, `run-${process.pid}-${Date.now()}`)
  process.env.SITE_TEST_SHARED_BUILDS = builds
  const dir = mkdtempSync(join(tmpdir(), 'site-tls-'))
  const certificates = makeTestCertificates(dir)
  process.env.NODE_EXTRA_CA_CERTS = certificates.ca
  process.env.SITE_TEST_TLS_DIR = dir
  return () => {
    rmSync(dir, { recursive: true, force: true })
    rmSync(builds, { recursive: true, force: true })
  }
}
