import {
  errorMessages,
  errorText,
  fieldLabel,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
} from '@seats/contracts'

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
  payment_confirming: 409,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  wrong_password: 400,
  no_recipients: 422,
  not_guest: 409,
  rate_limited: 429,
  upstream_unavailable: 503,
  service_not_deployed: 503,
  not_ready: 503,
  upstream_timeout: 504,
  request_timeout: 408,
  internal_error: 500,
  account_deleted: 401,
  account_not_found: 401,
  user_not_found: 404,
  cannot_delete_self: 409,
  cannot_demote_self: 409,
  mail_not_found: 404,
  mail_queue_unavailable: 503,
  demo_unavailable: 503,
  person_not_found: 404,
  person_duplicate: 409,
  quota_exceeded: 422,
  map_not_found: 404,
  map_version_conflict: 409,
  display_not_found: 404,
  last_display: 409,
  element_not_found: 404,
  area_not_found: 404,
  event_not_found: 404,
  season_not_found: 404,
  household_not_found: 404,
  season_payment_not_found: 404,
  season_requests_closed: 409,
  season_link_invalid: 404,
  event_not_on_date: 404,
  report_not_found: 404,
  report_exists: 409,
  guest_not_found: 404,
  seat_not_free: 409,
  seat_has_guest: 409,
  report_link_invalid: 404,
  report_link_expired: 410,
  lobby_link_invalid: 404,
  guest_map_rest_day: 409,
  guest_map_send_limit: 429,
  guest_map_not_set: 409,
  no_mobile_phone: 422,
  sms_failed: 503,
  reminder_run_not_found: 404,
  reminder_call_not_found: 404,
  no_calls_on_rest_day: 409,
  phone_opted_out: 409,
  phone_not_verified: 409,
  phone_missing: 409,
  verification_code_wrong: 400,
  verification_code_burnt: 410,
  verification_code_expired: 410,
  verification_code_not_sent: 503,
  daily_call_cap_reached: 429,
  opt_out_exists: 409,
  opt_out_not_found: 404,
  reminder_calls_stopped: 409,
  lead_not_found: 404,
  communication_not_found: 404,
  guest_cannot_pay: 409,
  no_active_subscription: 409,
  plan_not_found: 404,
  plan_unchanged: 409,
  plan_too_small: 409,
  plan_charge_declined: 422,
  coupon_not_found: 404,
  plan_period_running: 409,
  not_in_trial: 409,
  payment_provider_unavailable: 503,
  cancel_failed: 503,
  payment_credit_late: 409,
  synagogue_name_confusable: 409,
  role_forbidden: 403,
  not_a_member: 403,
  last_owner: 409,
  already_member: 409,
  invitation_not_found: 404,
  invitation_used: 410,
  invitation_expired: 410,
  invitation_revoked: 410,
  invitation_other_email: 409,
  guest_cannot_invite: 409,
}

/** A failure the client caused or may see; anything else is hidden behind internal_error. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly fields?: FieldError[]
  readonly params?: Record<string, string | number>
  readonly headers?: Record<string, string>

  /**
   * The text is the code's, from contracts (with `params` when it names figures); `message` is only for the
   * codes whose words come from elsewhere (a form's fields, the card provider's reason).
   */
  constructor(
    code: ErrorCode,
    opts: {
      message?: string
      status?: number
      fields?: FieldError[]
      params?: Record<string, string | number>
      headers?: Record<string, string>
    } = {},
  ) {
    super(opts.message ?? errorText(code, opts.params))
    this.code = code
    this.status = opts.status ?? statusByCode[code] ?? 500
    if (opts.fields) this.fields = opts.fields
    if (opts.params) this.params = opts.params
    if (opts.headers) this.headers = opts.headers
  }

  toBody(requestId?: string): ErrorBody {
    return {
      ok: false,
      error: this.code,
      status: this.status,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.params ? { params: this.params } : {}),
      ...(requestId ? { requestId } : {}),
    }
  }
}

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
