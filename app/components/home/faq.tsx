import { faqSection } from '~/content/plans'
import { type FaqItems, FaqList } from './faq-list'

/**
 * docs/requirements.md#faq: the questions a trader asks before the trial, at the end of the pricing
 * section, under their own h2 and anchor: a section of their own in a list of headings, beside
 * Pricing rather than under it. Not a named region: the navigation does not lead here.
 */
export function Faq({ items }: { items: FaqItems }) {
  return (
    <section id={faqSection.id} className="mx-auto mt-14 max-w-3xl scroll-mt-8 sm:mt-20">
      <h2 className="text-ink text-center text-2xl font-bold tracking-tight sm:text-3xl">{faqSection.title}</h2>
      <FaqList items={items} />
    </section>
  )
}
