// @ts-check
/** The server's own short answers, in plain text: errors, health and the parser's refusals. */
import { resourcePolicy, securityHeaders } from './headers.js'

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(res, status, text, headers = {}) {
  const body = `${text}\n`
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  })
  res.end(res.req?.method === 'HEAD' ? undefined : body)
}

/** Answers a request the HTTP parser rejected, on the raw socket (no response object exists yet). */
export function rawResponse(/** @type {number} */ status, /** @type {string} */ reason, extraHeaders = {}) {
  const body = `${reason}\n`
  const headers = {
    ...securityHeaders,
    ...extraHeaders,
    'Content-Security-Policy': resourcePolicy,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}
