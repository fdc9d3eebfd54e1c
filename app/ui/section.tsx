import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import { Container } from './container'

type SectionProps = {
  id?: string
  /** Small label above the heading, e.g. "Pricing". */
  eyebrow?: string
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
  className?: string
  /** Heading level: h2 for page sections (the default), h1 for a page's lead section. */
  as?: 'h1' | 'h2'
  /** Centered heading block (the default), or one aligned with the column's start, for sections that read like a page. */
  align?: 'center' | 'start'
  /** Less space around and under the heading on phones (the long home page); wider screens as usual. */
  tight?: boolean
  /**
   * Whether the heading names the section, making it a region landmark (the default). A long page
   * names only the sections worth jumping to, its navigation's targets, so its landmark list stays short.
   */
  region?: boolean
}

/** A page section with a consistent heading block; its heading names the region for screen readers (`region`). */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  as: Heading = 'h2',
  align = 'center',
  tight = false,
  region = true,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={region ? headingId : undefined}
      className={cn(tight ? 'py-12 sm:py-24' : 'py-20 sm:py-24', className)}
    >
      <Container>
        <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
          {/* A quiet label: the accent color is kept for actions and states. */}
          {eyebrow && <p className="text-muted text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>}
          <Heading id={headingId} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </Heading>
          {intro && <p className={cn('text-muted mt-4 text-pretty', tight ? 'sm:text-lg' : 'text-lg')}>{intro}</p>}
        </div>
        <div className={tight ? 'mt-8 sm:mt-16' : 'mt-12 sm:mt-16'}>{children}</div>
      </Container>
    </section>
  )
}
