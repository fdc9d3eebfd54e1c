import { useEffect, useState } from 'react'
import type { LabState } from './lab-state'

/** How long a region stays empty before it takes the new words: long enough for screen readers to notice a change. */
const refill = 80

/**
 * One live region of a kind, always in the page (a region inserted already holding its words is
 * often not read). Each new message, even with the same words as the last, empties the region and
 * fills it again a moment later, so a repeat ("Undone." twice) is heard.
 */
function LiveRegion({ message, role }: { message: { text: string } | null; role: 'status' | 'alert' }) {
  const [text, setText] = useState('')
  useEffect(() => {
    setText('')
    if (!message) return
    const timer = window.setTimeout(() => setText(message.text), refill)
    return () => window.clearTimeout(timer)
  }, [message])
  return (
    <div role={role} className="sr-only" data-live={role}>
      {text}
    </div>
  )
}

/**
 * The workbench's announcements: what each change did, in the polite region; a problem (a link,
 * file or saved work that cannot be opened, a run that cannot start), in the assertive one.
 */
export function LiveRegions({
  announcement,
  problem,
}: {
  announcement: LabState['announcement']
  problem: { text: string } | null
}) {
  return (
    <>
      <LiveRegion role="status" message={announcement} />
      <LiveRegion role="alert" message={problem} />
    </>
  )
}

/**
 * The notice about opening a link, a file or saved work, shown until the next change. It is read
 * out through the live regions above, so it carries no live role of its own.
 */
export function NoticeBox({ notice }: { notice: LabState['notice'] }) {
  if (!notice) return null
  return (
    <div
      className={
        notice.tone === 'error'
          ? 'border-danger/60 text-danger rounded-xl border px-4 py-3'
          : 'border-line text-ink rounded-xl border px-4 py-3'
      }
    >
      <p>{notice.text}</p>
      {notice.items && notice.items.length > 0 && (
        <ul aria-label="Problems" className="mt-2 list-disc pl-5 text-sm">
          {notice.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
