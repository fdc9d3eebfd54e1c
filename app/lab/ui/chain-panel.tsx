import { memo, useId, useRef, useState } from 'react'
import { labExampleFiles } from '~/content/lab-files'
import { type ChainRead, chainFileLimit, type OptionChain } from '../engine/chain-types'
import { grouped, megabytes } from '../engine/format'
import type { Scenario } from '../engine/model'
import { chainExpirations, chainMismatch, type Quotes, spreadLimit } from '../engine/quotes'
import { FileButton, LabButton, NumberField, RoomyDisclosure } from './controls'
import { PasteBox, ReadState, useFileDrop, useFileRead } from './file-intake'
import { GuideLink } from './guide-link'

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
  const [spread, setSpread] = useState<number>(spreadLimit.initial)
  const ids = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const file = useFileRead('chain', { refused: 'loaded', announce, alert })
  const loadChain = (read: Extract<ChainRead, { ok: true }> | null) => {
    if (!read) return
    const { chain } = read
    onQuotes({
      chain,
      maxSpreadPercent: spreadAllowed(spread) ? spread : (quotes?.maxSpreadPercent ?? spreadLimit.initial),
    })
    onScenario(scenarioFromChain(scenario, chain))
    announce(`Chain loaded: ${chain.fileName}, ${chainSummary(chain)}. ${loadedWords(chain, scenario)}`)
  }
  const readChosen = (chosen: File | undefined) => void file.readChosen(chosen).then(loadChain)
  const drop = useFileDrop(readChosen)

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
      invalid={file.status.kind === 'refused'}
    >
      <fieldset className="min-w-0 in-[details]:mt-3" aria-describedby={`${ids}-about`} {...drop.handlers}>
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
              drop.dragging
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
              Or drop the file here. CSV, up to {megabytes(chainFileLimit)}. Examples:{' '}
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
            <ReadState id={`${ids}-state`} status={file.status} />
            <PasteBox
              summary="Paste a chain instead"
              label="Chain as CSV text, header row included"
              rows={5}
              button="Read pasted chain"
              empty="Paste a chain first: the box is empty."
              alert={alert}
              onRead={(text) => void file.readPasted(text, 'pasted chain').then(loadChain)}
            />
          </div>
        </div>
      </fieldset>
    </RoomyDisclosure>
  )
})
