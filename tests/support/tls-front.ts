import { readFileSync } from 'node:fs'
import { createServer as createHttpServer, request, type Server } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TestCertificates } from './tls'

/**
 * What stands in front of `npm start` in production (README, Deploying): TLS on one port, passing
 * each request on to the server unchanged, and plain HTTP on another, redirecting to HTTPS on the
 * same host. Loopback only.
 */
export async function startTlsFront(target: string, certificates: TestCertificates) {
  const origin = new URL(target)
  const https = createHttpsServer(
    { cert: readFileSync(certificates.cert), key: readFileSync(certificates.key) },
    (req, res) => {
      const upstream = request(
        { host: origin.hostname, port: origin.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    },
  )
  const httpsPort = await listen(https)
  const http = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://127.0.0.1:${httpsPort}${req.url ?? '/'}` }).end()
  })
  const httpPort = await listen(http)
  const stop = async () => {
    for (const server of [https, http]) {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
    }
  }
  return { httpPort, httpsPort, stop }
}

async function listen(server: Server) {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}
