import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { site } from '~/config/site'
import { codeFor, decodeWork, encodeWork, fragmentKey } from '../engine/link-codec'
import type { Scenario, Strategy } from '../engine/model'
import type { Parsed } from '../engine/parse-json'
import type { Work } from '../engine/parse-scenario'

/**
 * Everything the Lab reads from or writes to an address, in one place:
 * - `/lab?template=<id>` opens a template (the site's links use it; the prerendered page ignores
 *   the query, the workbench reads it once it starts);
 * - `/lab#template=<id>`, the earlier form, still opens one;
 * - `/lab#s=<code>` opens a shared strategy with its scenario (link-codec.ts);
 * - the trial link hands the strategy to the app on its own host, in the fragment.
 * Once opened, the address goes back to plain `/lab`, so a reload restores the autosaved work
 * rather than reopening the link over it.
 */

/** The query parameter (and, in older links, fragment key) naming a template, as labTemplatePath writes it. */
const templateParam = 'template'

/** What an address asks the Lab to open. */
export type LabRequest = { kind: 'link'; code: string } | { kind: 'template'; id: string } | null

export function readRequest({ search, hash }: { search: string; hash: string }): LabRequest {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const code = fragment.get(fragmentKey)
  if (code !== null) return { kind: 'link', code }
  const id = new URLSearchParams(search).get(templateParam) ?? fragment.get(templateParam)
  return id ? { kind: 'template', id } : null
}

/**
 * The address to share: this site's /lab with the strategy and scenario in the fragment, and what
 * opening it gives (read back as a new tab would read it), so the Lab never offers a link that
 * would not open.
 */
export async function shareLink(
  origin: string,
  strategy: Strategy,
  scenario: Scenario,
  chainUsed = false,
): Promise<{ url: string; opens: Parsed<Work> }> {
  const code = await encodeWork({ strategy, scenario, chainUsed })
  return { url: `${origin}/lab#${fragmentKey}=${code}`, opens: await decodeWork(code) }
}

/**
 * "Start free trial with this strategy": the app's sign-up, with the work in the fragment (never
 * sent to a server by the browser) in the Lab's uncompressed link format, which the app reads after
 * sign-up (an anchor's address, worked out as it renders: compression is asynchronous).
 */
export function trialUrl(strategy: Strategy, scenario: Scenario): string {
  const app = new URL(site.appUrl)
  app.hash = `${fragmentKey}=${codeFor({ strategy, scenario })}`
  return app.toString()
}

/** What the address asks for when the workbench starts: its first state opens it. */
export function useStartRequest(): LabRequest {
  const { search, hash } = useLocation()
  return useMemo(() => readRequest({ search, hash }), [search, hash])
}

/**
 * Opens what a later address asks for (a library link clicked on /lab, the back button to a
 * template link), then clears it from the address, as it does the one the workbench started from.
 */
export function useLabRequests(open: (request: NonNullable<LabRequest>) => void) {
  const location = useLocation()
  const navigate = useNavigate()
  const started = useRef(false)
  const { search, hash } = location
  // Read once per address, not at each render of the workbench.
  const request = useMemo(() => readRequest({ search, hash }), [search, hash])
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new address, not to a new `open`
  useEffect(() => {
    const first = !started.current
    started.current = true
    if (!request) return
    if (!first) open(request)
    navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true, preventScrollReset: true })
  }, [location.key, location.search, location.hash])
}
