import { join } from 'node:path'
import { expect, test } from 'vitest'
import { nuErrors } from '../support/nu-checker'
import { clientDir, readBuild } from '../support/servers'

// Every page as the build writes it, 404 page included, is valid HTML by the Nu Html Checker (the
// W3C's validator). The pages' DOM once the Lab has run is checked in tests/e2e/validity.spec.ts.

test('every prerendered page is valid HTML (Nu Html Checker, errors)', async () => {
  const pages = readBuild()
    .files.filter((file) => file.endsWith('.html'))
    .map((file) => join(clientDir, file))
  expect(pages.map((page) => page.slice(clientDir.length))).toEqual(
    expect.arrayContaining(['/index.html', '/lab/index.html', '/404.html']),
  )
  expect(await nuErrors(pages)).toEqual([])
}, 120_000)
