import { describe, expect, it } from 'vitest'
import { features } from './features'
import { extraSectionIds, homeSectionOrder } from './home'
import { sectionIds } from './site/navigation'
import { steps } from './steps'
import { affiliateProgram, copyTrading } from './terms'
import { initialsOf, sampleTestimonials } from './testimonials'

describe('home content', () => {
  it('has eight distinct sections, including every navigation section id', () => {
    expect(homeSectionOrder).toHaveLength(8)
    expect(new Set(homeSectionOrder).size).toBe(8)
    const { getStarted, ...sections } = sectionIds
    expect(homeSectionOrder).toEqual(
      expect.arrayContaining([...Object.values(sections), ...Object.values(extraSectionIds)]),
    )
    expect(homeSectionOrder).not.toContain(getStarted)
  })

  it('has a feature pillar for every offering of the product', () => {
    const titles = features.map((feature) => feature.title.toLowerCase()).join(' | ')
    for (const offering of [
      'logic-tree',
      'webhook',
      'manual trading',
      'risk',
      'discord',
      'mirroring',
      'api',
      'affiliate',
      'mobile',
    ]) {
      expect(titles).toContain(offering)
    }
  })

  it('states the copy-trading and affiliate terms on their pillars', () => {
    const facts = features.flatMap((feature) => ('facts' in feature ? feature.facts : []))
    expect(facts).toEqual(
      expect.arrayContaining([
        `Subscriptions from $${copyTrading.minMonthlyPriceUsd}/month`,
        `${copyTrading.platformFeePercent}% platform fee`,
        `${copyTrading.subscribers} subscribers`,
        `+${affiliateProgram.extraTrialWeeks} weeks free for followers`,
        `${affiliateProgram.commissionPercent}% commission`,
      ]),
    )
  })

  it('numbers the process steps from 1 without gaps', () => {
    expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1))
  })

  it('gives every sample testimonial five stars and initials that match the name', () => {
    for (const testimonial of sampleTestimonials) {
      expect(testimonial.rating).toBe(5)
      expect(initialsOf(testimonial.name)).toBe(testimonial.initials)
    }
    expect(initialsOf(' Anna Lee de la Rosa ')).toBe('AR')
    expect(initialsOf('cher')).toBe('C')
  })
})
