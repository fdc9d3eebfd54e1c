// @ts-check
// `npm start`: serves the production build. HOST and PORT choose where (defaults below).
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createHandler, notFoundFile } from './app.js'

const dir = fileURLToPath(new URL('../build/client/', import.meta.url))
const host = process.env.HOST || '127.0.0.1'
const port = Number(process.env.PORT || 3000)

if (!existsSync(`${dir}index.html`) || !existsSync(`${dir}${notFoundFile}`)) {
  console.error('No production build found in build/client. Run `npm run build` first.')
  process.exit(1)
}

const server = createServer({ maxHeaderSize: 16 * 1024, requestTimeout: 30_000 }, createHandler(dir))

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

// A client that sends garbage gets a plain 400, and the server carries on.
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  else socket.destroy()
})

server.listen(port, host, () => {
  console.log(`Serving build/client at http://${host.includes(':') ? `[${host}]` : host}:${port}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
