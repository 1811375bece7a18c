import { z } from 'zod'
import { cellKinds } from './seating-vocabulary'

/**
 * The lobby screen: a television or tablet at the synagogue's entrance showing one map's free seats for the
 * coming date, live. It opens by a signed link the warden creates per map (no sign-in, read-only); the page
 * names nobody, so a guest learns where to sit and no one learns who is away.
 */

/** The path the warden opens on the screen. */
export const lobbyPath = (token: string): string => `/lobby/${token}`

/** POST /api/lobby-screens: a new link for a map (the map's earlier link stops opening). */
export const lobbyScreenCreateSchema = z.object({ mapId: z.number().int().positive() }).strict()
export type LobbyScreenCreate = z.infer<typeof lobbyScreenCreateSchema>

/** GET /api/lobby-screens: which maps have a live link; the link itself is shown once, when created. */
export const lobbyScreenSchema = z.object({
  mapId: z.number().int(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
})
export type LobbyScreen = z.infer<typeof lobbyScreenSchema>

/** The answer to a create: the screen, and its address (kept nowhere but here: only a hash is stored). */
export const lobbyScreenCreatedSchema = lobbyScreenSchema.extend({ url: z.string() })
export type LobbyScreenCreated = z.infer<typeof lobbyScreenCreatedSchema>

/** One cell of the lobby's map: what it is, and for a seat its label and whether a guest may sit there. */
export const lobbyCellSchema = z.object({
  row: z.number().int(),
  col: z.number().int(),
  kind: z.enum(cellKinds),
  label: z.string().nullable(),
  free: z.boolean(),
})
export type LobbyCell = z.infer<typeof lobbyCellSchema>

export const lobbyElementSchema = z.object({
  name: z.string(),
  color: z.string(),
  row: z.number().int(),
  col: z.number().int(),
  rowSpan: z.number().int(),
  colSpan: z.number().int(),
})
export type LobbyElement = z.infer<typeof lobbyElementSchema>

/** GET /api/lobby/:token: the synagogue, the coming date, and the map with no one's name on it. */
export const lobbyPageSchema = z.object({
  synagogue: z.string(),
  mapName: z.string(),
  date: z.object({
    date: z.iso.date(),
    name: z.string(),
    hebrewDate: z.string(),
  }),
  rows: z.number().int(),
  cols: z.number().int(),
  /** Row labels ('א', 'ב', ...) by row number, as the map numbers its seats. */
  rowLabels: z.array(z.string().nullable()),
  cells: z.array(lobbyCellSchema),
  elements: z.array(lobbyElementSchema),
  freeCount: z.number().int(),
})
export type LobbyPage = z.infer<typeof lobbyPageSchema>
