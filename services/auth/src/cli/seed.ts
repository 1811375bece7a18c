import type { Knex } from '@seats/kit'
import { seedPassword, type CliEnv } from './cli-env'
import { ensureAccount, ensureTeamMember, type EnsuredAccount } from './staff-accounts'

export const LOCAL_ADMIN_PASSWORD = 'admin12345'
export const LOCAL_DEMO_PASSWORD = 'demo12345'

/**
 * Idempotent: the admin and the demo synagogue exist afterwards, ready to log in. The demo account
 * is not new, so it opens straight on the map without the tour. The demo synagogue's team has a second
 * warden and a viewer, signing in with the demo's password.
 */
export async function seedAccounts(
  db: Knex,
  env: CliEnv,
  now = new Date(),
): Promise<{ admin: EnsuredAccount; demo: EnsuredAccount; team: EnsuredAccount[] }> {
  const admin = await ensureAccount(
    db,
    {
      email: env.SEED_ADMIN_EMAIL,
      password: seedPassword(env.SEED_ADMIN_PASSWORD, LOCAL_ADMIN_PASSWORD, env.NODE_ENV),
      contactName: env.SEED_ADMIN_NAME,
      admin: true,
      renew: true,
    },
    now,
  )
  const demo = await ensureAccount(
    db,
    {
      email: env.SEED_DEMO_EMAIL,
      password: seedPassword(env.SEED_DEMO_PASSWORD, LOCAL_DEMO_PASSWORD, env.NODE_ENV),
      contactName: env.SEED_DEMO_NAME,
      synagogueName: env.SEED_DEMO_SYNAGOGUE,
      phone: env.SEED_DEMO_PHONE,
      admin: false,
      renew: true,
    },
    now,
  )
  const demoPassword = seedPassword(env.SEED_DEMO_PASSWORD, LOCAL_DEMO_PASSWORD, env.NODE_ENV)
  const team = [
    await ensureTeamMember(
      db,
      demo.user.id,
      { email: env.SEED_DEMO_WARDEN_EMAIL, password: demoPassword, contactName: 'ראובן לוי', role: 'warden' },
      now,
    ),
    await ensureTeamMember(
      db,
      demo.user.id,
      {
        email: env.SEED_DEMO_VIEWER_EMAIL,
        password: demoPassword,
        contactName: 'שמעון גבאי',
        role: 'viewer',
      },
      now,
    ),
  ]
  return { admin, demo, team }
}

export function describeAccount(label: string, account: EnsuredAccount): string {
  const state = account.created ? 'created' : 'updated'
  const password = account.password ?? '(password unchanged)'
  return `${label}: ${account.user.email} / ${password} (${state}, id ${account.user.id})`
}
