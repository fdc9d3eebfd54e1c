import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { prerenderedPaths } from '~/route-paths'
import { firstLoad } from '../../bench/first-load.js'
import { compileHint } from '../../build-steps/compile-hints'
import { clientFolder } from '../support/build-pages'

// build-steps/compile-hints.ts: the Lab's workbench and the engine it imports are compiled as they
// stream in; nothing a page loads first is.
const assets = join(clientFolder, 'assets')
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
const hinted = scripts.filter((name) => readFileSync(join(assets, name), 'utf8').startsWith(`${compileHint}\n`))

test('the workbench chunk and the engine chunk it imports start with the compile hint, and no other', () => {
  const workbench = scripts.filter((name) => /^workbench-[\w-]+\.js$/.test(name))
  expect(workbench).toHaveLength(1)
  expect(hinted).toContain(workbench[0])
  expect(hinted).toHaveLength(2)
  const engine = hinted.find((name) => name !== workbench[0]) ?? ''
  const imports = readFileSync(join(assets, workbench[0] ?? ''), 'utf8').match(/from\s*"\.\/[\w-]+\.js"/g) ?? []
  expect(imports).toContain(`from"./${engine}"`)
  // The engine: its chunk holds the decision walk's words.
  expect(readFileSync(join(assets, engine), 'utf8')).toContain('No order is sent.')
})

test('no page loads a hinted chunk before its first paint', () => {
  for (const path of prerenderedPaths) {
    const first = firstLoad(clientFolder, path).resources.map((resource) => resource.url.split('/').pop())
    for (const name of hinted) expect(first, `${path} loads ${name} first`).not.toContain(name)
  }
})
