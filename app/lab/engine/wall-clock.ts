/** A clock per zone, made once: each is costly to make and a file reads thousands of times. */
const clocks = new Map<string, Intl.DateTimeFormat>()

/**
 * The date and time a zone's clocks show at an instant, to the second, by the time zone database
 * (daylight saving included): held as the UTC milliseconds of that date and time, so that
 * `new Date(wall).toISOString()` spells it.
 */
export function wallTime(zone: string, instant: number): number {
  let clock = clocks.get(zone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    clocks.set(zone, clock)
  }
  const parts: Record<string, number> = {}
  for (const part of clock.formatToParts(instant)) parts[part.type] = Number(part.value)
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}
