import { Link } from 'react-router'
import { type AnswerPart, faq } from '~/content/faq'

const answerLink = 'text-ink font-medium underline decoration-line underline-offset-4 hover:decoration-accent'

/** The questions as native disclosures: they open without JavaScript, by keyboard, and announce their state. */
export function FaqList() {
  return (
    <div className="border-line divide-line mt-8 divide-y border-y">
      {faq.map((item) => (
        <details key={item.question} className="group">
          <summary className="faq-question">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="text-muted text-xl leading-none transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="text-muted pb-5 leading-7">
            {item.answer.map((part) => (
              <AnswerText key={typeof part === 'string' ? part : part.text} part={part} />
            ))}
          </p>
        </details>
      ))}
    </div>
  )
}

function AnswerText({ part }: { part: AnswerPart }) {
  if (typeof part === 'string') return part
  if ('to' in part)
    return (
      <Link to={part.to} className={answerLink}>
        {part.text}
      </Link>
    )
  return (
    <a href={part.href} className={answerLink}>
      {part.text}
    </a>
  )
}
