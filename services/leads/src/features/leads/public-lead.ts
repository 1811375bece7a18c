import { LEAD_SOURCE_LANDING, type LeadCreateInput, type LeadReceipt } from '@seats/contracts'
import { isDuplicateKey, type Knex, type Logger } from '@seats/kit'
import { leadsRepo } from './leads.repo'

/**
 * A contact-form submission. A filled honeypot answers exactly like a stored lead (with the id a real one
 * would have got) so a bot learns nothing, but nothing is stored.
 */
export async function receivePublicLead(
  deps: { db: Knex; log: Logger },
  input: LeadCreateInput,
  /** The form's Idempotency-Key: the same submission sent again answers the lead it made. */
  requestKey: string | null = null,
): Promise<LeadReceipt> {
  const repo = leadsRepo(deps.db)
  if (input.website?.trim()) {
    deps.log.info({ honeypot: true }, 'lead dropped: honeypot filled')
    return { ok: true, id: await repo.plausibleNextId() }
  }
  // The server names where a visitor's lead came from: a posted `source` would pass one off as a demo lead.
  try {
    const id = await repo.insert(
      { ...leadFieldsOf(input), source: LEAD_SOURCE_LANDING },
      new Date(),
      requestKey,
    )
    return { ok: true, id }
  } catch (err) {
    const earlier = requestKey && isDuplicateKey(err) ? await repo.idOfRequest(requestKey) : null
    if (earlier === null) throw err
    return { ok: true, id: earlier }
  }
}

export const leadFieldsOf = (input: LeadCreateInput) => ({
  name: input.name,
  phone: input.phone,
  email: input.email,
  message: input.message,
  source: input.source || LEAD_SOURCE_LANDING,
  status: 'new' as const,
})
