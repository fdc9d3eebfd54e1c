import { describe, expect, it } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { site } from '~/config/site'
import { contentFacts } from './facts'
import { externalLinksInNewTab, faqItems, policyPage } from './pages.server'
import { earlyAccessPolicy, labFilesPolicy, privacyFacts, serverLogWithoutAddresses } from './privacy'
import { eligibility, supportHours } from './site/company'
import { affiliateProgram, copyTrading, freeTrialLabel, inactiveAccountYears } from './terms'

const faq = faqItems(contentFacts)
const answer = (start: string) => {
  const item = faq.find(([question]) => question.startsWith(start))
  if (!item) throw new Error(`no question starting "${start}"`)
  return item[1]
}

describe('the FAQ (content/faq/) states the facts of the typed modules', () => {
  it('sends the broker question to the brokers page and the data question to the privacy policy', () => {
    expect(answer('Which brokers')).toContain('<a href="/brokers">Check broker compatibility</a>')
    expect(answer('What happens to my data')).toContain('<a href="/privacy">privacy policy</a>')
  })

  it('states the trial, eligibility, copy-trading, affiliate, data and support terms from their modules', () => {
    const text = (start: string) => htmlText(answer(start))
    expect(text('How does the free trial')).toContain(freeTrialLabel)
    expect(text('Who can sign up')).toBe(eligibility)
    expect(text('What does copy-trading')).toContain(`$${copyTrading.minMonthlyPriceUsd} a month`)
    expect(text('What does copy-trading')).toContain(`${copyTrading.platformFeePercent}% fee`)
    expect(text('How does the affiliate')).toContain(`${affiliateProgram.extraTrialWeeks} extra weeks`)
    expect(text('How does the affiliate')).toContain(`${affiliateProgram.commissionPercent}% commission`)
    expect(text('What happens to my data')).toContain(`inactive for ${inactiveAccountYears} years`)
    const support = answer('How do I reach')
    expect(htmlText(support)).toContain(supportHours)
    expect(support).toContain(`<a href="mailto:${site.supportEmail}">${site.supportEmail}</a>`)
    expect(support).toContain(`<a href="${site.phone.href}">${site.phone.display}</a>`)
  })

  it('has unique questions, each ending with a question mark', () => {
    expect(new Set(faq.map(([question]) => question)).size).toBe(faq.length)
    for (const [question] of faq) expect(question).toMatch(/\?$/)
  })
})

describe('the policy pages (content/legal/)', () => {
  it('fill the privacy policy’s paragraphs that this build’s settings choose', () => {
    const privacy = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
    const collect = htmlText(privacy.sections[0]?.html ?? '')
    expect(collect).toContain(earlyAccessPolicy(site.earlyAccessEndpoint).trim())
    expect(collect).toContain(serverLogWithoutAddresses.trim())
    expect(collect).toContain(labFilesPolicy)
    expect(privacy.sections).toHaveLength(11)
  })

  it('open links to other sites in a new tab, and say so', () => {
    expect(externalLinksInNewTab('<a href="https://example.com/x">X</a> <a href="/brokers">B</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">X<span class="sr-only"> (opens in a new tab)</span></a> <a href="/brokers">B</a>',
    )
    const cookies = policyPage('cookies', contentFacts)
    expect(cookies.sections.map((section) => section.id)).toEqual(['videos', 'clear-it'])
    expect(cookies.sections[0]?.html).toContain('target="_blank" rel="noopener noreferrer"')
  })
})
