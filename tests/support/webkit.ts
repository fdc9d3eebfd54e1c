import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import WebDriver, { type Client } from 'webdriver'
import { freePort } from './servers'
import { Inspector } from './webkit-inspector'

/**
 * Debian's WebKitGTK for the smoke suite (tests/engines/webkit.test.ts): its MiniBrowser on a
 * private Xvfb display, driven by WebKitWebDriver and watched through WebKit's remote inspector.
 *
 * WebKitWebDriver normally starts the browser itself and talks to it over the inspector socket
 * (WEBKIT_INSPECTOR_SERVER). Here the browser is started first with the inspector's HTTP server
 * (WEBKIT_INSPECTOR_HTTP_SERVER), which brings up that socket on a port of its own choosing, and
 * WebKitWebDriver joins it with --target: one page, driven over WebDriver, its console read over
 * the inspector. (MiniBrowser's own console-to-stdout setting is silent under automation, whose
 * sessions are private.)
 */

const multiarch = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch as string] ?? 'unknown'
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`
const xvfbPath = '/usr/bin/Xvfb'
/** Mesa's software renderer: WebKitGTK aborts when it cannot create an EGL display, as on Xvfb without it. */
const softwareGl = `/usr/lib/${multiarch}/dri/swrast_dri.so`

export type WebKit = { driver: Client; inspector: Inspector; close: () => Promise<void> }

/** What is missing to run WebKit here, as a message naming the apt packages; undefined when nothing is. */
export function missingWebKit() {
  const needs = [
    { name: 'WebKitWebDriver', path: webkitDriverPath, install: 'webkit2gtk-driver, or set WEBKIT_DRIVER_PATH' },
    { name: 'MiniBrowser', path: miniBrowserPath, install: 'libwebkit2gtk-4.1-0, or set MINIBROWSER_PATH' },
    { name: 'Xvfb', path: xvfbPath, install: 'xvfb' },
    { name: 'Mesa software rendering', path: softwareGl, install: 'libgl1-mesa-dri' },
  ]
  const missing = needs.filter(({ path }) => !existsSync(path))
  if (missing.length === 0) return undefined
  const lines = missing.map(({ name, path, install }) => `${name} not at ${path}: apt-get install ${install}`)
  return `${lines.join('; ')} (.ci/run installs them).`
}

/** Starts Xvfb, MiniBrowser and WebKitWebDriver, opens a session and connects the inspector to its page. */
export async function launchWebKit(): Promise<WebKit> {
  const children: ChildProcess[] = []
  // Should the test process end without close(), the browser must not outlive it.
  const killAll = () => {
    for (const child of children) child.kill()
  }
  process.once('exit', killAll)
  const close = async () => {
    process.off('exit', killAll)
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue
      const exited = new Promise((done) => child.once('exit', done))
      child.kill()
      // One that ignores SIGTERM for 5 s is killed outright, so the suite never hangs on it.
      const stubborn = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(stubborn)
    }
  }
  try {
    const display = await startXvfb(children)
    const inspectorHttp = `127.0.0.1:${await freePort()}`
    const browser = spawn(miniBrowserPath, ['--automation'], {
      // The C locale fixes the order and clock of the date and time controls the smoke suite types into.
      env: {
        ...withoutDisplays(process.env),
        LC_ALL: 'C.UTF-8',
        DISPLAY: display,
        WEBKIT_INSPECTOR_HTTP_SERVER: inspectorHttp,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    children.push(browser)
    let browserErrors = ''
    browser.stderr?.on('data', (chunk) => {
      browserErrors += chunk
    })
    const failing = (what: string) => () => `${what} (MiniBrowser said: ${browserErrors.trim() || 'nothing'})`
    const running = () => {
      if (browser.exitCode !== null || browser.signalCode !== null) throw new Error(failing('MiniBrowser ended')())
    }

    const httpPort = Number(inspectorHttp.split(':')[1])
    const inspectorPort = await poll(failing('MiniBrowser opened no inspector socket'), () => {
      running()
      const ports = listeningPorts(browser.pid ?? 0)
      return ports.includes(httpPort) ? ports.find((port) => port !== httpPort) : undefined
    })
    // The page must be listed before WebDriver connects: from then on WebKit sends the list of
    // pages to the automation client only, and the HTTP server would never learn of the page.
    const socketPath = await poll(failing('The inspector listed no page'), async () => {
      running()
      const listing = await fetch(`http://${inspectorHttp}/`).then(
        (answer) => answer.text(),
        () => '',
      )
      return /\/socket\/\d+\/\d+\/WebPage/.exec(listing)?.[0]
    })

    const driverPort = await freePort()
    const driverProcess = spawn(webkitDriverPath, [`--port=${driverPort}`, `--target=127.0.0.1:${inspectorPort}`], {
      stdio: 'ignore',
    })
    children.push(driverProcess)
    await poll(failing('WebKitWebDriver did not start'), () =>
      fetch(`http://127.0.0.1:${driverPort}/status`).then(
        (answer) => answer.ok || undefined,
        () => undefined,
      ),
    )
    const driver = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: driverPort,
      // A command that fails says so at once: the tests poll for what they wait on, with a deadline.
      connectionRetryCount: 0,
      capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true },
    })
    const inspector = await Inspector.connect(`ws://${inspectorHttp}${socketPath}`)
    return {
      driver,
      inspector,
      close: async () => {
        inspector.close()
        await driver.deleteSession().catch(() => {})
        await close()
      },
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** Xvfb on the first free display, which it reports once it accepts clients. */
async function startXvfb(children: ChildProcess[]) {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  children.push(xvfb)
  let errors = ''
  xvfb.stderr?.on('data', (chunk) => {
    errors += chunk
  })
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.once('data', (chunk) => resolve(String(chunk).trim()))
    xvfb.once('exit', () => reject(new Error(`Xvfb exited: ${errors}`)))
  })
  return `:${number}`
}

/** The environment without the caller's display, so the browser opens on Xvfb, never on a desktop. */
function withoutDisplays(env: NodeJS.ProcessEnv) {
  const { DISPLAY, WAYLAND_DISPLAY, WEBKIT_INSPECTOR_SERVER, ...rest } = env
  return rest
}

/** TCP ports process `pid` listens on (Linux: its socket inodes, found in /proc/net/tcp). */
function listeningPorts(pid: number) {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
      if (socket) inodes.add(socket)
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[3] === '0A' && inodes.has(fields[9] ?? ''))
    .map((fields) => Number.parseInt(fields[1]?.split(':')[1] ?? '', 16))
}

/** Calls `probe` until it gives a value, for up to `timeoutMs`; throws `failure()` after that. */
async function poll<T>(failure: () => string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(failure())
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
