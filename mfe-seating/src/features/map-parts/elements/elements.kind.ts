import {
  elementKindLabels,
  numberSeatsOfMap,
  rowLetterOrAisle,
  type ElementInput,
  type ElementUpdate,
  type MapElement,
} from '@seats/contracts'
import { sections } from '../../sections'
import type { MapPartKind } from '../map-part-kind'
import { checkElement, placeText, valuesOf, type ElementField, type ElementValues } from './element-form'
import { ElementFields } from './ElementFields'

const DRAFT_KEY = 'draft'
const fields: ElementField[] = ['name', 'kind', 'row', 'col', 'rowSpan', 'colSpan', 'color']

/** Elements (ark, bimah, entrance…): rectangles on the grid, drawn on the map beside the list. */
export const elements: MapPartKind<MapElement, ElementValues, ElementInput, ElementUpdate> = {
  path: '/elements',
  name: 'element',
  icon: 'cube',
  texts: {
    title: sections.elements.title,
    subtitle: sections.elements.subtitle,
    add: 'הוספת אלמנט',
    dialog: { add: 'הוספת אלמנט', edit: 'עריכת אלמנט' },
    listTitle: (mapName) => `אלמנטים במפה ${mapName}`,
    listLabel: 'אלמנטים',
    empty: {
      title: 'עדיין אין אלמנטים',
      description: 'ארון הקודש, הבימה, עמוד החזן, הכניסה והחלונות עוזרים לאורחים להתמצא במפה.',
    },
    previewNote: 'עמודה 1 מימין, כמו באולם. מעברים מוצגים כרווח.',
  },
  partsOf: (map) => map.elements,
  detail: (element, map) => {
    const numbering = numberSeatsOfMap(map)
    return `${elementKindLabels[element.kind]} · ${placeText(element, (row) => rowLetterOrAisle(numbering, row))}`
  },
  color: (element) => element.color,
  shows: 'hover',
  preview: {
    title: (map) => `${map.name}: ${map.rows} שורות, ${map.cols} עמודות`,
    layers: (shown) => ({ highlight: shown?.id ?? null }),
  },
  form: {
    valuesOf: (element) => valuesOf(element),
    check: checkElement,
    fieldOrder: fields,
    serverFields: Object.fromEntries(fields.map((field) => [field, field])),
    update: (input) => input,
    Fields: ElementFields,
    // The element as the form stands, on top of the map's others.
    preview: (map, check, element) => {
      const others = map.elements.filter((e) => e.id !== element?.id).map((e) => ({ ...e, key: e.id }))
      if (!check.ok) return { elements: others, highlight: DRAFT_KEY }
      const { name, row, col, rowSpan, colSpan, color } = check.input
      return {
        elements: [...others, { key: DRAFT_KEY, name, row, col, rowSpan, colSpan, color }],
        highlight: DRAFT_KEY,
      }
    },
  },
}
