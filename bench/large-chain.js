// @ts-check
/**
 * A generic chain of 20,100 rows: SPY at $601.22 on 2026-11-23, 10:42 ET, 50 daily expirations,
 * strikes $1 apart from 500 to 700, quotes that look like a market’s: what `npm run bench:lab-ui`
 * loads into the Lab to time a large chain (lab-ui.js).
 */
export function largeChain() {
  const lines = ['Expiration,Strike,Type,Bid,Ask,IV,Delta,Underlying Price,Quote Time']
  const spot = 601.22
  const day = Date.UTC(2026, 10, 23)
  for (let index = 0; index < 50; index++) {
    const expiration = new Date(day + index * 86_400_000).toISOString().slice(0, 10)
    for (const right of ['call', 'put']) {
      for (let strike = 500; strike <= 700; strike++) {
        const intrinsic = Math.max(0, right === 'call' ? spot - strike : strike - spot)
        const time = Math.max(0.01, (index + 1) * 0.4 - Math.abs(spot - strike) / 40)
        const mid = intrinsic + time
        const half = Math.max(0.01, mid * 0.005)
        const delta = Math.min(0.99, Math.max(0.01, 0.5 + (spot - strike) / 60))
        lines.push(
          [
            expiration,
            strike,
            right,
            (mid - half).toFixed(2),
            (mid + half).toFixed(2),
            (16 + Math.abs(spot - strike) / 20).toFixed(2),
            (right === 'call' ? delta : delta - 1).toFixed(4),
            spot,
            '2026-11-23 10:42 ET',
          ].join(','),
        )
      }
    }
  }
  return `${lines.join('\n')}\n`
}
