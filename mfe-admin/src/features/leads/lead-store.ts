import {
  LEAD_SOURCE_LANDING,
  type Communication,
  type CommunicationInput,
  type CommunicationUpdateInput,
  type Lead,
  type LeadCreateInput,
  type LeadUpdateInput,
} from '@seats/contracts'
import { errorMessageOf, isApiError, session } from '@seats/sdk'
import { createStore, useStore } from '../shared-ui'
import { newestFirst, type LeadListItem } from './lead-list'
import { leadsApi, type LeadsApi } from './leads-api'

/** The add-lead form, kept while its dialog is closed until the lead is created. */
export interface LeadDraft {
  name: string
  phone: string
  email: string
  message: string
  source: string
}
export const emptyLeadDraft: LeadDraft = {
  name: '',
  phone: '',
  email: '',
  message: '',
  source: LEAD_SOURCE_LANDING,
}

export interface LeadsState {
  leads: LeadListItem[]
  /** The list request is on its way. */
  loading: boolean
  /** The list arrived at least once (seed §4: loaded once). */
  listLoaded: boolean
  listError: string | null
  /** The open lead (/leads/:id) with its communications, newest first. */
  lead: Lead | null
  /** Which lead is open or being opened. */
  leadId: number | null
  leadLoading: boolean
  /** The open lead arrived (seed §4: "single lead loaded"). */
  leadLoaded: boolean
  leadError: string | null
  /** The server does not know the open lead's id (404). */
  leadMissing: boolean
  draft: LeadDraft
}

const initialState: LeadsState = {
  leads: [],
  loading: false,
  listLoaded: false,
  listError: null,
  lead: null,
  leadId: null,
  leadLoading: false,
  leadLoaded: false,
  leadError: null,
  leadMissing: false,
  draft: emptyLeadDraft,
}

type Client = Pick<
  LeadsApi,
  'list' | 'get' | 'create' | 'update' | 'remove' | 'addCommunication' | 'updateCommunication'
>

/**
 * The seed's lead store (§4): loading flags; the list loaded once; after a create the form is cleared;
 * after an update the list entry is replaced and the open lead reloaded; after a delete the lead leaves
 * the list; new communications go on top. Writes throw the ApiError to the caller (its toast or popup).
 */
export function createLeadStore(
  client: Client,
  currentUserId: () => number | null = () => session.getState().user?.id ?? null,
) {
  const store = createStore<LeadsState>(initialState)
  const set = store.set
  let listInFlight: Promise<void> | null = null
  let listFor: number | null = null
  /** Bumped by every openLead, so an older answer never replaces a newer lead. */
  let leadRequest = 0

  function fetchList(): Promise<void> {
    listInFlight ??= (async () => {
      set((s) => ({ ...s, loading: true }))
      const owner = currentUserId()
      try {
        const leads = await client.list()
        listFor = owner
        set((s) => ({
          ...s,
          leads: withKnownContacts(leads, s.leads),
          loading: false,
          listLoaded: true,
          listError: null,
        }))
      } catch (err) {
        set((s) => ({ ...s, loading: false, listError: errorMessageOf(err) }))
      } finally {
        listInFlight = null
      }
    })()
    return listInFlight
  }

  /** Puts the time of a lead's newest communication on its list entry. */
  const noteContact = (leadId: number, at: string | undefined) =>
    set((s) => ({
      ...s,
      leads: s.leads.map((l) =>
        l.id === leadId && at && (!l.lastCommunicationAt || l.lastCommunicationAt < at)
          ? { ...l, lastCommunicationAt: at }
          : l,
      ),
    }))

  async function openLead(id: number): Promise<void> {
    const request = ++leadRequest
    set((s) => ({
      ...s,
      leadId: id,
      leadLoading: true,
      leadError: null,
      leadMissing: false,
      // Reloading the same lead keeps it on screen; another lead starts empty.
      ...(s.leadId === id ? {} : { lead: null, leadLoaded: false }),
    }))
    try {
      const lead = await client.get(id)
      if (request !== leadRequest) return
      const communications = newestFirst(lead.communications ?? [])
      set((s) => ({ ...s, lead: { ...lead, communications }, leadLoading: false, leadLoaded: true }))
      noteContact(id, communications[0]?.createdAt)
    } catch (err) {
      if (request !== leadRequest) return
      const missing = isApiError(err) && err.status === 404
      set((s) => ({
        ...s,
        leadLoading: false,
        leadMissing: missing,
        leadError: missing ? null : errorMessageOf(err),
        ...(missing ? { lead: null, leadLoaded: false } : {}),
      }))
    }
  }

  const withOpenLead = (leadId: number, change: (lead: Lead) => Lead) =>
    set((s) => (s.lead && s.lead.id === leadId ? { ...s, lead: change(s.lead) } : s))

  return {
    get: store.get,
    subscribe: store.subscribe,
    /** Does nothing once loaded (for this admin); a second call while one is on its way shares it. */
    loadList(): Promise<void> {
      const state = store.get()
      if (state.listLoaded) {
        if (listFor === currentUserId()) return Promise.resolve()
        set(initialState)
      }
      return fetchList()
    },
    reloadList: fetchList,
    openLead,
    setDraft: (draft: LeadDraft) => set((s) => ({ ...s, draft })),

    async create(input: LeadCreateInput): Promise<Lead> {
      const lead = await client.create(input)
      set((s) => ({ ...s, leads: [lead, ...s.leads.filter((l) => l.id !== lead.id)], draft: emptyLeadDraft }))
      return lead
    },

    async update(id: number, input: LeadUpdateInput): Promise<Lead> {
      const lead = await client.update(id, input)
      set((s) => ({
        ...s,
        leads: s.leads.map((l) =>
          l.id === id ? { ...lead, lastCommunicationAt: l.lastCommunicationAt } : l,
        ),
      }))
      if (store.get().leadId === id) await openLead(id)
      return lead
    },

    async remove(id: number): Promise<void> {
      await client.remove(id)
      set((s) => ({
        ...s,
        leads: s.leads.filter((l) => l.id !== id),
        ...(s.leadId === id ? { lead: null, leadLoaded: false, leadMissing: true } : {}),
      }))
    },

    async addCommunication(input: CommunicationInput): Promise<Communication> {
      const communication = await client.addCommunication(input)
      withOpenLead(input.leadId, (lead) => ({
        ...lead,
        communications: [communication, ...(lead.communications ?? [])],
      }))
      noteContact(input.leadId, communication.createdAt)
      return communication
    },

    async updateCommunication(id: number, input: CommunicationUpdateInput): Promise<Communication> {
      const communication = await client.updateCommunication(id, input)
      withOpenLead(communication.leadId, (lead) => ({
        ...lead,
        communications: (lead.communications ?? []).map((c) => (c.id === id ? communication : c)),
      }))
      return communication
    },
  }
}
export type LeadStore = ReturnType<typeof createLeadStore>

/** A reloaded list keeps the contact times this page already learned, unless the server sent its own. */
function withKnownContacts(fresh: LeadListItem[], known: LeadListItem[]): LeadListItem[] {
  const at = new Map(known.filter((l) => l.lastCommunicationAt).map((l) => [l.id, l.lastCommunicationAt]))
  return fresh.map((l) =>
    l.lastCommunicationAt !== undefined || !at.has(l.id) ? l : { ...l, lastCommunicationAt: at.get(l.id) },
  )
}

/** The page's one lead store. */
export const leadStore = createLeadStore(leadsApi)

export const useLeadsState = (store: LeadStore = leadStore): LeadsState => useStore(store)
