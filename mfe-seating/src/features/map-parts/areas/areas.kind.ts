import { numberSeatsOfMap, type Area, type AreaInput, type AreaUpdate, type SeatMap } from '@seats/contracts'
import { sections } from '../../sections'
import type { MapPartKind } from '../map-part-kind'
import type { PreviewArea } from '../MapGridPreview'
import { areaColorOf, areaDetail, areaValuesOf, checkArea, draftRanges, type AreaValues } from './area-form'
import { AreaFields } from './AreaFields'

const DRAFT_KEY = 'draft'

const drawn = (map: SeatMap, active: number | null): PreviewArea[] =>
  map.areas.map((area) => ({
    key: area.id,
    name: area.name,
    rowRange: area.rowRange,
    colRange: area.colRange,
    color: areaColorOf(area, map),
    active: area.id === active,
  }))

/** Areas (men's section, women's section, balcony): named parts of the hall that never overlap. */
export const areas: MapPartKind<Area, AreaValues, AreaInput, AreaUpdate> = {
  path: '/areas',
  name: 'area',
  icon: sections.areas.icon,
  texts: {
    title: sections.areas.title,
    subtitle: sections.areas.subtitle,
    add: 'הוספת אזור',
    dialog: { add: 'הוספת אזור', edit: 'עריכת אזור' },
    listTitle: (mapName) => `אזורים במפה ${mapName}`,
    listLabel: 'אזורים',
    listNote: 'כל אזור הוא טווח של שורות ועמודות. אזורים של אותה מפה אינם חופפים זה לזה.',
    empty: {
      title: 'עדיין אין אזורים',
      description: 'סמנו את עזרת הגברים, עזרת הנשים או היציע, כדי שאפשר יהיה לבקש מקומות בכל אזור.',
    },
    previewNote: 'עמודה 1 מימין, כמו באולם. כל אזור מסומן בצבע משלו.',
  },
  partsOf: (map) => map.areas,
  detail: (area, map) => areaDetail(area, numberSeatsOfMap(map)),
  color: areaColorOf,
  shows: 'hover',
  preview: {
    title: (map, shown) =>
      shown
        ? `${shown.name}: ${areaDetail(shown, numberSeatsOfMap(map))}`
        : `${map.name}: ${map.rows} שורות, ${map.cols} עמודות`,
    layers: (shown, map) => ({ areas: drawn(map, shown?.id ?? null) }),
  },
  form: {
    valuesOf: areaValuesOf,
    check: checkArea,
    fieldOrder: ['name', 'rowFrom', 'rowTo', 'colFrom', 'colTo'],
    // The service names a range; its message shows under the range's end.
    serverFields: { name: 'name', rowRange: 'rowTo', colRange: 'colTo' },
    update: (input) => input,
    Fields: AreaFields,
    // The area as the form stands among the map's others, drawn over one it overlaps so the warden sees where.
    preview: (map, check, area, values) => {
      const others = drawn(map, null).filter((a) => a.key !== area?.id)
      const ranges = check.ok ? check.input : draftRanges(values, map)
      if (!ranges) return { areas: others }
      // A new area takes the next colour.
      const color = areaColorOf(area ?? { id: -1 }, map)
      const { rowRange, colRange } = ranges
      const draft = { key: DRAFT_KEY, name: values.name.trim(), rowRange, colRange, color, active: true }
      return { areas: [...others, draft] }
    },
  },
}
