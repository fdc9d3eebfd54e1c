import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { JSDOM } from 'jsdom'

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

/** The build's client folder, as the servers serve it. */
export const clientFolder = join(process.cwd(), 'build', 'client')

/**
 * The HTML a path is answered with, read from the build: a page's index.html, or the not-found page
 * for `/404` (the servers answer unknown paths with it; tests/server checks that they send these
 * very bytes).
 */
export function builtHtml(path: string): string {
  const file = path === '/404' ? '404.html' : join(path.replace(/^\/+/, ''), 'index.html')
  return readFileSync(join(clientFolder, file), 'utf8')
}

let parser: DOMParser | undefined

/** The page at `path` as a document, parsed the way a crawler reads it: markup only, no script run. */
export function builtDocument(path: string): Document {
  // One window's parser for every page: a window of its own would take longer than the page.
  parser ??= new new JSDOM('').window.DOMParser()
  return parser.parseFromString(builtHtml(path), 'text/html')
}
