// @vitest-environment jsdom
import type { MapSummary } from '@seats/contracts'
import type * as Sdk from '@seats/sdk'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mapAdmin } from './map-admin'

const sdk = vi.hoisted(() => ({ navigate: vi.fn(), setLastMapId: vi.fn() }))
vi.mock('@seats/sdk', async (original) => {
  const actual = await original<typeof Sdk>()
  return {
    ...actual,
    navigate: sdk.navigate,
    session: { ...actual.session, setLastMapId: sdk.setLastMapId },
  }
})
const deleteMap = vi.hoisted(() => vi.fn<(...args: unknown[]) => Promise<boolean>>())
vi.mock('../maps/delete-map', () => ({ deleteMapWithConfirmation: deleteMap }))

const summary = (id: number): MapSummary => ({
  id,
  name: `מפה ${id}`,
  rows: 3,
  cols: 4,
  version: 1,
  assigned: 0,
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
})
const maps = [summary(7), summary(8), summary(9)]

afterEach(() => vi.clearAllMocks())

describe("the open map's administration, handed to the editor", () => {
  it('leaves a map another warden deleted for the first one left, replacing the address', () => {
    const onMapsChanged = vi.fn()
    mapAdmin(7, maps, onMapsChanged).onMapDeleted()
    expect(sdk.setLastMapId).toHaveBeenCalledWith(8)
    expect(onMapsChanged).toHaveBeenCalled()
    expect(sdk.navigate).toHaveBeenCalledWith('/map/8', { replace: true })
  })

  it('goes to /map/ when no map is left', () => {
    mapAdmin(7, [summary(7)], () => {}).onMapDeleted()
    expect(sdk.setLastMapId).toHaveBeenCalledWith(null)
    expect(sdk.navigate).toHaveBeenCalledWith('/map/', { replace: true })
  })

  it("deletes the open map with the maps screen's confirmation, and reloads the list once it is gone", async () => {
    const onMapsChanged = vi.fn()
    deleteMap.mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    const admin = mapAdmin(8, maps, onMapsChanged)
    admin.onDeleteMap()
    await vi.waitFor(() => expect(deleteMap).toHaveBeenCalledWith(8, [7, 9], { isOpenMap: true }))
    expect(onMapsChanged).not.toHaveBeenCalled()
    admin.onDeleteMap()
    await vi.waitFor(() => expect(onMapsChanged).toHaveBeenCalledTimes(1))
  })
})
