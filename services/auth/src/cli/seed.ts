import type { Knex } from '@seats/kit'
import { seedPassword, type CliEnv } from './cli-env'
import { ensureAccount, ensureTeamMember, type EnsuredAccount } from './staff-accounts'

export const LOCAL_ADMIN_PASSWORD = 'admin12345'
export const LOCAL_DEMO_PASSWORD = 'demo12345'
export const LOCAL_SEASON_DEMO_PASSWORD = 'season12345'
/** The season demo's synagogue has about a thousand worshippers; its plan holds them with room to add. */
export const SEASON_DEMO_MAX_PEOPLE = 1_500

/**
 * Idempotent: the admin and the demo synagogue exist afterwards, ready to log in. The demo account
 * is not new, so it opens straight on the map without the tour. The demo synagogue's team has a second
 * warden and a viewer, signing in with the demo's password. The season demo is a second synagogue, paid up
 * the same way, that the start command fills with 400 households ready to run the High Holiday season.
 */
export async function seedAccounts(
  db: Knex,
  env: CliEnv,
  now = new Date(),
): Promise<{
  admin: EnsuredAccount
  demo: EnsuredAccount
  team: EnsuredAccount[]
  seasonDemo: EnsuredAccount
}> {
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
  const seasonDemo = await ensureAccount(
    db,
    {
      email: env.SEED_SEASON_DEMO_EMAIL,
      password: seedPassword(env.SEED_SEASON_DEMO_PASSWORD, LOCAL_SEASON_DEMO_PASSWORD, env.NODE_ENV),
      contactName: env.SEED_SEASON_DEMO_NAME,
      synagogueName: env.SEED_SEASON_DEMO_SYNAGOGUE,
      phone: env.SEED_SEASON_DEMO_PHONE,
      admin: false,
      renew: true,
      maxPeople: SEASON_DEMO_MAX_PEOPLE,
    },
    now,
  )
  return { admin, demo, team, seasonDemo }
}

export function describeAccount(label: string, account: EnsuredAccount): string {
  const state = account.created ? 'created' : 'updated'
  const password = account.password ?? '(password unchanged)'
  return `${label}: ${account.user.email} / ${password} (${state}, id ${account.user.id})`
}
