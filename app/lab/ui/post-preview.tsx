import { Fragment, useState } from 'react'
import { cn } from '~/lib/cn'
import { dteUnbroken } from '../dte-unbroken'

export type PostChannel = 'discord' | 'telegram'

const channelNames: Record<PostChannel, string> = { discord: 'Discord', telegram: 'Telegram' }

/** A run of a post's line: plain text, or text the post marks bold. */
export type PostRun = { text: string; bold: boolean }

/**
 * One line of a post as the chat app shows it. The engine's posts use one piece of markdown,
 * Discord's `**bold**`, so that is all this reads; an unpaired `**` stays as typed. The runs are
 * text for React to render, never markup.
 */
export function postRuns(line: string): PostRun[] {
  return line
    .split(/\*\*(.+?)\*\*/)
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((run) => run.text !== '')
}

/**
 * A post to Discord or Telegram as the channel would show it (bold as bold), with the text as it
 * is sent beside it: a Copy button, and the raw text in a disclosure for selecting by hand.
 */
export function PostPreview({ channel, text }: { channel: PostChannel; text: string }) {
  const name = channelNames[channel]
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [rawOpen, setRawOpen] = useState(false)
  const copyText = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopy('copied')
    } catch {
      setCopy('failed')
      setRawOpen(true)
    }
  }
  return (
    // The caption is the figure's own child (the markup requires it); the Copy button sits beside it.
    <figure className="border-line bg-bg grid grid-cols-[1fr_auto] content-start items-center gap-2 rounded-xl border p-3">
      <figcaption className="text-muted text-xs font-semibold">{name} post</figcaption>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span aria-live="polite" className="text-muted text-xs">
          {copy === 'copied' ? 'Copied' : copy === 'failed' ? 'Not allowed here: select the raw text' : ''}
        </span>
        <button
          type="button"
          onClick={copyText}
          aria-label={`Copy the ${name} post’s text`}
          className="border-line-strong bg-surface text-ink hover:border-muted inline-flex min-h-9 items-center rounded-md border px-2.5 text-xs font-semibold"
        >
          Copy
        </button>
      </div>
      <div
        className={cn(
          'text-ink col-span-2 text-sm leading-6 break-words',
          channel === 'telegram' && 'bg-surface-2 justify-self-start rounded-2xl rounded-bl-sm px-3 py-2',
        )}
      >
        {text.split('\n').map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one post, in their fixed order
          <p key={index}>
            {postRuns(line).map((run, runIndex) =>
              run.bold ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line, in their fixed order
                <strong key={runIndex} className="font-semibold">
                  {dteUnbroken(run.text)}
                </strong>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one line, in their fixed order
                <Fragment key={runIndex}>{dteUnbroken(run.text)}</Fragment>
              ),
            )}
          </p>
        ))}
      </div>
      <details open={rawOpen} onToggle={(event) => setRawOpen(event.currentTarget.open)} className="col-span-2 text-xs">
        <summary className="text-accent cursor-pointer py-1 font-semibold">Raw text, as sent</summary>
        <pre className="text-muted border-line mt-2 rounded-lg border p-2 leading-5 break-words whitespace-pre-wrap">
          {text}
        </pre>
      </details>
    </figure>
  )
}
