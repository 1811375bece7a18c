import type { SeatMap } from '@seats/contracts'
import type { FieldErrors, FormCheck, IconName } from '@seats/sdk'
import type { ComponentType } from 'react'
import type { PreviewArea, PreviewRange, PreviewRect } from './MapGridPreview'

/** What every part of a map has, whatever its kind. */
export interface MapPart {
  id: number
  name: string
}

/** What the map drawing shows beside the list or the form; the map's own elements unless `elements` says. */
export interface PreviewLayers {
  elements?: PreviewRect[]
  highlight?: string | number | null
  range?: PreviewRange | null
  areas?: PreviewArea[]
}

/** A kind's form fields, given the form as it stands. */
export interface PartFieldsProps<P, V extends object> {
  map: SeatMap
  part: P | undefined
  values: V
  errors: FieldErrors<keyof V & string>
  change: (patch: Partial<V>) => void
  /** A field's input id, which the form focuses when the field is wrong. */
  idOf: (field: keyof V & string) => string
}

/** The form of a kind: its values, their check into the service's input, and the fields that edit them. */
export interface PartForm<P, V extends object, I extends { mapId: number }, U> {
  valuesOf: (part: P | undefined, map: SeatMap) => V
  /** The form's values checked against the map, and against its other parts than `part`, the one edited. */
  check: (values: V, map: SeatMap, part: P | undefined) => FormCheck<V, I>
  /** The order in which the first wrong field takes the focus. */
  fieldOrder: readonly (keyof V & string)[]
  /** The service's field names, in the order its messages are said, and the form field each shows under. */
  serverFields: Readonly<Record<string, keyof V & string>>
  /** The PUT for an edited part, from the form's input less the map (a part never moves to another map). */
  update: (input: Omit<I, 'mapId'>, part: P) => U
  Fields: ComponentType<PartFieldsProps<P, V>>
  /** The drawing beside the form while it changes; `values` draw what can be drawn of a form not yet right. */
  preview: (map: SeatMap, check: FormCheck<V, I>, part: P | undefined, values: V) => PreviewLayers
}

/**
 * What one kind of map part (displays, elements, areas) adds to the screen every kind shares: the list page, the
 * add/edit dialog and the writes. The service drives the same kinds from its own descriptors
 * (services/seating/src/features/map-parts/*.kind.ts).
 */
export interface MapPartKind<P extends MapPart, V extends object, I extends { mapId: number }, U> {
  /** The service's path for the kind's writes. */
  path: string
  /** The kind in ids: the form's inputs are `${name}-<field>`, each list item has `data-${name}-id`. */
  name: string
  icon: IconName
  texts: {
    title: string
    subtitle: string
    add: string
    dialog: { add: string; edit: string }
    listTitle: (mapName: string) => string
    listLabel: string
    /** Under the list. */
    listNote?: string
    /** A map without parts of this kind; unset for a kind a map always has. */
    empty?: { title: string; description: string }
    /** The tag of the first part (the one printed by default). */
    firstTag?: string
    /** Why the last part cannot be deleted; unset when a map may have none. */
    keepsOne?: string
    previewNote: string
  }
  /** The map's parts of this kind, in the list's order. */
  partsOf: (map: SeatMap) => P[]
  /** The line under a part's name. */
  detail: (part: P, map: SeatMap) => string
  /** The part's colour, shown beside its name. */
  color?: (part: P, map: SeatMap) => string
  /**
   * Which part the drawing shows: `click` keeps the one clicked, the first by default (what prints);
   * `hover` follows the pointer or focus, none by default.
   */
  shows: 'click' | 'hover'
  /** The PUT that moves a part to another place in the order; unset for a kind without an order. */
  moved?: (part: P, position: number) => U
  preview: {
    title: (map: SeatMap, shown: P | undefined) => string
    layers: (shown: P | undefined, map: SeatMap) => PreviewLayers
  }
  form: PartForm<P, V, I, U>
}
