import { errorMessages, fieldLabel, type ErrorBody, type ErrorCode, type FieldError } from '@seats/contracts'

const statusByCode: Partial<Record<ErrorCode, number>> = {
  validation_failed: 400,
  invalid_json: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthorized: 401,
  token_expired: 401,
  invalid_credentials: 401,
  refresh_invalid: 401,
  forbidden: 403,
  payment_required: 402,
  payment_declined: 422,
  payment_pending: 409,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  wrong_password: 400,
  no_recipients: 422,
  not_guest: 409,
  limit_exceeded: 422,
  rate_limited: 429,
  upstream_unavailable: 503,
  service_not_deployed: 503,
  not_ready: 503,
  upstream_timeout: 504,
  internal_error: 500,
}

/** A failure the client caused or may see; anything else is hidden behind internal_error. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fields?: FieldError[]
  readonly headers?: Record<string, string>

  constructor(
    code: ErrorCode,
    opts: { message?: string; status?: number; fields?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(opts.message ?? errorMessages[code])
    this.code = code
    this.status = opts.status ?? statusByCode[code] ?? 500
    if (opts.fields) this.fields = opts.fields
    if (opts.headers) this.headers = opts.headers
  }

  toBody(requestId?: string): ErrorBody {
    return {
      ok: false,
      error: this.code,
      status: this.status,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(requestId ? { requestId } : {}),
    }
  }
}

export const notFound = (message?: string) => new AppError('not_found', message ? { message } : {})

/** A validation error whose message names each bad field in Hebrew. */
export function fieldsError(fields: FieldError[]): AppError {
  const names = [...new Set(fields.map((f) => fieldLabel(f.field)))]
  return new AppError('validation_failed', {
    fields,
    message: `${errorMessages.validation_failed}: ${names.join(', ')}`,
  })
}

export function errorBody(code: ErrorCode, requestId?: string, message?: string): ErrorBody {
  return new AppError(code, message ? { message } : {}).toBody(requestId)
}
