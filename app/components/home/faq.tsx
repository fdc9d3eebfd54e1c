import { faqSection } from '~/content/plans'
import { type FaqItems, FaqList } from './faq-list'

/**
 * docs/requirements.md#faq: the questions a trader asks before the trial, at the end of the pricing
 * section, under their own heading and anchor.
 */
export function Faq({ items }: { items: FaqItems }) {
  return (
    <div id={faqSection.id} className="mx-auto mt-14 max-w-3xl scroll-mt-8 sm:mt-20">
      <h3 className="text-ink text-center text-2xl font-bold tracking-tight sm:text-3xl">{faqSection.title}</h3>
      <FaqList items={items} />
    </div>
  )
}
