import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { htmlText } from '~/components/seo/page-graph'
import { site } from '~/config/site'
import { contentFacts } from '~/content/facts'
import { faqItems } from '~/content/pages.server'
import { faqSection, plans, pricingSection } from '~/content/plans'
import { sectionIds } from '~/content/site/navigation'
import { freeTrialLabel, startTrialLabel } from '~/content/terms'
import { Pricing } from './pricing'

/** The FAQ as the home route's loader reads it from content/faq/. */
const faq = faqItems(contentFacts)

function card(name: string) {
  return screen.getByRole('article', { name })
}

describe('Pricing', () => {
  it('shows exactly the plans of the content module, in order', () => {
    render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const names = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading', { level: 3 }).textContent)
    expect(names).toEqual(plans.map((plan) => plan.name))
  })

  it.each(plans)('renders $name with its price, trial, every feature and a new-tab trial link', (plan) => {
    render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const plansCard = card(plan.name)
    expect(within(plansCard).getByText(`$${plan.price}`)).toBeInTheDocument()
    expect(within(plansCard).getByText(`/${plan.period}`)).toBeInTheDocument()
    expect(within(plansCard).getByText(plan.description)).toBeInTheDocument()
    expect(within(plansCard).getByText(new RegExp(freeTrialLabel))).toBeInTheDocument()
    const items = within(plansCard)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual([...plan.features])

    const cta = within(plansCard).getByRole('link', { name: new RegExp(`^${startTrialLabel} of ${plan.name}`) })
    expect(cta).toHaveAttribute('href', site.appUrl)
    expect(cta).toHaveAttribute('target', '_blank')
    expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it("offers a radio button per plan, in the cards' order, the popular one chosen first", () => {
    render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const switcher = screen.getByRole('group', { name: pricingSection.switcherLabel })
    const radios = within(switcher).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(plans.map((plan) => plan.name))
    expect(
      radios.filter((radio) => (radio as HTMLInputElement).checked).map((radio) => radio.getAttribute('value')),
    ).toEqual(plans.filter((plan) => plan.popular).map((plan) => plan.name))
    for (const plan of plans) {
      expect(
        within(switcher).getByRole('radio', { name: `${plan.name} $${plan.price}/${plan.period}` }),
      ).toBeInTheDocument()
    }
  })

  it('marks only the popular plan as Most Popular', () => {
    render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const popular = plans.filter((plan) => plan.popular)
    expect(screen.getAllByText(pricingSection.popularBadge)).toHaveLength(1)
    expect(within(card(popular[0]?.name ?? '')).getByText(pricingSection.popularBadge)).toBeInTheDocument()
  })

  it('keeps the plans and the free-trial call to action inside #get-started', () => {
    const { container } = render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const getStarted = container.querySelector(`#${sectionIds.getStarted}`)
    expect(getStarted).not.toBeNull()
    const scope = within(getStarted as HTMLElement)
    expect(scope.getAllByRole('article')).toHaveLength(plans.length)
    expect(
      scope.getByRole('link', { name: new RegExp(`^${startTrialLabel}\\s*\\(opens in a new tab\\)$`) }),
    ).toHaveAttribute('href', site.appUrl)
  })
})

describe('FAQ at the end of the pricing section', () => {
  it('lists every question under its own heading and anchor, each answer closed until asked for', async () => {
    const user = userEvent.setup()
    const { container } = render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    const pricing = container.querySelector(`#${sectionIds.pricing}`) as HTMLElement
    const block = pricing.querySelector<HTMLElement>(`#${faqSection.id}`)
    expect(block).not.toBeNull()
    expect(within(block as HTMLElement).getByRole('heading', { level: 2, name: faqSection.title })).toBeInTheDocument()
    const disclosures = (block as HTMLElement).querySelectorAll('details')
    expect(disclosures).toHaveLength(faq.length)
    for (const [index, [question, answer]] of faq.entries()) {
      const details = disclosures[index] as HTMLDetailsElement
      expect(details.querySelector('summary > span')?.textContent).toBe(question)
      expect(details.open).toBe(false)
      expect(details.textContent).toContain(htmlText(answer))
    }
    const first = disclosures[0] as HTMLDetailsElement
    await user.click(within(first).getByText(faq[0]?.[0] ?? ''))
    expect(first.open).toBe(true)
  })

  it('links answers to the brokers page, the privacy policy, and support by e-mail and phone', () => {
    render(<Pricing faq={faq} />, { wrapper: MemoryRouter })
    expect(screen.getByRole('link', { name: 'Check broker compatibility' })).toHaveAttribute('href', '/brokers')
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: site.supportEmail })).toHaveAttribute('href', `mailto:${site.supportEmail}`)
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', site.phone.href)
  })
})
