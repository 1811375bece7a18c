import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { isValidPhone, normalizePhone } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { hashPassword } from '../features/credentials'
import { newAccountFields } from '../features/users'
import { usersRepo } from '../features/user-records'
import { generatedPassword } from './staff-accounts'

const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v))

/** One sample synagogue as the plan gives it (infra/dev/billing-year.ts); other fields are ignored. */
const sampleAccountSchema = z.object({
  email: z.email().max(254),
  contactName: z.string().trim().min(1).max(100),
  synagogueName: z.string().trim().max(150),
  phone: z.string().transform(normalizePhone).refine(isValidPhone, 'not a phone number'),
  signedUpAt: instant,
  subscriptionType: z.string().trim().min(1).max(50),
  subscriptionEndsAt: instant,
  price: z.number().min(0).max(100_000),
  maxPeople: z.number().int().positive(),
})
export type SampleAccountInput = z.infer<typeof sampleAccountSchema>

export const sampleAccountsFileSchema = z.object({ accounts: z.array(sampleAccountSchema).max(1000) })

/** The file given to `cli sample-accounts --file`, checked; a problem names the account and field. */
export async function readSampleAccounts(file: string): Promise<SampleAccountInput[]> {
  const parsed = sampleAccountsFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return parsed.data.accounts
}

/**
 * Sample synagogues for a local system's billing views, by email: a missing one is created as if it had
 * signed up then (created_at backdated, not new, a generated password nobody is told) with the paid time
 * its billing history gave it; one that exists is left as it is, so a second run changes nothing.
 * Answers every account's id, and whether this run made it.
 */
export async function ensureSampleAccounts(
  db: Knex,
  accounts: readonly SampleAccountInput[],
  now = new Date(),
): Promise<Array<{ email: string; id: number; created: boolean }>> {
  const late = accounts.find((a) => a.signedUpAt > now)
  if (late) throw new Error(`${late.email} signs up in the future (${late.signedUpAt.toISOString()})`)
  const repo = usersRepo(db)
  const out: Array<{ email: string; id: number; created: boolean }> = []
  for (const a of accounts) {
    const existing = await repo.findByEmail(a.email)
    if (existing) {
      out.push({ email: existing.email ?? a.email, id: existing.id, created: false })
      continue
    }
    const user = await repo.insert({
      ...newAccountFields(
        {
          email: a.email,
          passwordHash: await hashPassword(generatedPassword()),
          contactName: a.contactName,
          synagogueName: a.synagogueName,
          phone: a.phone,
        },
        a.signedUpAt,
      ),
      isNew: false,
      subscriptionType: a.subscriptionType,
      subscriptionEndsAt: a.subscriptionEndsAt,
      price: a.price,
      maxPeople: a.maxPeople,
    })
    out.push({ email: user.email ?? a.email, id: user.id, created: true })
  }
  return out
}
