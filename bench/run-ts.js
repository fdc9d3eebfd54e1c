// @ts-check
/**
 * Runs one of the TypeScript bench scripts (`node bench/run-ts.js bench/screenshots.ts --url …`)
 * through Vite's module runner, which resolves the repository's path aliases (`~/…`) and
 * extension-less imports the way the tests do, so the script can reuse tests/support as it is.
 * The script reads its own options from process.argv after its path.
 */
import { runnerImport } from 'vite'

const script = process.argv[2]
if (!script) throw new Error('Usage: node bench/run-ts.js bench/<script>.ts [options]')
await runnerImport(script, { configFile: false, resolve: { tsconfigPaths: true }, logLevel: 'warn' })
