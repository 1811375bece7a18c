import { api } from '@seats/sdk'
import { seasonRequestPageSchema, type SeasonRequestInput, type SeasonRequestPage } from '@seats/contracts'

const path = (token: string) => `/season-requests/${encodeURIComponent(token)}`
/** No session is sent or refreshed: the link itself is the key. */
const open = { token: null, recoverAuth: false } as const

/** A household's seat request page (seating's /api/season-requests/:token). Errors are ApiErrors. */
export const seasonRequestApi = {
  async page(token: string): Promise<SeasonRequestPage> {
    return seasonRequestPageSchema.parse(await api.get<unknown>(path(token), open))
  },
  async submit(token: string, input: SeasonRequestInput): Promise<SeasonRequestPage> {
    return seasonRequestPageSchema.parse(await api.put<unknown>(path(token), input, open))
  },
}
