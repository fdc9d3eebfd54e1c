import { Section } from '~/components/ui/section'
import { CheckIcon } from '~/components/ui/stroke-icon'
import { sectionIds } from '~/content/site/navigation'
import { steps, stepsSection } from '~/content/steps'
import { LabLink } from './lab-link'

/** The four process steps, joined by a rail on wide screens. */
export function HowItWorks() {
  return (
    <Section
      id={sectionIds.howItWorks}
      eyebrow={stepsSection.eyebrow}
      title={stepsSection.title}
      intro={stepsSection.intro}
    >
      <div className="relative">
        <div aria-hidden="true" className="bg-line absolute inset-x-[12%] top-6 hidden h-px lg:block" />
        <ol className="relative grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6 lg:pt-6">
          {steps.map((step) => (
            <li key={step.number} className="border-line bg-surface relative flex flex-col rounded-2xl border p-6">
              <span className="border-accent/40 bg-bg text-accent grid size-12 place-items-center rounded-full border font-mono text-base font-bold lg:-mt-12">
                <span className="sr-only">Step </span>
                {String(step.number).padStart(2, '0')}
              </span>
              <h3 className="text-ink mt-5 font-semibold">{step.title}</h3>
              <p className="text-muted mt-2 text-sm leading-relaxed">{step.description}</p>
              {step.number === 2 && <LabLink />}
              <p className="text-accent mt-auto flex items-center gap-1.5 pt-5 text-sm font-medium">
                <CheckIcon className="size-4" />
                {step.highlight}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  )
}
