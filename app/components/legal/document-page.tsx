import type { ReactNode } from 'react'
import { Container } from '~/ui/container'

type DocumentPageProps = {
  /** The small line above the title: what kind of page it is. */
  eyebrow?: string
  title: string
  intro: ReactNode
  /** The page's sections (DocumentSection), in order. */
  children?: ReactNode
}

/** A short legal, policy or guide page: eyebrow, title and introduction, then its sections, one column. */
export function DocumentPage({ eyebrow = 'Legal', title, intro, children }: DocumentPageProps) {
  return (
    <Container className="pt-28 pb-20 sm:pt-32 sm:pb-24">
      <div className="max-w-3xl">
        <header>
          <p className="text-muted text-sm font-semibold tracking-widest uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <div className="mt-6 text-lg">{intro}</div>
        </header>
        <div className="mt-12 space-y-12">{children}</div>
      </div>
    </Container>
  )
}

type DocumentSectionProps = {
  id: string
  title: string
  children: ReactNode
}

/**
 * One titled section with an anchor. A plain section, not a region landmark: a reader moves through
 * a document by its headings, and a region per section filled the landmark list
 * (docs/requirements.md#accessibility).
 */
export function DocumentSection({ id, title, children }: DocumentSectionProps) {
  return (
    <section id={id} className="scroll-mt-8">
      <h2 id={`${id}-heading`} className="text-ink text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
