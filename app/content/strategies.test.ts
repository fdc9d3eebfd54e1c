import { describe, expect, it } from 'vitest'
import { hubPageData, strategyPageData } from '~/components/strategies/page-data'
import { strategyTags, templates } from '~/lab/engine/templates'
import { strategyHubs } from './strategies'

describe('strategy pages (docs/requirements.md#strategy-pages)', () => {
  it('a hub for every tag, each with templates, and no hub at a template’s address', () => {
    expect(Object.keys(strategyHubs).sort()).toEqual([...strategyTags].sort())
    for (const tag of strategyTags)
      expect(
        templates.some((template) => template.tags.includes(tag)),
        tag,
      ).toBe(true)
    const addresses = [...strategyTags, ...templates.map((template) => template.id)]
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('every page has a meta description of 50 to 160 characters', () => {
    const pages = [...templates.map(strategyPageData), ...[undefined, ...strategyTags].map(hubPageData)]
    for (const page of pages) {
      expect(page.description.length, page.description).toBeGreaterThanOrEqual(50)
      expect(page.description.length, page.description).toBeLessThanOrEqual(160)
    }
  })

  it('each template’s page data says what its tree and notes say', () => {
    for (const template of templates) {
      const page = strategyPageData(template)
      expect(page?.name).toBe(template.name)
      expect(page?.notes).toEqual(template.notes)
      expect(page?.risk.length).toBeGreaterThan(0)
      expect(page?.productRules.join(' ')).toContain(template.strategy.trigger.ticker)
      expect(page?.guides.map((guide) => guide.id)).toContain('advanced-automation')
    }
  })
})

describe('the event template’s page', () => {
  it('states the event calendar it reads, what is bundled and that an event counts through the option’s life', () => {
    const template = templates.find((item) => item.id === 'event-window')
    if (!template) throw new Error('no event template')
    const page = strategyPageData(template)
    expect(page.productRules).toContain(
      'Scheduled events: FOMC decisions 2025–2027 (14:00 ET), CPI releases (08:30 ET) as you add them (none bundled yet), and your own dates; one counts from today through the expiry of the option the tree would open.',
    )
    expect(page.notes.management).toContain(
      'The Lab bundles the FOMC’s 2025–2027 rate decisions (Federal Reserve) and no CPI release dates yet',
    )
  })
})
