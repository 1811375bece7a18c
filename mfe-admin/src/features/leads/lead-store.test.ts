import type { CommunicationInput, LeadCreateInput, LeadUpdateInput } from '@seats/contracts'
import { ApiError } from '@seats/sdk'
import { describe, expect, it, vi } from 'vitest'
import { leadUpdateOf } from './lead-list'
import { createLeadStore, emptyLeadDraft } from './lead-store'
import { buildCommunication, buildLead } from './test-leads'

function fakeApi() {
  const leads = [buildLead({ id: 1 }), buildLead({ id: 2, name: 'שרה לוי', status: 'contacted' })]
  let nextCommunication = 10
  return {
    list: vi.fn(async () => leads.map((l) => ({ ...l }))),
    get: vi.fn(async (id: number) => {
      const lead = leads.find((l) => l.id === id)
      if (!lead) throw new ApiError(404, 'lead_not_found', 'הפנייה לא נמצאה')
      return {
        ...lead,
        // Oldest first on purpose: the store shows them newest first whatever the order.
        communications: [
          buildCommunication({ id: 1, leadId: id, createdAt: '2026-01-11T09:00:00Z' }),
          buildCommunication({ id: 2, leadId: id, type: 'email', createdAt: '2026-01-12T09:00:00Z' }),
        ],
      }
    }),
    create: vi.fn(async (input: LeadCreateInput) =>
      buildLead({ id: 3, name: input.name, communications: [] }),
    ),
    update: vi.fn(async (id: number, input: LeadUpdateInput) => {
      const index = leads.findIndex((l) => l.id === id)
      leads[index] = { ...leads[index]!, ...input }
      return leads[index]!
    }),
    remove: vi.fn(async () => undefined),
    addCommunication: vi.fn(async (input: CommunicationInput) =>
      buildCommunication({ id: nextCommunication++, ...input, createdAt: '2026-02-01T09:00:00Z' }),
    ),
    updateCommunication: vi.fn(
      async (id: number, input: { type: 'call' | 'email' | 'meeting' | 'other'; content: string }) =>
        buildCommunication({ id, leadId: 1, ...input }),
    ),
  }
}

const newLead: LeadCreateInput = {
  name: 'חדש',
  phone: '0501112222',
  email: 'new@example.com',
  message: '',
  source: 'טלפון',
}

describe('lead store (seed §4)', () => {
  it('tracks loading and loads the list once', async () => {
    const api = fakeApi()
    const store = createLeadStore(api, () => 1)
    expect(store.get()).toMatchObject({ loading: false, listLoaded: false, leadLoaded: false })
    const first = store.loadList()
    expect(store.get().loading).toBe(true)
    await Promise.all([first, store.loadList()])
    await store.loadList()
    expect(api.list).toHaveBeenCalledTimes(1)
    expect(store.get()).toMatchObject({ loading: false, listLoaded: true, listError: null })
    expect(store.get().leads).toHaveLength(2)
  })

  it('keeps the list and says why when loading fails', async () => {
    const api = fakeApi()
    api.list.mockRejectedValueOnce(new ApiError(0, 'network_error', 'לא ניתן להתחבר לשרת'))
    const store = createLeadStore(api, () => 1)
    await store.loadList()
    expect(store.get()).toMatchObject({ listLoaded: false, loading: false, listError: 'לא ניתן להתחבר לשרת' })
    await store.loadList()
    expect(store.get()).toMatchObject({ listLoaded: true, listError: null })
  })

  it('opens a lead with its communications newest first, and flags it loaded', async () => {
    const store = createLeadStore(fakeApi(), () => 1)
    const opening = store.openLead(1)
    expect(store.get()).toMatchObject({ leadId: 1, leadLoading: true, leadLoaded: false })
    await opening
    expect(store.get()).toMatchObject({ leadLoading: false, leadLoaded: true, leadMissing: false })
    expect(store.get().lead?.communications?.map((c) => c.id)).toEqual([2, 1])
  })

  it('says when a lead does not exist', async () => {
    const store = createLeadStore(fakeApi(), () => 1)
    await store.openLead(99)
    expect(store.get()).toMatchObject({ lead: null, leadMissing: true, leadError: null, leadLoaded: false })
  })

  it('clears the form after a successful create and puts the lead on top', async () => {
    const store = createLeadStore(fakeApi(), () => 1)
    await store.loadList()
    store.setDraft({ ...emptyLeadDraft, name: 'חדש', phone: '0501112222' })
    await store.create(newLead)
    expect(store.get().draft).toEqual(emptyLeadDraft)
    expect(store.get().leads.map((l) => l.id)).toEqual([3, 1, 2])
  })

  it('keeps the form when a create fails', async () => {
    const api = fakeApi()
    api.create.mockRejectedValueOnce(new ApiError(400, 'validation_failed', 'חלק מהשדות אינם תקינים'))
    const store = createLeadStore(api, () => 1)
    const draft = { ...emptyLeadDraft, name: 'חדש' }
    store.setDraft(draft)
    await expect(store.create(newLead)).rejects.toThrow()
    expect(store.get().draft).toEqual(draft)
  })

  it('replaces the list entry after an update and reloads the open lead', async () => {
    const api = fakeApi()
    const store = createLeadStore(api, () => 1)
    await store.loadList()
    await store.openLead(2)
    expect(api.get).toHaveBeenCalledTimes(1)
    const lead = store.get().lead!
    await store.update(2, leadUpdateOf(lead, { status: 'interested' }))
    expect(store.get().leads.find((l) => l.id === 2)?.status).toBe('interested')
    expect(api.get).toHaveBeenCalledTimes(2)
    expect(store.get().lead?.status).toBe('interested')
    // Another lead's update does not reload the open one.
    await store.update(1, leadUpdateOf(buildLead({ id: 1 }), { status: 'contacted' }))
    expect(api.get).toHaveBeenCalledTimes(2)
  })

  it('removes a deleted lead from the list', async () => {
    const store = createLeadStore(fakeApi(), () => 1)
    await store.loadList()
    await store.openLead(1)
    await store.remove(1)
    expect(store.get().leads.map((l) => l.id)).toEqual([2])
    expect(store.get().lead).toBeNull()
  })

  it('adds new communications at the top, edits in place, and notes the last contact on the list', async () => {
    const store = createLeadStore(fakeApi(), () => 1)
    await store.loadList()
    await store.openLead(1)
    await store.addCommunication({ leadId: 1, type: 'meeting', content: 'פגישה בבית הכנסת' })
    expect(store.get().lead?.communications?.map((c) => c.id)).toEqual([10, 2, 1])
    expect(store.get().leads.find((l) => l.id === 1)?.lastCommunicationAt).toBe('2026-02-01T09:00:00Z')
    await store.updateCommunication(2, { type: 'other', content: 'עודכן' })
    expect(store.get().lead?.communications?.find((c) => c.id === 2)).toMatchObject({
      type: 'other',
      content: 'עודכן',
    })
    expect(store.get().lead?.communications?.map((c) => c.id)).toEqual([10, 2, 1])
  })

  it('never lets an older answer replace the lead opened after it', async () => {
    const api = fakeApi()
    let release: () => void = () => undefined
    api.get.mockImplementationOnce(
      (id: number) =>
        new Promise((resolve) => {
          release = () => resolve({ ...buildLead({ id }), communications: [] })
        }),
    )
    const store = createLeadStore(api, () => 1)
    const slow = store.openLead(1)
    await store.openLead(2)
    release()
    await slow
    expect(store.get().lead?.id).toBe(2)
  })
})
