// The browser finder lives in plain JavaScript so the benchmark (a Node script) shares it.
export { chromiumArgs, findChromium } from './chromium.js'
