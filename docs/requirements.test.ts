import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const requirements = readFileSync(join(root, 'docs/requirements.md'), 'utf8')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-')
}

const anchors = new Set([...requirements.matchAll(/^#{2,4} (.+)$/gm)].map((match) => slug(match[1] ?? '')))

/** Every file git tracks (or would), but this test and the requirements themselves. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx|js|css|md|conf|template|json)$|^\.ci\/run$/.test(file) && !file.startsWith('docs/requirements.'),
  )
  .filter((file) => file !== 'package-lock.json')

describe('docs/requirements.md', () => {
  it('has headings to cite', () => {
    expect(anchors).toContain('navigation-bar')
    expect(anchors.size).toBeGreaterThan(15)
  })

  it('has every heading that code, tests and docs cite', () => {
    const citations = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/docs\/requirements\.md#([\w-]+)/g)].map(
        (match) => `${file}: #${match[1]}`,
      ),
    )
    expect(citations.length).toBeGreaterThan(30)
    expect(citations.filter((citation) => !anchors.has(citation.split('#')[1] ?? ''))).toEqual([])
  })

  it('is what they cite instead of documents outside the repository', () => {
    const outside = files.filter((file) =>
      /\bSPEC §|\bSPEC\.md\b|\bDESIGN\.md\b/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(outside).toEqual([])
  })
})
