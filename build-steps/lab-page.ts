/**
 * The Strategy Lab page's prerendered words (app/lab/page-data.ts) as a virtual module of plain
 * data, `virtual:lab-page`, as the home page's picture (hero-run.ts) and the strategy pages
 * (strategy-pages.ts) are: /lab's first load carries the library and the example tree as text,
 * and the engine that writes them loads only with the workbench.
 */
import type { Plugin } from 'vite'
import { labPageData } from '../app/lab/page-data.ts'

const id = 'virtual:lab-page'

/** Vite plugin: `import { labPage } from 'virtual:lab-page'`. */
export function labPageModule(): Plugin {
  return {
    name: 'lab-page',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}` ? `export const labPage = ${JSON.stringify(labPageData())}` : undefined,
  }
}
