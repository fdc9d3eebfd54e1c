import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * Every page the build prerendered (each index.html under build/client), sorted: for walks over
 * every page that must take in a page added later without a list to keep.
 */
export function prerenderedPages(): string[] {
  const root = join(process.cwd(), 'build', 'client')
  const pages: string[] = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (entry.name === 'index.html') pages.push(`/${relative(root, folder).split(sep).join('/')}`)
    }
  }
  visit(root)
  return pages.sort()
}
