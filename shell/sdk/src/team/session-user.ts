import {
  loginResponseSchema,
  teamContextSchema,
  userSchema,
  type TeamContext,
  type User,
} from '@seats/contracts'

/**
 * The signed-in person as the session keeps them: the user record plus their team (the synagogue the
 * session acts for, with their role there, and every synagogue they belong to). `team` is optional because
 * answers other than /users/me and the sign-ins (a profile save, a charge) do not carry it.
 */
export type SessionUser = User & { team?: TeamContext }

export const sessionUserSchema = userSchema.extend({ team: teamContextSchema.optional() })

/** A sign-in, an accepted invitation or a switch of synagogue: the token and the person acting with it. */
export const sessionAnswerSchema = loginResponseSchema
  .pick({ accessToken: true })
  .extend({ user: sessionUserSchema })
export interface SessionAnswer {
  accessToken: string
  user: SessionUser
}
