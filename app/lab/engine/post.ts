import { dollars } from './format.ts'
import type { Ticket } from './ticket-types.ts'

/**
 * The post the platform would publish for an order, in Discord's Markdown or Telegram's plain
 * text. Says it is simulated; states the order, never a result.
 */
export function orderPost(ticket: Ticket, channel: 'discord' | 'telegram'): string {
  const bold = (text: string) => (channel === 'discord' ? `**${text}**` : text)
  const legs = ticket.legs
    .map((item) => `${item.side.toUpperCase()} ${item.strike} ${item.right.toUpperCase()}`)
    .join(' / ')
  const exits = [
    ticket.stopLoss === null ? null : `stop ${ticket.stopLoss.toFixed(2)}`,
    ticket.takeProfit === null ? null : `target ${ticket.takeProfit.toFixed(2)}`,
  ].filter(Boolean)
  return [
    bold(`${ticket.ticker} · ${ticket.quantityWords} · exp ${ticket.expiration} (${ticket.dte} DTE)`),
    legs,
    [`Limit ${ticket.limit.toFixed(2)} ${ticket.type}`, ...exits].join(' · '),
    `Max loss ${ticket.math.maxLoss === null ? 'unlimited' : dollars(ticket.math.maxLoss)} · buying power ${dollars(ticket.buyingPower)}`,
    '(Simulated in the Strategy Lab, not a real order.)',
  ].join('\n')
}
