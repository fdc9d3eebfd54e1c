import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { CheckIcon } from '~/components/ui/stroke-icon'
import { site } from '~/config/site'
import { contactSection as copy } from '~/content/home'
import { timings } from '~/content/site/timings'

type Status = 'idle' | 'sending' | 'subscribed' | 'error'

type EarlyAccessFormProps = {
  /** Where to POST {"email": "…"} as JSON. Empty (the default build) means nothing leaves the browser. */
  endpoint?: string
}

/**
 * The early-access form (docs/requirements.md#early-access-form). The browser's own `required` + `type="email"` check
 * refuses empty or malformed input. A valid submit shows "Subscribed!", with a check, on a disabled button and
 * resets after `timings.subscribedResetMs`. With an endpoint configured, the confirmation waits for
 * a 2xx answer; anything else shows an error and keeps what was typed.
 */
export function EarlyAccessForm({ endpoint = site.earlyAccessEndpoint }: EarlyAccessFormProps) {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  // A ref, not state: two submits in the same tick must both see the request in flight.
  const busy = useRef(false)
  const inputId = useId()
  const hintId = useId()

  useEffect(() => {
    if (status !== 'subscribed') return
    const timer = window.setTimeout(() => {
      setStatus('idle')
      setEmail('')
      busy.current = false
    }, timings.subscribedResetMs)
    return () => window.clearTimeout(timer)
  }, [status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (busy.current || email.trim() === '' || !form.checkValidity()) return
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
        body: JSON.stringify({ email: email.trim() }),
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
      // Without JavaScript: with an endpoint the browser posts the form there; without one the
      // field has no name, so nothing (least of all the address) ends up in a URL.
      {...(endpoint ? { action: endpoint, method: 'post' } : {})}
    >
      <label htmlFor={inputId} className="text-ink block text-sm font-medium">
        {copy.emailLabel}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name={endpoint ? 'email' : undefined}
          required
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
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
      <p id={hintId} className="text-muted mt-3 text-sm">
        {copy.privacy}
      </p>
      <p role="status" className="text-accent mt-2 min-h-6 text-sm font-medium">
        {subscribed ? copy.subscribedStatus : ''}
      </p>
      <p role="alert" className="text-danger text-sm font-medium">
        {status === 'error' ? `${copy.error} If it keeps failing, e-mail ${site.supportEmail}.` : ''}
      </p>
      <noscript>
        <p className="text-muted mt-2 text-sm">
          Without JavaScript, join by e-mail instead: write to{' '}
          <a className="text-accent underline" href={`mailto:${site.supportEmail}?subject=Early%20access`}>
            {site.supportEmail}
          </a>
          .
        </p>
      </noscript>
    </form>
  )
}
