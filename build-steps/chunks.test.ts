import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { frameworkTest, shellFolders, shellTest } from './chunks'

const appDir = resolve(import.meta.dirname, '../app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** The app files a module imports for its value (type-only imports vanish from the bundle). */
function valueImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const specifiers = [...code.matchAll(/^import (?!type\b)[^'"]*?['"]([^'"]+)['"]/gm)].map((match) => match[1] ?? '')
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('~/')
      ? join(appDir, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined
    if (!base) return []
    const found = ['', '.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((path) => existsSync(path) && statSync(path).isFile())
    return found ? [found] : []
  })
}

const shellFiles = shellFolders.flatMap((folder) => sourceFiles(join(appDir, folder)))

/**
 * What only the settings' checks (config/settings.ts) import, which pages reach only where the build
 * has not inlined the resolved values (site.ts), so no page's chunk carries them through the shell:
 * the settings' shape, shared with npm start (server/setting.js), the broker list, whose names
 * name one setting each (how each broker connects), and the headline figures, which the launch
 * check's words name.
 */
const buildTimeOnly = [
  join(appDir, '..', 'server', 'setting.js'),
  join(appDir, 'content', 'brokers.ts'),
  join(appDir, 'content', 'claim-figures.ts'),
]

describe('the shell chunk', () => {
  it('takes every module of its folders and nothing else', () => {
    expect(shellFiles.length).toBeGreaterThan(10)
    for (const file of sourceFiles(appDir)) {
      expect(shellTest.test(file), relative(appDir, file)).toBe(shellFiles.includes(file))
    }
  })

  it('needs nothing from outside its folders, so no import of the header or footer falls out of it', () => {
    const outside = shellFiles.flatMap((file) =>
      valueImports(file)
        .filter((target) => !shellTest.test(target) && !buildTimeOnly.includes(target))
        .map((target) => `${relative(appDir, file)} -> ${relative(appDir, target)}`),
    )
    expect(outside).toEqual([])
  })
})

describe('the framework chunk', () => {
  it('takes React and React Router from npm, but not a library only one feature uses', () => {
    expect(frameworkTest.test('/x/node_modules/react-dom/client.js')).toBe(true)
    expect(frameworkTest.test('/x/node_modules/react-router/dist/index.mjs')).toBe(true)
    expect(frameworkTest.test('/x/node_modules/@react-router/dev/dist/entry.client.js')).toBe(false)
    expect(frameworkTest.test('/x/node_modules/valibot/dist/index.mjs')).toBe(false)
  })
})
