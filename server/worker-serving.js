// @ts-check
/**
 * What a worker of `npm start` adds around the request handler of its build (server/app.js):
 * - Hashed assets of other builds: a tab opened on the previous build still asks for its own
 *   `/assets/*` files after a reload, and during the rolling replacement a page from a new worker
 *   may ask an old one for the new build's. A request for an asset the worker's own build lacks is
 *   answered from another build that has it (same headers: that build's own handler).
 * - Draining without racing keep-alive clients: Node's `server.close()` closes idle keep-alive
 *   connections at once, and a client that just sent its next request on one gets a reset. Here
 *   the worker stops accepting connections, answers every request still in flight and every next
 *   one with `Connection: close`, and closes only connections that have been idle (nothing read,
 *   no answer pending) for `idleMs`.
 */
import { Server as NetServer } from 'node:net'
import { join } from 'node:path'
import { createHandler, requestPath } from './app.js'
import { listFiles } from './files.js'

/** @typedef {import('node:http').RequestListener} RequestListener */

const currentResponse = Symbol('currentResponse')

/**
 * The hashed assets (`/assets/…`) of a build folder.
 * @param {string} buildDir
 */
function assetsOf(buildDir) {
  return new Set(listFiles(join(buildDir, 'client')).filter((file) => file.startsWith('/assets/')))
}

/**
 * @param {RequestListener} handler the worker's own build's handler
 * @param {string} buildDir that build
 * @param {{ otherBuilds?: string[], keep?: number, onError?: (dir: string, error: unknown) => void }} [options]
 *   otherBuilds: folders whose assets are answered too (newest first); keep: how many are held
 */
export function createWorkerServing(handler, buildDir, { otherBuilds = [], keep = 2, onError = () => {} } = {}) {
  const own = assetsOf(buildDir)
  /** @type {{ dir: string, files: Set<string>, handler: RequestListener }[]} */
  let others = []
  let draining = false

  /** Serves the assets of `dir` too (nothing when it is this build, already held, or unreadable). */
  const addBuild = (/** @type {string} */ dir) => {
    if (dir === buildDir || others.some((other) => other.dir === dir)) return
    try {
      others = [{ dir, files: assetsOf(dir), handler: createHandler(dir) }, ...others].slice(0, keep)
    } catch (error) {
      onError(dir, error)
    }
  }
  for (const dir of [...otherBuilds].reverse()) addBuild(dir)

  /** @type {RequestListener} */
  const serve = (req, res) => {
    // The answer each connection is busy with, for draining (a property write, no listener per request).
    const socket = /** @type {any} */ (req.socket)
    socket[currentResponse] = res
    if (draining) res.setHeader('Connection', 'close')
    const url = req.url ?? ''
    if (others.length > 0 && url.startsWith('/assets/')) {
      const path = requestPath(url)
      if (path !== undefined && !own.has(path)) {
        const other = others.find((candidate) => candidate.files.has(path))
        if (other) {
          other.handler(req, res)
          return
        }
      }
    }
    handler(req, res)
  }

  /**
   * Stops accepting connections and closes the open ones as they fall idle; `done` once all are closed.
   * @param {import('node:http').Server} server
   * @param {{ open: Set<import('node:net').Socket>, idleMs?: number, sweepMs?: number, done: () => void }} options
   *   open: the server's connections (trackConnections)
   */
  const drain = (server, { open, idleMs = 1000, sweepMs = 100, done }) => {
    if (draining) return
    draining = true
    const sockets = new Set(open)
    /** @type {WeakMap<import('node:net').Socket, { bytesRead: number, since: number }>} */
    const seen = new WeakMap()
    // net.Server's close, not http.Server's: stop accepting (the cluster's primary stops handing
    // this worker connections) and call back once every connection has closed, without closing
    // the idle keep-alive ones at once as http.Server's close does.
    NetServer.prototype.close.call(server, done)
    // A connection handed over just before the close still arrives.
    server.on('connection', (socket) => sockets.add(socket))
    const sweep = () => {
      const now = Date.now()
      for (const socket of sockets) {
        if (socket.destroyed) {
          sockets.delete(socket)
          continue
        }
        /** @type {import('node:http').ServerResponse | undefined} */
        const res = /** @type {any} */ (socket)[currentResponse]
        const last = seen.get(socket)
        if (res && !res.writableFinished) {
          // In flight: its answer closes the connection, unless its headers have gone already
          // (then the connection is closed once it has been idle, like any other).
          if (!res.headersSent) res.setHeader('Connection', 'close')
          seen.set(socket, { bytesRead: socket.bytesRead, since: now })
        } else if (!last || last.bytesRead !== socket.bytesRead) {
          // Something arrived since the last look (a next request, perhaps still in the parser).
          seen.set(socket, { bytesRead: socket.bytesRead, since: now })
        } else if (now - last.since >= idleMs) {
          socket.destroy()
          sockets.delete(socket)
        }
      }
    }
    sweep()
    setInterval(sweep, sweepMs).unref()
  }

  return { handler: serve, addBuild, drain, isDraining: () => draining }
}

/**
 * The server's open connections, kept from now on (one Set entry per connection, not per request), for drain().
 * @param {import('node:http').Server} server
 */
export function trackConnections(server) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return sockets
}
