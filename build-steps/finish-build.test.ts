import { describe, expect, it } from 'vitest'
import { earlyAccessWarning } from './finish-build.ts'

describe('the build’s early-access warning', () => {
  it('says plainly that a build without an endpoint collects no addresses, and how to change that', () => {
    const warning = earlyAccessWarning('')
    expect(warning).toMatch(/WARNING/)
    expect(warning).toMatch(/SITE_EARLY_ACCESS_ENDPOINT is not set/)
    expect(warning).toMatch(/collects no addresses/)
  })

  it('is silent when the form has somewhere to send them', () => {
    expect(earlyAccessWarning('https://lists.example.com/early-access')).toBeUndefined()
  })
})
