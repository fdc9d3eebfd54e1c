/**
 * The strategy pages' data (docs/requirements.md#strategy-pages): every template's page and every
 * hub, computed from the templates by the Lab's engine and describe functions at build time and
 * handed to the routes as a virtual module of plain data (`virtual:strategy-pages`), as the home
 * page's picture is (hero-run.ts). The pages and the Lab can never disagree, and no engine code
 * ships with them.
 */
import type { Plugin } from 'vite'
import { allStrategyPages } from '../app/components/strategies/page-data.ts'

/** One module each, so a hub's page does not download the templates' pages. */
const modules = { 'virtual:strategy-pages': 'strategyPages', 'virtual:strategy-hubs': 'hubPages' } as const

/**
 * Vite plugin: `import { strategyPages } from 'virtual:strategy-pages'` and
 * `import { hubPages } from 'virtual:strategy-hubs'`, each page's data by its address.
 */
export function strategyPagesModule(): Plugin {
  return {
    name: 'strategy-pages',
    resolveId: (source) => (source in modules ? `\0${source}` : undefined),
    load: (resolved) => {
      const name = modules[resolved.slice(1) as keyof typeof modules]
      return resolved.startsWith('\0') && name
        ? `export const ${name} = ${JSON.stringify(allStrategyPages()[name])}`
        : undefined
    },
  }
}
