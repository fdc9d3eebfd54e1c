import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { relative, resolve } from 'node:path'

/**
 * The Nu Html Checker (the W3C's validator) from the vnu-jar package, run with the system's Java
 * (17 or newer; .ci/run installs default-jre-headless). The jar is called directly: the package's
 * own runner downloads a Java runtime when it finds none, which a test must never do.
 */
const root = resolve(import.meta.dirname, '../..')
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * A run of a few seconds is over before the JVM's optimising compiler pays off: the quick compiler
 * alone halves its CPU time. Its frames are larger, so the checker's deep recursion needs a larger
 * stack than the 512 KB it asks for.
 */
const quickStart = ['-XX:TieredStopAtLevel=1', '-Xss4m']

type NuMessage = {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/**
 * Checks HTML files in one run of the checker (one JVM: its start-up is most of the time) and
 * resolves with its errors, each as `file:line:column: message (extract)`; empty when all are valid.
 */
export async function nuErrors(files: readonly string[]): Promise<string[]> {
  if (files.length === 0) throw new Error('No HTML files to check.')
  // The checker passes over a file it cannot find, or whose name does not say HTML, without a word.
  const unchecked = files.filter((file) => !file.endsWith('.html') || !existsSync(file))
  if (unchecked.length > 0) throw new Error(`Not HTML files that exist: ${unchecked.join(', ')}`)
  const child = spawn(
    'java',
    [...quickStart, '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('No java on the PATH: apt-get install default-jre-headless (.ci/run does it).')
          : error,
      ),
    )
    child.once('close', resolve)
  })
  // It exits with 1 when it found errors, and reports them like any other run.
  let report: { messages: NuMessage[] }
  try {
    report = JSON.parse(stdout)
  } catch {
    throw new Error(`The Nu Html Checker exited with ${code} and no report: ${stderr.trim() || stdout.trim()}`)
  }
  return report.messages.map(({ url, lastLine, firstColumn, message, extract }) => {
    const file = url ? relative(root, new URL(url).pathname) : '(no file)'
    return `${file}:${lastLine ?? 0}:${firstColumn ?? 0}: ${message}${extract ? ` (${extract.trim()})` : ''}`
  })
}
