import {
  errorBodySchema,
  errorMessages,
  errorText,
  fieldErrorText,
  SERVER_WORDED_CODES,
  type ErrorCode,
  type FieldError,
} from '@seats/contracts'
import { errorTexts } from '../strings/he'

/** Server codes, plus the two failures that never reach a server answer. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'bad_response' | 'offline'

/** A failed API call, carrying the Hebrew message to show and the per-field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
    readonly requestId?: string,
  ) {
    super(message)
  }

  /** The Hebrew message for one field, when the server named it. */
  fieldError(field: string): string | undefined {
    return this.fields.find((f) => f.field === field || f.field.endsWith(`.${field}`))?.message
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'upstream_unavailable',
  503: 'upstream_unavailable',
  504: 'upstream_timeout',
}

/**
 * Builds the error from a non-2xx answer. Its text is chosen here by code (with the answer's figures), so
 * every screen words a failure the same way, and a field error by its code; only a schema's field messages
 * and the card provider's reason come worded by the server. Bodies that are not our error shape get a text by status.
 */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body)
  if (parsed.success) {
    const { error, message, fields, params, requestId } = parsed.data
    const text = SERVER_WORDED_CODES.has(error) && message ? message : errorText(error, params)
    // A coded field is worded here like the error itself; a schema's message (no code) comes as it was.
    const worded = (fields ?? []).map((f) =>
      f.code ? { ...f, message: fieldErrorText({ ...f, code: f.code }) } : f,
    )
    return new ApiError(status, error, text, worded, requestId)
  }
  const code = codeByStatus[status] ?? 'internal_error'
  return new ApiError(status, code, errorMessages[code])
}

export function networkError(): ApiError {
  return new ApiError(0, 'network_error', errorTexts.network)
}

/** A change asked for while the page shows the last synced data: nothing is sent. */
export function offlineEditError(): ApiError {
  return new ApiError(0, 'offline', errorTexts.offlineEdit)
}

export function badResponseError(status: number): ApiError {
  return new ApiError(status, 'bad_response', errorTexts.badResponse)
}

/** The Hebrew text to show for anything thrown by an API call. */
export function errorMessageOf(error: unknown, fallback: string = errorMessages.internal_error): string {
  return isApiError(error) ? error.message : fallback
}
