import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, vi } from 'vitest'
import { ContentError } from './content.server.ts'

/**
 * A content folder of the test's own, for the content readers' tests: made before each test of the
 * file that calls this (`fill` puts in it what the test starts from), named to the readers by
 * SITE_CONTENT_DIR, and removed after. Returns the folder's path, as a function read in a test.
 */
export function scratchContentDir(name: string, fill: (root: string) => void = () => {}): () => string {
  let root = ''
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), `${name}-`))
    fill(root)
    vi.stubEnv('SITE_CONTENT_DIR', root)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(root, { recursive: true, force: true })
  })
  return () => root
}

/** The one line a build would end with: the ContentError `run` throws (another error is thrown on). */
export function contentMistake(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    if (error instanceof ContentError) return error.message
    throw error
  }
  throw new Error('no ContentError')
}
