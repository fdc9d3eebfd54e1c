import { describe, expect, it } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { contentFacts } from './facts'
import { policyPage } from './pages.server'
import { type Inline, privacyFacts } from './privacy'
import { privacyQuotes, securitySections, websiteFacts } from './security'

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
    const website = securitySections.find((section) => section.id === 'this-website')
    expect(website?.blocks).toEqual([{ kind: 'ul', items: websiteFacts.map((fact) => fact.content) }])
    const all = securitySections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'p' ? [block.content] : block.items))
      .map(plain)
      .join('\n')
    expect(all).not.toMatch(/encrypt\w* (at rest|your (keys|credentials))|stored? (your )?(keys|credentials)/i)
  })
})
