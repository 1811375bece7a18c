import type http from 'node:http'
import type { Transform } from 'node:stream'
import zlib from 'node:zlib'

/** Smaller answers gain less than compressing them costs; an answer without a length may be large. */
export const COMPRESS_MIN_BYTES = 1024

export type AnswerEncoding = 'br' | 'gzip'

/**
 * How a service's answer travels to the browser: JSON (and CSV) compressed when the browser accepts it
 * and the service did not compress it itself, as the gateway already does for the built files.
 */
export function answerEncoding(
  req: http.IncomingMessage,
  answer: http.IncomingMessage,
): AnswerEncoding | null {
  if (req.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304) return null
  if (answer.headers['content-encoding']) return null
  const type = String(answer.headers['content-type'] ?? '')
  if (!/^(application\/(json|problem\+json)|text\/csv)\b/i.test(type)) return null
  const length = answer.headers['content-length']
  if (length !== undefined && Number(length) < COMPRESS_MIN_BYTES) return null
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (acceptsEncoding(accepted, 'br')) return 'br'
  if (acceptsEncoding(accepted, 'gzip')) return 'gzip'
  return null
}

/** Whether an Accept-Encoding header takes the encoding (named with a q above 0, or through '*'). */
function acceptsEncoding(header: string, encoding: string): boolean {
  let wildcard = false
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number(q.slice(2)) : 1
    if (name === encoding) return weight > 0
    if (name === '*') wildcard = weight > 0
  }
  return wildcard
}

/** A streaming compressor fast enough for answers made per request (brotli 4 is about gzip 6 in time). */
export function answerCompressor(encoding: AnswerEncoding): Transform {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 })
}

/** The answer's headers once compressed: its length is no longer known, and caches must key by encoding. */
export function markCompressed(res: http.ServerResponse, encoding: AnswerEncoding): void {
  res.removeHeader('content-length')
  res.setHeader('content-encoding', encoding)
  const vary = String(res.getHeader('vary') ?? '')
  if (!/\baccept-encoding\b/i.test(vary))
    res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
