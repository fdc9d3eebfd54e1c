import { join } from 'node:path'
import { expect, test } from 'vitest'
import { clientFolder, prerenderedPages } from '../support/build-pages'
import { nuErrors } from '../support/nu-checker'

// Every page as the build writes it, 404 page included, is valid HTML by the Nu Html Checker (the
// W3C's validator). The pages' DOM once the Lab has run is checked in tests/e2e/validity.spec.ts.

test('every prerendered page is valid HTML (Nu Html Checker, errors)', async () => {
  const pages = [
    ...prerenderedPages().map((path) => join(clientFolder, path, 'index.html')),
    join(clientFolder, '404.html'),
  ]
  expect(pages.map((page) => page.slice(clientFolder.length))).toEqual(
    expect.arrayContaining(['/index.html', '/lab/index.html', '/404.html']),
  )
  expect(await nuErrors(pages)).toEqual([])
})
