import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { timings } from '~/content/site/timings'

const css = readFileSync(join(process.cwd(), 'app/styles/app.css'), 'utf8')

describe('app.css', () => {
  it('turns the header opaque before hydration at the same threshold as the navigation bar', () => {
    const px = timings.navOpaqueAfterPx
    expect(css).toContain(`animation-range: ${px}px ${px + 1}px;`)
  })
})
