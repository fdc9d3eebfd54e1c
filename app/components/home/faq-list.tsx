import { ContentHtml } from '~/components/content-html'

/** Each question and its answer as HTML, from content/faq/ (the home route's loader). */
export type FaqItems = readonly (readonly [question: string, answer: string])[]

/** The questions as native disclosures: they open without JavaScript, by keyboard, and announce their state. */
export function FaqList({ items }: { items: FaqItems }) {
  return (
    <div className="border-line divide-line mt-8 divide-y border-y">
      {items.map(([question, answer]) => (
        <details key={question} className="group">
          <summary className="faq-question">
            <span>{question}</span>
            <span
              aria-hidden="true"
              className="text-muted text-xl leading-none transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <ContentHtml html={answer} className="faq-answer" />
        </details>
      ))}
    </div>
  )
}
