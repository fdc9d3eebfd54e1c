// @ts-check
import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * @param {string} folder
 * @returns {string[]} every file below `folder`, as URL paths (`/assets/app-x1.css`)
 */
export function listFiles(folder) {
  /** @type {string[]} */
  const found = []
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else found.push(`/${relative(folder, path).split(sep).join('/')}`)
    }
  }
  walk(folder)
  return found.sort()
}
