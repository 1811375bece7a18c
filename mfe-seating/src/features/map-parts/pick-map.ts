import type { MapSummary } from '@seats/contracts'

/** The map to show: the one asked for if it exists, else the last map viewed, else the first. */
export function pickMapId(
  maps: readonly Pick<MapSummary, 'id'>[],
  wanted: number | null,
  lastMapId: string | null,
): number | null {
  if (wanted !== null && maps.some((m) => m.id === wanted)) return wanted
  const last = lastMapId === null ? NaN : Number(lastMapId)
  if (maps.some((m) => m.id === last)) return last
  return maps[0]?.id ?? null
}
