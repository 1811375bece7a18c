import http from 'node:http'
import type { Duplex } from 'node:stream'
import { AppError } from '@seats/kit'
import { PHONE_LINE_UNAVAILABLE_REPLY, type ErrorCode } from '@seats/contracts'

/** Writes the JSON error straight to the response (proxied requests bypass Koa's body handling). */
export function writeJsonError(res: http.ServerResponse, code: ErrorCode, requestId: string): void {
  if (res.headersSent) {
    // Part of the service's answer already left: the client must see a broken response, not a truncated one.
    res.destroy()
    return
  }
  const error = new AppError(code)
  const body = JSON.stringify(error.toBody(requestId))
  res.statusCode = error.status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.setHeader('Cache-Control', 'no-store')
  res.end(body)
}

/** The phone provider reads text, never JSON: a caller hears "call again in a few minutes" and the call ends. */
export function writePhoneLineUnavailable(res: http.ServerResponse): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Content-Length', Buffer.byteLength(PHONE_LINE_UNAVAILABLE_REPLY))
  res.setHeader('Cache-Control', 'no-store')
  res.end(PHONE_LINE_UNAVAILABLE_REPLY)
}

/** A raw HTTP error on a socket that asked to upgrade (there is no ServerResponse for it). */
export function writeSocketError(socket: Duplex, code: ErrorCode, requestId: string): void {
  if (socket.writable) {
    const error = new AppError(code)
    const body = JSON.stringify(error.toBody(requestId))
    socket.write(
      `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy()
}
