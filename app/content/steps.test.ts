import { describe, expect, it } from 'vitest'
import { guideLinks } from './guides.server'
import { steps } from './steps'

describe('the home page’s steps (docs/requirements.md#testimonials-and-steps)', () => {
  it('each links a guide page, named by that guide’s title', () => {
    for (const step of steps) {
      const guide = guideLinks().find((item) => item.path === step.guide.to)
      expect(guide, step.guide.to).toBeDefined()
      expect(step.guide.label).toContain(guide?.title)
    }
  })
})
