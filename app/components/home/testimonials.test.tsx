import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleTestimonials, testimonialsSection } from '~/content/testimonials'
import { Testimonials } from './testimonials'

// docs/requirements.md#testimonials-and-steps: the samples say they are samples, seen and heard;
// the company's own testimonials carry no such mark.

const cards = () => screen.getAllByRole('listitem')

describe('Testimonials', () => {
  it('marks each sample “Sample” beside its rating, as text a screen reader reads', () => {
    render(<Testimonials testimonials={{ items: sampleTestimonials, samples: true }} />)
    expect(cards()).toHaveLength(sampleTestimonials.length)
    for (const [index, card] of cards().entries()) {
      const rating = within(card).getByRole('img', { name: 'Rated 5 out of 5' })
      const mark = within(card).getByText(testimonialsSection.sampleMark, { exact: true })
      expect(mark.parentElement).toBe(rating.parentElement)
      expect(mark.closest('[aria-hidden]')).toBeNull()
      expect(card).toHaveTextContent(sampleTestimonials[index]?.quote ?? '')
    }
    expect(screen.getByText(testimonialsSection.note)).toBeInTheDocument()
  })

  it('shows the company’s testimonials, with their own ratings, and no mark', () => {
    const given = [{ ...sampleTestimonials[0], name: 'Nora B.', initials: 'NB', rating: 4 as const }]
    render(<Testimonials testimonials={{ items: given, samples: false }} />)
    expect(cards()).toHaveLength(1)
    expect(within(cards()[0] as HTMLElement).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(screen.getByText('Nora B.')).toBeInTheDocument()
    expect(screen.queryByText(testimonialsSection.sampleMark)).toBeNull()
    expect(screen.getByText(testimonialsSection.note)).toBeInTheDocument()
  })
})
