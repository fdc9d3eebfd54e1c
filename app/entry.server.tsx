import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'

/**
 * Runs only at build time: every page is prerendered (react-router.config.ts), so there is no
 * visitor to stream to. React Router's default entry waits for all content only for crawlers;
 * here every render waits (onAllReady), so each page is written as one finished document: no
 * Suspense boundary arrives late, hidden, for a script to reveal. That keeps the page whole
 * without JavaScript and spares every page React's reveal scripts (about 0.6 KB gzip).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never outline a finished Suspense boundary into a hidden block that a script reveals.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough()
        headers.set('Content-Type', 'text/html')
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }))
        pipe(body)
      },
      onShellError: reject,
      onError(error) {
        // A failed page must fail the build, not ship half-rendered.
        reject(error)
      },
    })
  })
}
