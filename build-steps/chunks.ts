/**
 * The build's chunks besides each route's own, by folder: the framework (React, React Router) and
 * the site shell every page loads. A dozen small shared chunks compressed apart cost about 2 KB
 * more gzip on the first load, so everything the shell needs lives in the shell's folders, and
 * shell.test.ts fails when a shell module imports from anywhere else.
 */

/** Folders under app/ whose modules form the shell chunk: header, footer, primitives, helpers, site-wide facts. */
export const shellFolders = ['ui', 'components/layout', 'lib', 'config', 'content/site'] as const

const folderPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]')

export const shellTest = new RegExp(`[\\\\/]app[\\\\/](${shellFolders.map(folderPattern).join('|')})[\\\\/]`)

/**
 * Libraries only one feature uses: they load with that feature's chunk, never with every page
 * (valibot: the Strategy Lab's workbench; csv-parse: the Lab's reader of a visitor's chain or alert
 * log, in its Web Worker, or in the page where there is no Worker).
 */
export const featureLibraries = ['valibot', 'csv-parse'] as const

/**
 * Everything from npm but React Router's client entry, which starts hydration after the routes
 * register (deferred-start.ts), and the feature libraries.
 */
export const frameworkTest = new RegExp(
  `[\\\\/]node_modules[\\\\/](?!@react-router[\\\\/]dev[\\\\/]|(${featureLibraries.join('|')})[\\\\/])`,
)

/**
 * The Lab's words that its page, the strategy pages and the hubs draw (the static tree, the
 * unbroken "0-DTE"): one chunk rather than two, since each chunk is one more entry in the route
 * lists of the manifest every page loads.
 */
export const treeTextTest = /[\\/]app[\\/]lab[\\/](static-tree|dte-unbroken)\.tsx$/
