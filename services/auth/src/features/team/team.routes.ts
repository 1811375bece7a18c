import Router from '@koa/router'
import { z } from 'zod'
import {
  AppError,
  authOf,
  handle,
  publicRoute,
  requireAuth,
  requireRole,
  signedInRoute,
  type TokenVerifier,
} from '@seats/kit'
import {
  changeMemberRoleSchema,
  inviteMemberSchema,
  roleAllows,
  switchSynagogueSchema,
} from '@seats/contracts'
import type { TeamService } from './team.service'

const personParams = z.object({ userId: z.coerce.number().int().positive() })
const invitationParams = z.object({ id: z.coerce.number().int().positive() })
const tokenParams = z.object({ token: z.string().max(100) })

/** The team of the synagogue the token acts for, invitations, and switching synagogue. */
export function teamRouter(deps: { verify: TokenVerifier; team: TeamService }): Router {
  const router = new Router()
  const signedIn = requireAuth(deps.verify)
  const noStore = (ctx: { set(k: string, v: string): void }) => ctx.set('Cache-Control', 'no-store')

  router.get(
    '/api/members',
    signedIn,
    requireRole('viewer'),
    handle({}, async (ctx) => {
      ctx.body = await deps.team.team(authOf(ctx).accountId)
    }),
  )
  router.post(
    '/api/members/invitations',
    signedIn,
    requireRole('owner'),
    handle({ body: inviteMemberSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await deps.team.invite(authOf(ctx), body)
    }),
  )
  router.delete(
    '/api/members/invitations/:id',
    signedIn,
    requireRole('owner'),
    handle({ params: invitationParams }, async (ctx, { params }) => {
      await deps.team.revokeInvitation(authOf(ctx), params.id)
      ctx.status = 204
    }),
  )
  router.put(
    '/api/members/:userId',
    signedIn,
    requireRole('owner'),
    handle({ params: personParams, body: changeMemberRoleSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.team.changeRole(authOf(ctx), params.userId, body.role)
    }),
  )
  /** An owner removes anyone; any member may remove themself (leave the synagogue). */
  router.delete(
    '/api/members/:userId',
    signedIn,
    requireRole('viewer'),
    handle({ params: personParams }, async (ctx, { params }) => {
      const auth = authOf(ctx)
      if (params.userId !== auth.memberId && !roleAllows(auth.role, 'owner'))
        throw new AppError('role_forbidden')
      await deps.team.removeMember(auth, params.userId)
      ctx.status = 204
    }),
  )

  router.get(
    '/api/invitations/:token',
    publicRoute,
    handle({ params: tokenParams }, async (ctx, { params }) => {
      noStore(ctx)
      ctx.body = await deps.team.preview(params.token)
    }),
  )
  router.post(
    '/api/invitations/:token/accept',
    signedIn,
    signedInRoute,
    handle({ params: tokenParams }, async (ctx, { params }) => {
      noStore(ctx)
      ctx.body = await deps.team.accept(authOf(ctx), params.token)
    }),
  )
  router.post(
    '/api/auth/switch',
    signedIn,
    signedInRoute,
    handle({ body: switchSynagogueSchema }, async (ctx, { body }) => {
      noStore(ctx)
      ctx.body = await deps.team.switchTo(authOf(ctx), body.accountId)
    }),
  )
  return router
}
