import WebSocket from 'ws'

/**
 * A client of WebKit's remote inspector (the protocol of Safari's Web Inspector) for one page, over
 * the WebSocket of WebKitGTK's inspector HTTP server (WEBKIT_INSPECTOR_HTTP_SERVER). WebDriver
 * classic, all WebKitWebDriver speaks, cannot read the console or stop a request; the inspector
 * can, so the WebKit smoke suite drives the page with WebDriver and watches it with this.
 *
 * The page is multiplexed: each of its web processes (a new one after a cross-site navigation) is a
 * target, and every command goes to the current one wrapped in Target.sendMessageToTarget. New
 * targets start paused until this client has enabled the console and set up interception on them.
 */

export type ConsoleMessage = { source: string; level: string; text: string; url?: string }

type Answer = { result?: unknown; error?: { message: string } }
type Interception = { url: string; isRegex: true; stage: 'request' }
type TargetInfo = { targetId: string; type: string; isPaused?: boolean }
type Intercepted = { requestId: string; request: { url: string } }

/** What becomes of a request that matched an interception. */
export type RequestFate = 'continue' | 'refuse' | { html: string }

export class Inspector {
  readonly #socket: WebSocket
  readonly #pending = new Map<number, (answer: Answer) => void>()
  readonly #interceptions = new Set<string>()
  #nextId = 1
  #target: string | undefined
  #messages: ConsoleMessage[] = []
  #decide: (url: string) => RequestFate = () => 'continue'

  private constructor(socket: WebSocket) {
    this.#socket = socket
    socket.on('message', (data) => this.#receive(JSON.parse(String(data))))
    socket.on('close', () => {
      for (const settle of this.#pending.values()) settle({ error: { message: 'the inspector connection closed' } })
      this.#pending.clear()
    })
  }

  /** Connects to the page behind `socketUrl` (ws://…/socket/<connection>/<target>/WebPage). */
  static async connect(socketUrl: string) {
    const socket = new WebSocket(socketUrl)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const inspector = new Inspector(socket)
    await inspector.#call('Target.setPauseOnStart', { pauseOnStart: true })
    // The page's current target arrives as an event on connecting; wait until it is set up.
    await inspector.#until(() => inspector.#target !== undefined)
    return inspector
  }

  /**
   * Requests whose URL matches `pattern` (a JavaScript regular expression) are held and handed to
   * `decide`, on every target from now on; the patterns stay until `stopIntercepting`.
   */
  async intercept(pattern: string) {
    if (this.#interceptions.has(pattern)) return
    this.#interceptions.add(pattern)
    if (this.#target) await this.#send(this.#target, 'Network.addInterception', interception(pattern))
  }

  async stopIntercepting(pattern: string) {
    if (!this.#interceptions.delete(pattern)) return
    if (this.#target) await this.#send(this.#target, 'Network.removeInterception', interception(pattern))
  }

  /** Decides what happens to intercepted requests: go on, fail, or get this HTML as a 200 answer. */
  onRequest(decide: (url: string) => RequestFate) {
    this.#decide = decide
  }

  /** Forgets the console messages so far (after receiving everything logged until now). */
  async clearMessages() {
    await this.#flush()
    this.#messages = []
  }

  /** The console messages since the last clear, once the page has sent all it logged until now. */
  async messages() {
    await this.#flush()
    return [...this.#messages]
  }

  close() {
    this.#socket.close()
  }

  /**
   * A round trip to the page's target: its answer comes after every message the page sent before
   * it, on the same channel, so nothing logged until now is still on its way.
   */
  async #flush() {
    if (this.#target) await this.#send(this.#target, 'Runtime.evaluate', { expression: '0' })
  }

  #receive(message: { id?: number; method?: string; params?: Record<string, unknown> } & Answer) {
    if (message.id !== undefined) {
      this.#settle(message.id, message)
      return
    }
    const params = message.params ?? {}
    switch (message.method) {
      case 'Target.targetCreated':
        // A target that cannot be set up would hide its console: that shows as an error of the page.
        this.#adopt(params.targetInfo as TargetInfo).catch((error: Error) =>
          this.#messages.push({ source: 'inspector', level: 'error', text: `setting up a target: ${error.message}` }),
        )
        break
      case 'Target.didCommitProvisionalTarget':
        this.#target = params.newTargetId as string
        break
      case 'Target.targetDestroyed':
        if (this.#target === params.targetId) this.#target = undefined
        break
      case 'Target.dispatchMessageFromTarget':
        this.#receiveFromTarget(params.targetId as string, JSON.parse(params.message as string))
        break
    }
  }

  #receiveFromTarget(targetId: string, message: { id?: number; method?: string; params?: unknown } & Answer) {
    if (message.id !== undefined) {
      this.#settle(message.id, message)
    } else if (message.method === 'Console.messageAdded') {
      const { source, level, text, url } = (message.params as { message: ConsoleMessage }).message
      this.#messages.push({ source, level, text: text.trim(), url: url || undefined })
    } else if (message.method === 'Network.requestIntercepted') {
      const { requestId, request } = message.params as Intercepted
      // A request the page gave up meanwhile (it navigated away) can no longer be answered: no matter.
      this.#answer(targetId, requestId, this.#decide(request.url)).catch(() => {})
    }
  }

  /** Sets up a new target of the page (console, interceptions), then lets it run. */
  async #adopt(info: TargetInfo) {
    if (info.type !== 'page') return
    const { targetId } = info
    await this.#send(targetId, 'Console.enable')
    await this.#send(targetId, 'Network.enable')
    await this.#send(targetId, 'Network.setInterceptionEnabled', { enabled: true })
    for (const pattern of this.#interceptions)
      await this.#send(targetId, 'Network.addInterception', interception(pattern))
    if (info.isPaused) await this.#call('Target.resume', { targetId })
    // A provisional target becomes the current one when it commits (didCommitProvisionalTarget).
    this.#target ??= targetId
  }

  async #answer(targetId: string, requestId: string, fate: RequestFate) {
    if (fate === 'continue') {
      await this.#send(targetId, 'Network.interceptContinue', { requestId, stage: 'request' })
    } else if (fate === 'refuse') {
      await this.#send(targetId, 'Network.interceptRequestWithError', { requestId, errorType: 'Cancellation' })
    } else {
      await this.#send(targetId, 'Network.interceptRequestWithResponse', {
        requestId,
        content: fate.html,
        base64Encoded: false,
        mimeType: 'text/html',
        status: 200,
        statusText: 'OK',
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    }
  }

  /** A command to a target of the page. */
  #send(targetId: string, method: string, params: object = {}) {
    const id = this.#nextId++
    const answered = this.#await(id, method)
    const message = JSON.stringify({ id, method, params })
    this.#call('Target.sendMessageToTarget', { targetId, message }).catch((error: Error) =>
      this.#settle(id, { error: { message: error.message } }),
    )
    return answered
  }

  /** A command to the page itself (the Target domain). */
  #call(method: string, params: object = {}) {
    const id = this.#nextId++
    const answered = this.#await(id, method)
    this.#socket.send(JSON.stringify({ id, method, params }))
    return answered
  }

  #await(id: number, method: string) {
    return new Promise<unknown>((resolve, reject) => {
      this.#pending.set(id, (answer) =>
        answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer.result),
      )
    })
  }

  #settle(id: number, answer: Answer) {
    this.#pending.get(id)?.(answer)
    this.#pending.delete(id)
  }

  async #until(condition: () => boolean, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('The inspector announced no page target.')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
}

function interception(url: string): Interception {
  return { url, isRegex: true, stage: 'request' }
}
