import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { earlyAccessConfirms } from '~/config/early-access-confirms'
import { site } from '~/config/site'
import { earlyAccessConfirmedId, earlyAccessSubscribedId } from '~/content/early-access'
import { contactSection as copy, earlyAccessBeforeStart, earlyAccessConfirmCopy, earlyAccessCopy } from '~/content/home'
import { timings } from '~/content/site/timings'
import { useHydrated } from '~/lib/use-hydrated'
import { Button } from '~/ui/button'
import { ExternalLink } from '~/ui/external-link'
import { CheckIcon } from '~/ui/stroke-icon'

type Status = 'idle' | 'sending' | 'subscribed' | 'error'
/** What is wrong with the address typed, if anything: nothing typed, or no e-mail address. */
type Problem = 'emailMissing' | 'emailFormat' | null

type EarlyAccessFormProps = {
  /** Where to POST {"email": "…"} as JSON. Empty (the default build) means nothing leaves the browser. */
  endpoint?: string
}

/**
 * The early-access form (docs/requirements.md#early-access-form), with errors as the GOV.UK Design
 * System shows them. Once the app runs the form checks the address itself (`noValidate`, no browser
 * popup) by the browser's own `required` + `type="email"` rules: an empty or malformed address gets
 * a message above the field, which `aria-describedby` ties to it and `aria-invalid` marks, and focus
 * goes to the field. A valid submit shows "Subscribed!", with a check, on a button marked unavailable
 * (`aria-disabled`, so focus stays on it), which resets after `timings.subscribedResetMs` with the field
 * cleared; the confirmation itself stays until the visitor types or submits again. With an endpoint
 * configured, the confirmation waits for a 2xx answer; anything else shows an error and keeps what
 * was typed. Without one, one muted line under the form says it is a preview that keeps no address,
 * and where launch news comes instead.
 *
 * Before React has started (the app loads after the first paint, docs/decisions/005; or its
 * script never arrives), a submit must not reload the page and lose the address. Without an
 * endpoint the form's method is `dialog`, which outside a dialog submits nowhere: the page stays
 * and the address stays in the field. Once the field holds an address, app.css shows the
 * before-start note until the document is marked hydrated. React then takes over the submit; the
 * field keeps what was typed, so the next press confirms it. With an endpoint on this site
 * (/api/early-access), npm start keeps the address and answers the plain post with a redirect back
 * to the confirmation below, which CSS shows without JavaScript.
 */
export function EarlyAccessForm({ endpoint = site.earlyAccessEndpoint }: EarlyAccessFormProps) {
  const [status, setStatus] = useState<Status>('idle')
  const [problem, setProblem] = useState<Problem>(null)
  // Each refused submit, counted: the field takes focus after every one, once its message shows.
  const [refusals, setRefusals] = useState(0)
  // Whether the confirmation shows: from the submit until the visitor types or submits again.
  const [confirmed, setConfirmed] = useState(false)
  // Until the app runs the browser's own check stands in (a plain post with an endpoint).
  const checksItself = useHydrated()
  // A ref, not state: two submits in the same tick must both see the request in flight.
  const busy = useRef(false)
  // The field keeps its own value (no state): what was typed before the app started is there too.
  // Set once mounted, the only time the handlers below read it.
  const field = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  // With the confirmation e-mail (a build with SITE_SMTP_URL), the words say to check the inbox. The
  // build inlines earlyAccessConfirms, so one without it leaves those words out of its JavaScript.
  const words =
    earlyAccessConfirms && endpoint.startsWith('/') ? earlyAccessConfirmCopy() : earlyAccessCopy(Boolean(endpoint))

  useEffect(() => {
    if (status !== 'subscribed') return
    const timer = window.setTimeout(() => {
      setStatus('idle')
      ;(field.current as HTMLInputElement).value = ''
      busy.current = false
    }, timings.subscribedResetMs)
    return () => window.clearTimeout(timer)
  }, [status])

  // After the render that shows the message, so that focus lands on a field that already says what
  // is wrong. A field that has focus already (Enter pressed in it) is left and re-entered, so that
  // screen readers read it, and its message, again.
  useEffect(() => {
    if (refusals === 0) return
    const input = field.current as HTMLInputElement
    if (document.activeElement === input) input.blur()
    input.focus()
  }, [refusals])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const input = field.current as HTMLInputElement
    const email = input.value.trim()
    setConfirmed(false)
    const found: Problem = email === '' ? 'emailMissing' : input.validity.valid ? null : 'emailFormat'
    setProblem(found)
    if (found) {
      setRefusals((count) => count + 1)
      return
    }
    busy.current = true
    if (!endpoint) {
      setStatus('subscribed')
      setConfirmed(true)
      return
    }
    setStatus('sending')
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      setStatus('subscribed')
      setConfirmed(true)
    } catch {
      busy.current = false
      setStatus('error')
    }
  }

  const subscribed = status === 'subscribed'
  return (
    <form
      onSubmit={onSubmit}
      noValidate={checksItself}
      // Before the app starts or without JavaScript: with an endpoint the browser posts the form
      // there; without one it submits nowhere (method dialog), and the field has no name, so
      // nothing (least of all the address) ends up in a URL.
      {...(endpoint ? { action: endpoint, method: 'post' } : { method: 'dialog' })}
    >
      <label htmlFor={inputId} className="text-ink block text-sm font-medium">
        {copy.emailLabel}
      </label>
      {problem && (
        <p id={errorId} className="text-danger mt-2 text-sm font-semibold">
          <span className="sr-only">{copy.errorPrefix}</span> {copy[problem]}
        </p>
      )}
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={field}
          id={inputId}
          type="email"
          name={endpoint ? 'email' : undefined}
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          onChange={() => {
            if (status === 'error') setStatus('idle')
            setConfirmed(false)
          }}
          readOnly={subscribed}
          aria-invalid={problem !== null || status === 'error' || undefined}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          className="email-field"
        />
        {/* Unavailable while sending and once subscribed, but never disabled: a disabled button
            would drop the focus of whoever just pressed it to the page's start. */}
        <Button
          type="submit"
          variant={subscribed ? 'done' : 'primary'}
          aria-disabled={subscribed || status === 'sending' || undefined}
          className="aria-disabled:cursor-default sm:w-44"
        >
          {subscribed && <CheckIcon className="size-4" strokeWidth={2.5} />}
          {subscribed ? copy.subscribed : status === 'sending' ? copy.sending : copy.submit}
        </Button>
      </div>
      <div
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own copy and the configured e-mail, escaped
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? prerenderedNote(endpoint) : '' }}
      />
      <p id={hintId} className="text-muted mt-3 text-sm">
        {words.hint}
        {'channel' in words && (
          <>
            {' '}
            <ExternalLink href={site.social.youtube} className="hover:text-ink underline underline-offset-4">
              {words.channel}
            </ExternalLink>
          </>
        )}
      </p>
      {/* Without an endpoint the announcement is the button's own word, heard and not shown twice:
          the line above is the one thing said under the form. */}
      <p role="status" className={endpoint ? 'text-accent mt-2 min-h-6 text-sm font-medium' : 'sr-only'}>
        {confirmed ? words.subscribedStatus : ''}
      </p>
      <p role="alert" className="text-danger text-sm font-medium">
        {status === 'error' ? `${copy.error} If it keeps failing, e-mail ${site.supportEmail}.` : ''}
      </p>
    </form>
  )
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')

/**
 * Prerendered-only markup (see beforeStartNote): without an endpoint, the before-start note; with
 * the endpoint npm start keeps (/api/early-access), the confirmation a plain form post returns to:
 * npm start answers it with 303 to this element's fragment, and :target shows it then, and only then.
 * With the confirmation e-mail, that note says to check the inbox, and a second one is where the
 * e-mail's link lands once it has confirmed the address.
 */
function prerenderedNote(endpoint: string) {
  if (!endpoint) return beforeStartNote()
  if (!endpoint.startsWith('/')) return ''
  const note = (id: string, text: string) =>
    `<p id="${id}" class="text-accent mt-3 hidden scroll-mt-32 text-sm font-medium target:block">${escapeHtml(text)}</p>`
  if (!earlyAccessConfirms) return note(earlyAccessSubscribedId, earlyAccessCopy(true).subscribedStatus)
  const words = earlyAccessConfirmCopy()
  return note(earlyAccessSubscribedId, words.subscribedStatus) + note(earlyAccessConfirmedId, words.confirmedStatus)
}

/**
 * What to do while the form cannot work: shown by app.css only before the app has started, once
 * the field holds an address. Written into the prerendered HTML only, as markup React hydrates
 * without comparing: the running app renders the same element empty, so React leaves the
 * prerendered note in place and the visitors' JavaScript carries none of its text.
 */
function beforeStartNote() {
  const mailto = `mailto:${site.supportEmail}?subject=Early%20access`
  return `<div aria-live="polite"><p data-before-start class="mt-3 hidden text-sm text-ink">${escapeHtml(earlyAccessBeforeStart)} <a class="text-accent underline" href="${escapeHtml(mailto)}">${escapeHtml(site.supportEmail)}</a>.</p></div>`
}
