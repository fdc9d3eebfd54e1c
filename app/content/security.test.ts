import { describe, expect, it } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { contentFacts } from './facts'
import { policyPage } from './pages.server'
import { type Inline, privacyFacts } from './privacy'
import { privacyQuotes, securityFacts, websiteFacts } from './security'

const plain = (content: readonly Inline[]) =>
  content.map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.text)).join('')

describe('the security page (docs/requirements.md#security-page)', () => {
  it('quotes the privacy policy word for word, each quote under the title of the section it is in', () => {
    const privacy = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
    for (const { section, title, quote } of privacyQuotes) {
      const source = privacy.sections.find((item) => item.id === section)
      expect(source?.title, section).toBe(title)
      expect(htmlText(source?.html ?? ''), title).toContain(quote)
    }
  })

  it('lists every statement about the website, and says nothing of how the app keeps broker keys', () => {
    const page = policyPage('security', { ...contentFacts, ...securityFacts() })
    const website = htmlText(page.sections.find((section) => section.id === 'this-website')?.html ?? '')
    for (const fact of websiteFacts) expect(website, fact.id).toContain(plain(fact.content))
    const all = page.sections.map((section) => htmlText(section.html)).join('\n')
    expect(all).not.toMatch(/encrypt\w* (at rest|your (keys|credentials))|stored? (your )?(keys|credentials)/i)
  })
})
