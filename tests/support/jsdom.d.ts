// The part of jsdom that tests/support/build-pages.ts uses to read built pages (the package ships no
// declarations; vitest uses it as the unit tests' environment).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
