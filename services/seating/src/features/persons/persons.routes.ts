import Router from '@koa/router'
import {
  householdRowErrorOf,
  idsSchema,
  inListRow,
  listRowsInvalidMessage,
  personFields,
  personInputSchema,
  personRowErrorOf,
  personsBulkSchema,
  type FieldError,
} from '@seats/contracts'
import {
  AppError,
  authOf,
  changeAuthorOf,
  handle,
  idParams,
  requireAuth,
  requireWritableAccount,
  writerOf,
  wardenWrites,
} from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import type { PersonsService } from './persons.service'

/**
 * A bulk row's problems as coded field errors: the 0-based index and the field in `field` ('3.phone'), the
 * code and the 1-based row in `params` (the screen finds the file's line and words it from the code).
 */
function parseBulk(body: unknown) {
  const parsed = personsBulkSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const fields: FieldError[] = parsed.error.issues.map((issue) => {
    const coded = personRowErrorOf(issue, personFields) ?? householdRowErrorOf(issue)
    if (coded) return coded
    const [index, ...rest] = issue.path.map(String)
    const field = issue.path.map(String).join('.') || '(body)'
    const row = /^\d+$/.test(index ?? '') ? Number(index) + 1 : null
    return { field, message: row ? inListRow(row, rest.join('.'), issue.message) : issue.message }
  })
  const rows = [
    ...new Set(fields.map((f) => /^(\d+)\./.exec(f.field)?.[1]).filter((r): r is string => r !== undefined)),
  ].map((r) => Number(r) + 1)
  throw new AppError('validation_failed', {
    fields,
    message: listRowsInvalidMessage(rows, fields[0]?.message ?? ''),
  })
}

export function personsRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  persons: PersonsService,
): Router {
  const router = new Router({ prefix: '/api/persons' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await persons.list(authOf(ctx).accountId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await persons.get(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/many',
    handle({}, async (ctx) => {
      const rows = parseBulk(ctx.request.body)
      ctx.status = 201
      ctx.body = await persons.createMany(authOf(ctx).accountId, changeAuthorOf(ctx), writerOf(ctx), rows)
    }),
  )
  router.post(
    '/',
    handle({ body: personInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await persons.create(authOf(ctx).accountId, changeAuthorOf(ctx), writerOf(ctx), body)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: personInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await persons.update(
        authOf(ctx).accountId,
        changeAuthorOf(ctx),
        writerOf(ctx),
        params.id,
        body,
      )
    }),
  )
  router.delete(
    '/many',
    handle({ body: idsSchema }, async (ctx, { body }) => {
      ctx.body = { deleted: await persons.remove(authOf(ctx).accountId, changeAuthorOf(ctx), body.ids) }
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await persons.remove(authOf(ctx).accountId, changeAuthorOf(ctx), [params.id])
      ctx.status = 204
    }),
  )
  return router
}
