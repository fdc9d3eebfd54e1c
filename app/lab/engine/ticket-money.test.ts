import { describe, expect, it } from 'vitest'
import { evaluate, type Ticket } from './evaluate'
import { round2 } from './market'
import { templates } from './templates'

/** The net of the legs' mids as the ticket shows them, each to the cent: what a trader adds up. */
const shownNet = (ticket: Ticket) =>
  round2(Math.abs(ticket.legs.reduce((sum, leg) => sum + (leg.side === 'buy' ? 1 : -1) * round2(leg.mid), 0)))

const ticketOf = (id: string): Ticket => {
  const template = templates.find((item) => item.id === id)
  if (!template) throw new Error(`no template ${id}`)
  const { outcome } = evaluate(template.strategy, template.scenario)
  if (outcome.kind !== 'order' && outcome.kind !== 'blocked') throw new Error(`no ticket: ${outcome.kind}`)
  return outcome.ticket
}

describe('leg mids a trader can add up', () => {
  it('says in one line when the condor’s legs, as shown, do not add to its net mid', () => {
    const ticket = ticketOf('iron-condor-45')
    const shown = shownNet(ticket)
    // The condor's four legs, each rounded on its own, net a cent off the mid worked out from them.
    expect(shown).not.toBe(ticket.mid)
    const net = Math.abs(ticket.legs.reduce((sum, leg) => sum + (leg.side === 'buy' ? leg.mid : -leg.mid), 0))
    expect(ticket.notes).toContain(
      `The legs’ mids as shown net $${shown.toFixed(2)}; the $${ticket.mid.toFixed(2)} mid is the net of their unrounded mids, $${net.toFixed(4)} (each leg is rounded to the cent on its own).`,
    )
  })

  it('says nothing where they add up, on every template', () => {
    for (const template of templates) {
      const { outcome } = evaluate(template.strategy, template.scenario)
      if (outcome.kind !== 'order' && outcome.kind !== 'blocked') continue
      const said = outcome.ticket.notes.some((note) => note.startsWith('The legs’ mids as shown'))
      expect(said, template.id).toBe(shownNet(outcome.ticket) !== outcome.ticket.mid)
    }
  })
})
