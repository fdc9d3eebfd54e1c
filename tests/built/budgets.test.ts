import { expect, test } from 'vitest'
import { prerenderedPaths } from '~/route-paths'
import { type FirstLoad, firstLoad, kb } from '../../bench/first-load.js'
import { clientFolder } from '../support/build-pages'

// docs/requirements.md#quality-bars, gzip, KB = 1024 bytes; the font as it is sent (woff2). The bytes
// of every page's first load are summed from the build (bench/first-load.js); tests/e2e/budgets.spec.ts
// checks on real pages that the sum counts what a browser loads, and that it loads it after the first paint.
const budgets = { js: 125, css: 15, html: 20, font: 25 } as const
/** The one web font: the brand face, subset (build-steps/brand-font.ts) and hashed by the build. */
const brandFont = /^\/assets\/inter-[\w-]+\.woff2$/

const results: FirstLoad[] = prerenderedPaths.map((path) => firstLoad(clientFolder, path))

const urls = (load: FirstLoad, type: string) =>
  load.resources.filter((resource) => resource.type === type).map((resource) => resource.url)

/** A plain-text table of gzip sizes (KB = 1024 bytes), one row per route. */
function table(loads: FirstLoad[]): string {
  const header = ['route', 'JS', 'CSS', 'HTML', 'fonts', 'images', 'total']
  const rows = loads.map((load) => [
    load.route,
    ...(['js', 'css', 'html', 'font', 'image', 'total'] as const).map((type) => kb(load.totals[type].gzip)),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
  return [
    'First load, gzip KB (inline scripts counted in JS and in HTML; total counts them once):',
    line(header),
    ...rows.map(line),
  ].join('\n')
}

// Printed so the figures show in CI logs.
console.log(table(results))

test.each(results.map((result) => [result.route, result] as const))(
  `%s: JS ≤ ${budgets.js} KB, CSS ≤ ${budgets.css} KB, HTML ≤ ${budgets.html} KB, font ≤ ${budgets.font} KB`,
  (_route, result) => {
    expect(
      result.totals.js.gzip,
      `JS ${kb(result.totals.js.gzip)} KB: ${urls(result, 'js').join(', ')}`,
    ).toBeLessThanOrEqual(budgets.js * 1024)
    expect(result.totals.css.gzip, `CSS ${kb(result.totals.css.gzip)} KB`).toBeLessThanOrEqual(budgets.css * 1024)
    expect(result.totals.html.gzip, `HTML ${kb(result.totals.html.gzip)} KB`).toBeLessThanOrEqual(budgets.html * 1024)
    // One web font, our own, on every page; nothing fetched from another host before the visitor asks for it.
    const fonts = urls(result, 'font')
    expect(fonts).toHaveLength(1)
    expect(fonts[0]).toMatch(brandFont)
    expect(result.totals.font.gzip, `font ${kb(result.totals.font.gzip)} KB`).toBeLessThanOrEqual(budgets.font * 1024)
    expect(result.external).toEqual([])
  },
)

// The strategy pages render words their loaders computed at build time
// (app/components/strategies/page-data.ts): none of the engine.
test('no page but /lab loads any of the Strategy Lab’s code', () => {
  const labCode = /\/assets\/(lab|templates|workbench|describe|kinds|pricing|calendar)-[\w-]+\.js$/
  for (const result of results) {
    const lab = urls(result, 'js').filter((url) => labCode.test(url))
    if (result.route === '/lab') expect(lab.length, '/lab loads its page code').toBeGreaterThan(0)
    else expect(lab, `${result.route} loads Lab code`).toEqual([])
  }
})
