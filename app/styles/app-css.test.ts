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

  it('gives engines without scroll-driven animations the same opaque header until hydration', () => {
    const declarations = (block: string | undefined) =>
      (block ?? '')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean)
        .sort()
    const opaque = /@keyframes header-opaque \{\s*to \{([^}]*)\}/.exec(css)?.[1]
    const fallback =
      /@supports not \(animation-timeline: scroll\(\)\) \{\s*html:not\(\[data-hydrated\]\) header\[data-scrolled="false"\] \{([^}]*)\}/.exec(
        css,
      )?.[1]
    expect(declarations(opaque)).toHaveLength(3)
    expect(declarations(fallback)).toEqual(declarations(opaque))
  })
})
