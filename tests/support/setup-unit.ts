import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom has no matchMedia or scrolling; the components only need them to exist. (A test file
// that needs Node's own globals, e.g. for WebAssembly, runs with `@vitest-environment node`.)
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
