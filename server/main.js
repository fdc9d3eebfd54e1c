// @ts-check
// `npm start`: serves the production build. HOST and PORT choose where (defaults below).
import { fileURLToPath } from 'node:url'
import { createSiteServer, missingBuildFiles } from './app.js'

const buildDir = fileURLToPath(new URL('../build/', import.meta.url))
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 3000)

if (missingBuildFiles(buildDir).length > 0) {
  console.error('No production build found in build/. Run `npm run build` first.')
  process.exit(1)
}

const server = createSiteServer(buildDir)

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  const reason =
    error.code === 'EADDRINUSE'
      ? `port ${port} on ${host} is already in use; set PORT to another port`
      : error.code === 'EACCES'
        ? `no permission to listen on ${host}:${port}`
        : error.message
  console.error(`Cannot start the server: ${reason}.`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  const actualPort = address && typeof address === 'object' ? address.port : port
  console.log(`Serving build/client at http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold close() open; they carry no state worth waiting for.
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
