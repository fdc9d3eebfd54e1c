import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')

/** The most lines a source module holds: past it, a module usually does more than one job. */
const maxLines = 400

/** The site's own code, tests and their fixtures left out: what the site and its tools run. */
const sourceFolders = ['app/', 'server/', 'build-steps/', 'bench/', 'tests/support/']
const isTest = /\.(?:test|spec|bench)\.[cm]?[jt]sx?$|\.test-support\.tsx?$/

/** Every source module git tracks (or would), by path. */
const modules = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !isTest.test(file))
  .filter((file) => sourceFolders.some((folder) => file.startsWith(folder)) && existsSync(join(root, file)))

/** Lines as `wc -l` counts them: a last line without its newline still counts. */
function lineCount(file: string): number {
  const text = readFileSync(join(root, file), 'utf8')
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

describe('source modules', () => {
  it('are found', () => {
    expect(modules).toContain('app/root.tsx')
    expect(modules).toContain('server/main.js')
  })

  it(`hold at most ${maxLines} lines each`, () => {
    const over = modules
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`)
    expect(over).toEqual([])
  })
})
