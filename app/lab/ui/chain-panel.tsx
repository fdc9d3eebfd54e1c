import { memo, useId, useRef, useState } from 'react'
import { labExampleFiles } from '~/content/lab-files'
import type { ChainRead, OptionChain } from '../engine/chain-types'
import { grouped } from '../engine/format'
import type { Scenario } from '../engine/model'
import { chainExpirations, chainMismatch, type Quotes, spreadLimit } from '../engine/quotes'
import { FileButton, fieldClass, LabButton, NumberField, RoomyDisclosure } from './controls'
import { GuideLink } from './guide-link'
import { readFile, readText } from './read-files'

/** The example files, one per layout the Lab reads, served from the site (public/lab/). */
export const exampleChains = [
  { href: labExampleFiles.chain, label: 'one row per contract' },
  { href: labExampleFiles.sideBySide, label: 'calls and puts side by side, as Cboe lays them out' },
] as const

/** What the chain gives the scenario: its quote's date, time and underlying price, where the file has them. */
export function scenarioFromChain(scenario: Scenario, chain: OptionChain): Scenario {
  return {
    ...scenario,
    market: {
      ...scenario.market,
      ...(chain.quoted ? { date: chain.quoted.date, time: chain.quoted.time } : {}),
      ...(chain.spot !== undefined ? { price: chain.spot } : {}),
    },
  }
}

/** "812 contracts, 6 expirations from 2026-11-23 to 2027-01-15". */
export function chainSummary(chain: OptionChain): string {
  const expirations = chainExpirations(chain)
  const span =
    expirations.length > 1 ? ` from ${expirations[0]} to ${expirations.at(-1)}` : ` on ${expirations[0] ?? 'no date'}`
  return `${grouped(chain.contracts.length)} contract${chain.contracts.length === 1 ? '' : 's'}, ${expirations.length} expiration${expirations.length === 1 ? '' : 's'}${span}`
}

/** What loading the chain changed and what it did not find, in a sentence or two. */
function loadedWords(chain: OptionChain, scenario: Scenario): string {
  const { market } = scenario
  const moment = chain.quoted
    ? `The scenario’s date and time are now the quote’s, ${chain.quoted.time} ET on ${chain.quoted.date}.`
    : `The file gives no quote time: the scenario’s ${market.time} ET on ${market.date} is used; set it under Market.`
  const price =
    chain.spot !== undefined
      ? `The underlying price is now the file’s, $${chain.spot.toFixed(2)}.`
      : `The file gives no underlying price: the scenario’s $${market.price.toFixed(2)} is used; set it under Market.`
  return `${moment} ${price}`
}

const spreadAllowed = (value: number) => Number.isFinite(value) && value >= spreadLimit.min && value <= spreadLimit.max

type Status = { kind: 'idle' } | { kind: 'reading'; fileName: string } | { kind: 'refused'; message: string }

/**
 * "Use my option chain": the trader's broker or exchange export of one underlying's chain, chosen,
 * dropped or pasted, read in this browser only (read-files.ts) and never saved, shared or sent. With
 * a chain loaded, a run prices its ticket from the chain's quotes (quotes.ts) and skips a leg whose
 * spread is wider than the share of its mid set here. A file that cannot be read changes nothing and
 * says where it went wrong, by line and column.
 */
export const ChainPanel = memo(function ChainPanel({
  quotes,
  onQuotes,
  scenario,
  onScenario,
  ticker,
  announce,
  alert,
}: {
  quotes: Quotes | null
  onQuotes: (quotes: Quotes | null) => void
  scenario: Scenario
  onScenario: (scenario: Scenario) => void
  ticker: string
  announce: (text: string) => void
  alert: (text: string) => void
}) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [pasted, setPasted] = useState('')
  const [dragging, setDragging] = useState(false)
  const [spread, setSpread] = useState<number>(spreadLimit.initial)
  const latest = useRef(0)
  const ids = useId()
  const fileInput = useRef<HTMLInputElement>(null)

  const read = async (fileName: string, reading: () => Promise<ChainRead>) => {
    const attempt = ++latest.current
    setStatus({ kind: 'reading', fileName })
    announce(`Reading ${fileName}…`)
    const result = await reading()
    // A later file replaces this one: its answer is the one that counts.
    if (attempt !== latest.current) return
    if (!result.ok) {
      const message = `${fileName} was not loaded: ${result.problem.message}`
      setStatus({ kind: 'refused', message })
      alert(message)
      return
    }
    const { chain } = result
    setStatus({ kind: 'idle' })
    onQuotes({
      chain,
      maxSpreadPercent: spreadAllowed(spread) ? spread : (quotes?.maxSpreadPercent ?? spreadLimit.initial),
    })
    onScenario(scenarioFromChain(scenario, chain))
    announce(`Chain loaded: ${chain.fileName}, ${chainSummary(chain)}. ${loadedWords(chain, scenario)}`)
  }
  const readChosen = (file: File | undefined) => {
    if (file) void read(file.name, () => readFile('chain', file))
  }

  const chain = quotes?.chain
  const mismatch = chain ? chainMismatch(chain, ticker) : null
  return (
    <RoomyDisclosure
      title="Your option chain"
      values={
        chain
          ? `${chain.fileName}: ${chainSummary(chain)}, pricing every ticket.`
          : 'None: tickets are priced from the model. Open your own chain to price them from its quotes.'
      }
      invalid={status.kind === 'refused'}
    >
      <fieldset
        className="min-w-0 in-[details]:mt-3"
        aria-describedby={`${ids}-about`}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          readChosen(event.dataTransfer.files[0])
        }}
      >
        <legend className="text-ink mb-3 text-base font-semibold in-[details]:sr-only">Your option chain</legend>
        {/* One block in the fieldset: Chromium lays a fieldset out again whole, every field and link in
            it, when a child of its own comes or goes (the chain's summary, as a chain loads). */}
        <div className="grid gap-3">
          <p id={`${ids}-about`} className="text-muted text-sm">
            {chain
              ? 'Tickets are priced from your chain’s quotes. It stays in this browser: it is not saved, put in a link or exported.'
              : 'Price tickets from your own chain instead of the model: a CSV export of one underlying’s chain from your broker or Cboe. The file is read in this browser and never sent, saved or put in a link.'}{' '}
            <GuideLink section="export-a-chain">How to export a chain, and what each column means</GuideLink>.
          </p>

          {chain ? (
            <div className="border-line grid gap-3 rounded-xl border p-4">
              <p className="text-ink text-sm">
                <span className="font-semibold">{chain.fileName}</span>: {chainSummary(chain)}
                {chain.underlying ? ` of ${chain.underlying}` : ''}
                {chain.quoted ? `, quoted ${chain.quoted.time} ET on ${chain.quoted.date}` : ''}.
              </p>
              {mismatch && (
                <p className="text-pending text-sm">
                  {mismatch.replace(' No order is sent.', ' A run sends no order.')}
                </p>
              )}
              <NumberField
                label="Widest bid-ask spread, % of a leg’s mid"
                field="chain.maxSpreadPercent"
                value={spread}
                min={spreadLimit.min}
                max={spreadLimit.max}
                hint="A run skips an order with a leg quoted wider than this: its mid is then a guess. A leg with no bid, or a crossed quote, is always skipped."
                error={
                  spreadAllowed(spread)
                    ? undefined
                    : `Set a spread from ${spreadLimit.min}% to ${spreadLimit.max}% of the mid; the run uses ${quotes.maxSpreadPercent}% until then.`
                }
                onChange={(value) => {
                  setSpread(value)
                  if (spreadAllowed(value)) onQuotes({ ...quotes, maxSpreadPercent: value })
                }}
              />
              <div>
                <LabButton
                  variant="secondary"
                  onClick={() => {
                    onQuotes(null)
                    announce(`Chain removed: tickets are priced from the model again. ${chain.fileName} was not kept.`)
                    fileInput.current?.focus()
                  }}
                >
                  Stop using {chain.fileName}
                </LabButton>
              </div>
            </div>
          ) : null}

          <div
            className={
              dragging
                ? 'border-accent grid gap-3 rounded-xl border-2 border-dashed p-4'
                : 'border-line grid gap-3 rounded-xl border-2 border-dashed p-4'
            }
          >
            <FileButton
              label={chain ? 'Use another chain file' : 'Use my option chain'}
              accept=".csv,.txt,.dat,text/csv,text/plain"
              describedBy={`${ids}-drop ${ids}-state`}
              inputRef={fileInput}
              onFile={readChosen}
            />
            <p id={`${ids}-drop`} className="text-muted text-xs">
              Or drop the file here. CSV, up to 8 MB. Examples:{' '}
              {exampleChains.map((example, index) => (
                <span key={example.href}>
                  {index > 0 ? '; ' : ''}
                  <a className="text-ink underline" href={example.href} download>
                    {example.label}
                  </a>
                </span>
              ))}
              .
            </p>
            <p id={`${ids}-state`} className={status.kind === 'refused' ? 'text-danger text-sm' : 'text-muted text-sm'}>
              {status.kind === 'reading'
                ? `Reading ${status.fileName}…`
                : status.kind === 'refused'
                  ? status.message
                  : ''}
            </p>
            <details className="text-sm">
              <summary className="text-ink cursor-pointer font-semibold">Paste a chain instead</summary>
              <div className="mt-3 grid gap-2">
                <label htmlFor={`${ids}-paste`} className="text-ink">
                  Chain as CSV text, header row included
                </label>
                <textarea
                  id={`${ids}-paste`}
                  value={pasted}
                  onChange={(event) => setPasted(event.target.value)}
                  rows={5}
                  spellCheck={false}
                  className={`${fieldClass} py-2 font-mono text-sm`}
                />
                <div>
                  <LabButton
                    variant="secondary"
                    onClick={() => {
                      if (pasted.trim() === '') {
                        alert('Paste a chain first: the box is empty.')
                        return
                      }
                      void read('pasted chain', () => readText('chain', pasted, 'pasted chain'))
                    }}
                  >
                    Read pasted chain
                  </LabButton>
                </div>
              </div>
            </details>
          </div>
        </div>
      </fieldset>
    </RoomyDisclosure>
  )
})
