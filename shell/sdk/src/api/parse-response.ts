import { badResponseError } from './api-error'

/** The part of a zod schema used here (the sdk takes its schemas from the contracts). */
export interface ResponseSchema<T> {
  safeParse(body: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } }
}

/** A 2xx answer that does not match its contract is logged and thrown as a Hebrew 'bad_response' error. */
export function parseResponse<T>(schema: ResponseSchema<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) {
    console.error(`[api] unexpected ${what} response`, parsed.error.issues)
    throw badResponseError(200)
  }
  return parsed.data
}
