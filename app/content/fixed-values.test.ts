/**
 * The values docs/requirements.md fixes, pinned here and nowhere else. Every other test reads
 * the content modules, so changing a fact (a price, a status, a timing) is one edit in app/content
 * and fails exactly this file, which then records the product decision.
 */
import { describe, expect, it } from 'vitest'
import { brokerColumns, brokers, comingSoonLabel, optionsSupportLabels } from './brokers'
import { bureauRating, claims } from './claims'
import { contentFacts } from './facts'
import { moreGuides } from './guides'
import { readGuides } from './guides.server'
import { policyPage } from './pages.server'
import { affiliateCards, brokersPageLabels } from './partners'
import { plans, pricingSection } from './plans'
import { privacyFacts } from './privacy'
import { betaYears, minimumAge, setupFeeUsd, supportHours } from './site/company'
import { footerGroups, mainNav } from './site/navigation'
import { timings } from './site/timings'
import { affiliateProgram, copyTrading, freeTrial, inactiveAccountYears, referredTrialWeeks } from './terms'

describe('values docs/requirements.md fixes', () => {
  it('plans: Basic $99, Pro $199 (Most Popular), Advanced $299, monthly, each with a 2-week free trial', () => {
    expect(plans.map(({ name, price, period, popular }) => ({ name, price, period, popular }))).toEqual([
      { name: 'Basic', price: 99, period: 'month', popular: false },
      { name: 'Pro', price: 199, period: 'month', popular: true },
      { name: 'Advanced', price: 299, period: 'month', popular: false },
    ])
    expect(pricingSection.popularBadge).toBe('Most Popular')
    expect(freeTrial.weeks).toBe(2)
  })

  it('plan features', () => {
    expect(plans.map((plan) => plan.features)).toEqual([
      [
        'Core automation tools',
        'Manual trading panel',
        'Basic risk management',
        'Paper trading suite',
        'Community access',
        'Email support',
        'Copy-trading access',
      ],
      [
        'Everything in Basic',
        'Advanced integrations',
        'Discord/Telegram bots',
        'Trading intelligence tools',
        'Priority support',
        'Custom indicators',
        'API access',
        'Advanced analytics',
      ],
      [
        'Everything in Pro',
        'Custom development',
        'Dedicated account manager',
        'Private Discord channel',
        'Early feature access',
        '1-on-1 strategy sessions',
        'White-label solutions',
        'Enterprise integrations',
      ],
    ])
  })

  it('copy-trading: subscriptions from $100 a month, 20% platform fee, unlimited subscribers', () => {
    expect(copyTrading).toEqual({ minMonthlyPriceUsd: 100, platformFeePercent: 20, subscribers: 'Unlimited' })
  })

  it('affiliate program: two extra trial weeks (a month in all), 10% commission, three cards', () => {
    expect(affiliateProgram).toEqual({ extraTrialWeeks: 2, commissionPercent: 10 })
    expect(referredTrialWeeks).toBe(4)
    expect(affiliateCards.map((card) => card.title)).toEqual([
      'Unique Referral Code',
      '2 Week Trial Extension',
      'Profit Share',
    ])
  })

  it('claims and the bureau rating', () => {
    expect(claims.map((claim) => `${claim.value} ${claim.label}`)).toEqual([
      '3 years of beta testing',
      '1K+ active users',
      '2.5M+ trades executed',
      '98% satisfaction',
      '24/7 support',
      '$0 setup fees',
    ])
    expect({ betaYears, supportHours, setupFeeUsd, bureauRating: bureauRating.grade }).toEqual({
      betaYears: 3,
      supportHours: '24/7',
      setupFeeUsd: 0,
      bureauRating: 'A-',
    })
  })

  it('eligibility, data retention and the privacy policy date and sections', () => {
    expect(minimumAge).toBe(18)
    expect(inactiveAccountYears).toBe(2)
    const privacy = policyPage('privacy', { ...contentFacts, ...privacyFacts() })
    expect(privacy.updated).toBe('2025-10-01')
    expect(privacy.sections.map((section) => section.title)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'How We Share Your Information',
      'Your Choices and Rights',
      'Security',
      'Data Retention',
      'U.S.-Only Service',
      'Third-Party Links',
      'Children’s Privacy',
      'Changes to This Policy',
      'Contact Us',
    ])
  })

  it('timings and sizes', () => {
    expect(timings).toEqual({
      navOpaqueAfterPx: 50,
      anchorScrollDelayMs: 100,
      finderCountDelayMs: 500,
      subscribedResetMs: 3000,
      guideFlipMs: 700,
      guideCardMinHeightPx: 500,
    })
  })

  it('brokers: seven rows, four supported and three pending, and the table columns', () => {
    expect(brokers.map((broker) => [broker.name, broker.options])).toEqual([
      ['Alpaca', true],
      ['Lightspeed', true],
      ['Tradier', true],
      ['TradeZero', true],
      ['TradeStation', 'pending'],
      ['Webull', 'pending'],
      ['Charles Schwab', 'pending'],
    ])
    expect(brokerColumns.map((column) => column.label)).toEqual(['Broker', 'Options', 'Futures', 'Crypto', 'Bonus'])
    expect(optionsSupportLabels.pending).toBe('pending')
    expect(comingSoonLabel).toBe('Coming Soon')
  })

  it('brokers page: the section titles and buttons named word for word', () => {
    expect(brokersPageLabels).toEqual({
      partnersTitle: 'Partners and 3rd Party Integrations',
      learnMore: 'Learn More',
      affiliateEyebrow: 'Affiliate Program',
      affiliateTitle: 'Partner With Us',
      getStartedToday: 'Get Started Today',
    })
  })

  it('guides: the six fixed cards and their video choices, in order, and the closing card', () => {
    const fixed = [
      ['Getting Started', ['Getting Started']],
      ['How to Trade', ['Risk Settings', 'Options Chain']],
      ['Basics of Automation', ['Basics of Automation']],
      ['Advanced Automation', ['Part 1', 'Part 2', 'Part 3']],
      ['External Posting', ['Discord', 'Telegram']],
      ['Trade Mirror', ['Trade Mirror']],
    ]
    // A guide added later (one more file in content/guides) joins them; these six stay as they are.
    const titles = fixed.map(([title]) => title)
    const guides = readGuides().filter((guide) => titles.includes(guide.title))
    expect(guides.map((guide) => [guide.title, guide.videos.map((video) => video.label)])).toEqual(fixed)
    expect(moreGuides.title).toBe('More Guides Coming Soon')
    expect(moreGuides.upcoming).toEqual(['Video Tutorials', 'Webinars', 'Trading Templates', 'Market Analysis'])
  })

  it('navigation items and footer columns', () => {
    expect(mainNav.map((item) => item.label)).toEqual([
      'Home',
      'Features',
      'Pricing',
      'About',
      'Brokers',
      'Guides',
      'Contact',
    ])
    expect(footerGroups.map((group) => [group.heading, group.items.map((item) => item.label)])).toEqual([
      ['Platform', ['Features', 'Pricing', 'How It Works', 'API Documentation']],
      ['Resources', ['Trading Guides', 'Strategy Library', 'Community', 'Support Center']],
      ['Company', ['About Us', 'Careers', 'Press', 'Legal', 'Privacy', 'Affiliates and Partnerships']],
    ])
  })
})
