import type { Communication, CommunicationInput, CommunicationUpdateInput } from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import { communicationsRepo, leadNotFound, leadsRepo } from '../leads'

const notFound = () => new AppError('communication_not_found')
/** The lead was deleted between our check and the insert (the foreign key refused it). */
const isMissingParent = (err: unknown) => (err as { code?: string })?.code === 'ER_NO_REFERENCED_ROW_2'

/** The admins' record of talking to a lead. */
export function createCommunicationsService(deps: Pick<LeadsDeps, 'db'>) {
  const repo = communicationsRepo(deps.db)
  return {
    async create(input: CommunicationInput): Promise<Communication | null> {
      if (!(await leadsRepo(deps.db).exists(input.leadId))) throw leadNotFound()
      const id = await repo.insert(input).catch((err: unknown) => {
        throw isMissingParent(err) ? leadNotFound() : err
      })
      return repo.find(id)
    },

    async update(id: number, input: CommunicationUpdateInput): Promise<Communication> {
      if ((await repo.update(id, input)) === 0) throw notFound()
      const updated = await repo.find(id)
      if (!updated) throw notFound()
      return updated
    },
  }
}
export type CommunicationsService = ReturnType<typeof createCommunicationsService>
