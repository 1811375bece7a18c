import {
  normalizePhone,
  type Communication,
  type InternalLeadCreateInput,
  type Lead,
  type LeadCreateInput,
  type LeadListQuery,
  type LeadUpdateInput,
  type MarkUserCreatedInput,
} from '@seats/contracts'
import { AppError, type Logger } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import { communicationsRepo } from './communications.repo'
import { leadStats } from './lead-stats'
import { leadsRepo } from './leads.repo'
import { leadFieldsOf, receivePublicLead } from './public-lead'

export const leadNotFound = () => new AppError('lead_not_found')

/** The leads: a visitor's submission, and the admins' reads and writes. */
export function createLeadsService(deps: Pick<LeadsDeps, 'db'>) {
  const repo = leadsRepo(deps.db)

  async function get(id: number): Promise<Lead & { communications: Communication[] }> {
    const lead = await repo.find(id)
    if (!lead) throw leadNotFound()
    return { ...lead, communications: await communicationsRepo(deps.db).ofLead(lead.id) }
  }

  return {
    /** A visitor's form; `log` is the request's, so a dropped honeypot is logged with its request id. */
    receive: (input: LeadCreateInput, requestKey: string | null, log: Logger) =>
      receivePublicLead({ db: deps.db, log }, input, requestKey),

    /** An admin's new lead, stored as sent (any source) and answered in full. */
    async create(input: LeadCreateInput) {
      const id = await repo.insert(leadFieldsOf(input))
      return { ...(await repo.find(id)), communications: [] as Communication[] }
    },

    list: (query: LeadListQuery) => repo.list(query),
    stats: () => leadStats(deps.db),
    get,

    async update(id: number, input: LeadUpdateInput): Promise<Lead> {
      if (!(await repo.exists(id))) throw leadNotFound()
      await repo.update(id, input)
      const lead = await repo.find(id)
      // Deleted by another admin between the two statements.
      if (!lead) throw leadNotFound()
      return lead
    },

    async remove(id: number): Promise<void> {
      if ((await repo.remove(id)) === 0) throw leadNotFound()
    },

    /** Another service's lead (auth: a demo start, a registration); answers its id. */
    addFromService: (input: InternalLeadCreateInput) => repo.insert({ ...input, status: 'new' }),

    /** The leads of an account just made, found by its email or phone; answers how many. */
    markUserCreated(input: MarkUserCreatedInput): Promise<number> {
      const phoneDigits = input.phone ? normalizePhone(input.phone) : ''
      return repo.markUserCreated({
        email: input.email || undefined,
        phoneDigits: phoneDigits || undefined,
      })
    },
  }
}
export type LeadsService = ReturnType<typeof createLeadsService>
