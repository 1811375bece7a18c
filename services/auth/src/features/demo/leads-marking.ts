import { markUserCreatedResultSchema, type MarkUserCreatedInput } from '@seats/contracts'
import type { Logger } from '@seats/kit'
import { bestEffort, type Peers } from '../../platform/peers'

/**
 * Someone became a registered user: the leads they left (by email or phone) become user_created. Never
 * fails the registration; a failure is only logged.
 */
export async function markLeadsUserCreated(
  peers: Pick<Peers, 'leads'>,
  log: Logger,
  who: MarkUserCreatedInput,
): Promise<void> {
  const leads = peers.leads
  if (!leads) return
  await bestEffort(log, 'mark leads user_created', () =>
    leads.call('POST', '/internal/leads/mark-user-created', {
      body: who,
      schema: markUserCreatedResultSchema,
    }),
  )
}
