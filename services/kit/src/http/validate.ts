import type { Context } from 'koa'
import { fieldErrorOfIssue, type ChangeAuthor } from '@seats/contracts'
import { z } from 'zod'
import { AppError, fieldsError } from '../errors'
import type { AuthInfo } from './context'

z.config(z.locales.he())

/**
 * Parses `data` with `schema`; a failure becomes a 400 naming every bad field by a code of the contracts
 * (`fieldErrorOfIssue`), with its Hebrew text for clients that read only `message`.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // The input on each issue lets a wrong type name what it received.
  const parsed = schema.safeParse(data, { reportInput: true })
  if (parsed.success) return parsed.data
  throw fieldsError(parsed.error.issues.map(fieldErrorOfIssue))
}

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }
type Out<S> = S extends z.ZodType ? z.output<S> : undefined
export type Input<S extends Schemas> = {
  body: Out<S['body']>
  query: Out<S['query']>
  params: Out<S['params']>
}

/**
 * A route handler with validated input. Bad path parameters answer 404 (no such resource);
 * bad body or query answer 400 naming the fields.
 */
export function handle<S extends Schemas>(
  schemas: S,
  fn: (ctx: Context, input: Input<S>) => Promise<void> | void,
) {
  return async (ctx: Context) => {
    let params: unknown
    if (schemas.params) {
      const parsed = schemas.params.safeParse(ctx.params ?? {})
      if (!parsed.success) throw new AppError('not_found')
      params = parsed.data
    }
    const input = {
      params,
      query: schemas.query ? validate(schemas.query, ctx.query) : undefined,
      body: schemas.body ? validate(schemas.body, ctx.request.body ?? {}) : undefined,
    } as Input<S>
    await fn(ctx, input)
  }
}

/** The caller's identity; routes behind requireAuth always have it. */
export function authOf(ctx: Context): AuthInfo {
  const auth = ctx.state.auth
  if (!auth) throw new AppError('unauthorized')
  return auth
}

/** Who makes a change the caller asks for: recorded with it, and told to the other members. */
export function changeAuthorOf(ctx: Context): ChangeAuthor {
  const { memberId, memberName } = authOf(ctx)
  return { memberId, memberName }
}

/** A numeric id in the path. */
export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
})
