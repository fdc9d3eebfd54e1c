import { Link } from 'react-router'
import { sectionIds } from '~/content/site/navigation'
import { steps, stepsSection } from '~/content/steps'
import { Section } from '~/ui/section'
import { CheckIcon } from '~/ui/stroke-icon'
import { LabLink } from './lab-link'

/** The four process steps as stops on a rail. */
export function HowItWorks() {
  return (
    <Section
      id={sectionIds.howItWorks}
      eyebrow={stepsSection.eyebrow}
      title={stepsSection.title}
      intro={stepsSection.intro}
      tight
    >
      {/* A timeline, not another grid of cards: numbered stops on a rail, across on wide screens and
          down the side on narrow ones. */}
      <ol className="steps-rail grid gap-7 sm:grid-cols-2 sm:gap-10 lg:grid-cols-4 lg:gap-8">
        {steps.map((step) => (
          <li key={step.number} className="flex flex-col">
            <span className="step-number">
              <span className="sr-only">Step </span>
              {String(step.number).padStart(2, '0')}
            </span>
            <h3 className="text-ink text-lg font-semibold sm:mt-6">{step.title}</h3>
            <p className="text-muted mt-2 text-sm leading-relaxed">
              {/* The guide's link in the sentence, so the phone's page stays within its height. */}
              <span>{step.description}</span>{' '}
              <Link to={step.guide.to} className="step-guide-link">
                {step.guide.label}
              </Link>
            </p>
            {step.number === 2 && <LabLink />}
            <p className="text-ink mt-auto flex items-center gap-1.5 pt-3 text-sm font-medium">
              <CheckIcon className="text-accent size-4" />
              {step.highlight}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
