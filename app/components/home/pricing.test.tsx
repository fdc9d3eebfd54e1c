import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { sectionIds } from '~/content/navigation'
import { freeTrial, plans } from '~/content/plans'
import { Pricing } from './pricing'

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('Pricing', () => {
  it('shows exactly the three plans of SPEC §9, in order', () => {
    render(<Pricing />)
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Basic', 99],
      ['Pro', 199],
      ['Advanced', 299],
    ])
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 3 }).textContent)
    expect(names).toEqual(['Basic', 'Pro', 'Advanced'])
  })

  it.each(plans)('renders $name with its price, trial, every feature and a new-tab trial link', (plan) => {
    render(<Pricing />)
    const plansCard = card(plan.name)
    expect(within(plansCard).getByText(`$${plan.price}`)).toBeInTheDocument()
    expect(within(plansCard).getByText(`/${plan.period}`)).toBeInTheDocument()
    expect(within(plansCard).getByText(plan.description)).toBeInTheDocument()
    expect(within(plansCard).getByText(new RegExp(freeTrial.label))).toBeInTheDocument()
    const items = within(plansCard)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([...plan.features])

    const cta = within(plansCard).getByRole('link', { name: new RegExp(`free trial of ${plan.name}`) })
    expect(cta).toHaveAttribute('href', site.appUrl)
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('marks only Pro as Most Popular', () => {
    render(<Pricing />)
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
    expect(within(card('Pro')).getByText('Most Popular')).toBeInTheDocument()
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.name)).toEqual(['Pro'])
  })

  it('keeps the plans and the free-trial call to action inside #get-started', () => {
    const { container } = render(<Pricing />)
    const getStarted = container.querySelector(`#${sectionIds.getStarted}`)
    expect(getStarted).not.toBeNull()
    const scope = within(getStarted as HTMLElement)
    expect(scope.getAllByRole('article')).toHaveLength(plans.length)
    expect(scope.getByRole('link', { name: /Start your free trial/ })).toHaveAttribute('href', site.appUrl)
  })

  it('lists the SPEC §9 features word for word', () => {
    expect(plans[0].features).toContain('Copy-trading access')
    expect(plans[1].features[0]).toBe('Everything in Basic')
    expect(plans[1].features).toContain('Discord/Telegram bots')
    expect(plans[2].features[0]).toBe('Everything in Pro')
    expect(plans[2].features).toContain('1-on-1 strategy sessions')
    expect(plans.map((plan) => plan.features.length)).toEqual([7, 8, 8])
  })
})
