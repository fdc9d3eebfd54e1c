import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
// MDN's HTTP Observatory, the grader behind developer.mozilla.org/observatory, from npm. Its scan()
// takes a bare hostname (ports 80 and 443); its retrieval step takes the loopback ports we use, so
// observatoryScan() below runs retrieval, MDN's ten tests and MDN's grader the way scan() does.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'

/**
 * The package reads the browsers' HSTS preload list from conf/hsts-preload.json, which its
 * postinstall script downloads from the internet; package.json's allowScripts keeps that script
 * from running (no network here). 127.0.0.1 is on no preload list, so an empty list is the true
 * answer for these scans.
 */
function ensurePreloadList() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
  const list = join(packageDir, 'conf/hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}\n')
}

export type ObservatoryResult = {
  grade: string
  score: number
  /** Each test's result and its score modifier, e.g. csp -> csp-implemented-with-no-unsafe-default-src-none (+10). */
  tests: Record<string, { result: string; pass: boolean; modifier: number }>
}

/** Scans one page over plain HTTP (which should redirect) and HTTPS on loopback ports, as MDN grades a site. */
export async function observatoryScan({
  httpPort,
  httpsPort,
  path = '/',
}: {
  httpPort: number
  httpsPort: number
  path?: string
}): Promise<ObservatoryResult> {
  ensurePreloadList()
  const requests = await retrieve('127.0.0.1', { httpPort, httpsPort, path })
  const status = requests.responses.auto?.status
  if (!status || status >= 400) throw new Error(`The scan got no page at ${path} (status ${status ?? 'none'})`)
  let passed = 100
  let uncurved = 100
  const tests: ObservatoryResult['tests'] = {}
  for (const test of ALL_TESTS) {
    const output = test(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    passed += modifier
    if (modifier < 0) uncurved += modifier
    tests[(output.constructor as { name: string }).name] = {
      result: String(output.result),
      pass: Boolean(output.pass),
      modifier,
    }
  }
  // As MDN's scan(): extra credit counts only when the site already earns an A without it.
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? passed : uncurved)
  return { grade, score, tests }
}
