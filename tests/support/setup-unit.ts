import '@testing-library/jest-dom/vitest'
import { CompressionStream, DecompressionStream, ReadableStream } from 'node:stream/web'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// findBy… and waitFor give up after this long: a limit on hangs, not a measure of speed. Testing
// Library's default, one second, is less than a busy 2-core machine may take to run a loader and
// render a page in jsdom (the test's own timeout, vitest.config.ts, still bounds a real hang).
configure({ asyncUtilTimeout: 10_000 })

// jsdom has no matchMedia or scrolling; the components only need them to exist.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {}

// The component tests run in VM contexts (vitest.config.ts), where jsdom's window has no web
// streams: the Lab's links and files are compressed with them (app/lab/engine/link-codec.ts), as in a
// browser. Node's own stand in.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  CompressionStream: globalThis.CompressionStream ?? CompressionStream,
  DecompressionStream: globalThis.DecompressionStream ?? DecompressionStream,
})
