import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { answerText, faq } from './faq'
import { eligibility, supportHours } from './site/company'
import { affiliateProgram, copyTrading, freeTrialLabel, inactiveAccountYears } from './terms'

const answer = (start: string) => {
  const item = faq.find((entry) => entry.question.startsWith(start))
  if (!item) throw new Error(`no question starting "${start}"`)
  return answerText(item.answer)
}

describe('FAQ answers read the content modules', () => {
  it('sends the broker question to the brokers page', () => {
    const item = faq.find((entry) => entry.question.startsWith('Which brokers'))
    expect(item?.answer).toContainEqual({ text: 'Check broker compatibility', to: '/brokers' })
  })

  it('states the trial, eligibility, copy-trading, affiliate, data and support terms from their modules', () => {
    expect(answer('How does the free trial')).toContain(freeTrialLabel)
    expect(answer('Who can sign up')).toBe(eligibility)
    const copy = answer('What does copy-trading')
    expect(copy).toContain(`$${copyTrading.minMonthlyPriceUsd} a month`)
    expect(copy).toContain(`${copyTrading.platformFeePercent}%`)
    const affiliate = answer('How does the affiliate')
    expect(affiliate).toContain(`${affiliateProgram.extraTrialWeeks} extra weeks`)
    expect(affiliate).toContain(`${affiliateProgram.commissionPercent}% commission`)
    expect(answer('What happens to my data')).toContain(`inactive for ${inactiveAccountYears} years`)
    const support = answer('How do I reach')
    expect(support).toContain(supportHours)
    expect(support).toContain(site.supportEmail)
    expect(support).toContain(site.phone.display)
  })

  it('has unique questions, each ending with a question mark', () => {
    expect(new Set(faq.map((item) => item.question)).size).toBe(faq.length)
    for (const item of faq) expect(item.question).toMatch(/\?$/)
  })
})
