import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { site } from '~/config/site'
import { earlyAccessSubscribedId } from '~/content/early-access'
import { contactSection as copy, earlyAccessBeforeStart, earlyAccessCopy } from '~/content/home'
import { timings } from '~/content/site/timings'
import { Button } from '~/ui/button'
import { CheckIcon } from '~/ui/stroke-icon'

type Status = 'idle' | 'sending' | 'subscribed' | 'error'

type EarlyAccessFormProps = {
  /** Where to POST {"email": "…"} as JSON. Empty (the default build) means nothing leaves the browser. */
  endpoint?: string
}

/**
 * The early-access form (docs/requirements.md#early-access-form). The browser's own `required` + `type="email"` check
 * refuses empty or malformed input. A valid submit shows "Subscribed!", with a check, on a disabled button and
 * resets after `timings.subscribedResetMs`. With an endpoint configured, the confirmation waits for
 * a 2xx answer; anything else shows an error and keeps what was typed. Without one, the words
 * around the form say that nothing is collected.
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
  // A ref, not state: two submits in the same tick must both see the request in flight.
  const busy = useRef(false)
  // The field keeps its own value (no state): what was typed before the app started is there too.
  // Set once mounted, the only time the handlers below read it.
  const field = useRef<HTMLInputElement>(null)
  const inputId = useId()
  const hintId = useId()
  const words = earlyAccessCopy(Boolean(endpoint))

  useEffect(() => {
    if (status !== 'subscribed') return
    const timer = window.setTimeout(() => {
      setStatus('idle')
      ;(field.current as HTMLInputElement).value = ''
      busy.current = false
    }, timings.subscribedResetMs)
    return () => window.clearTimeout(timer)
  }, [status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = (field.current as HTMLInputElement).value.trim()
    if (busy.current || email === '' || !event.currentTarget.checkValidity()) return
    busy.current = true
    if (!endpoint) {
      setStatus('subscribed')
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
    } catch {
      busy.current = false
      setStatus('error')
    }
  }

  const subscribed = status === 'subscribed'
  return (
    <form
      onSubmit={onSubmit}
      // Before the app starts or without JavaScript: with an endpoint the browser posts the form
      // there; without one it submits nowhere (method dialog), and the field has no name, so
      // nothing (least of all the address) ends up in a URL.
      {...(endpoint ? { action: endpoint, method: 'post' } : { method: 'dialog' })}
    >
      <label htmlFor={inputId} className="text-ink block text-sm font-medium">
        {copy.emailLabel}
      </label>
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
          }}
          readOnly={subscribed}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={hintId}
          className="border-line bg-bg text-ink placeholder:text-muted/70 focus-visible:border-cyan min-h-11 w-full min-w-0 flex-1 rounded-lg border px-4 text-base"
        />
        <Button
          type="submit"
          variant={subscribed ? 'done' : 'primary'}
          disabled={subscribed}
          aria-disabled={status === 'sending' || undefined}
          className="sm:w-44"
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
      </p>
      <p role="status" className="text-accent mt-2 min-h-6 text-sm font-medium">
        {subscribed ? words.subscribedStatus : ''}
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
 */
function prerenderedNote(endpoint: string) {
  if (!endpoint) return beforeStartNote()
  if (!endpoint.startsWith('/')) return ''
  return `<p id="${earlyAccessSubscribedId}" class="text-accent mt-3 hidden scroll-mt-48 text-sm font-medium target:block">${escapeHtml(earlyAccessCopy(true).subscribedStatus)}</p>`
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
