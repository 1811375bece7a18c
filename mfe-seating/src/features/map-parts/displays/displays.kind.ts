import { numberSeatsOfMap, type Display, type DisplayInput, type DisplayUpdate } from '@seats/contracts'
import { sections } from '../../sections'
import type { MapPartKind } from '../map-part-kind'
import { checkDisplay, displayDetail, displayValuesOf, updateOf, type DisplayValues } from './display-form'
import { DisplayFields } from './DisplayFields'

/** Print layouts: kept in order (the first prints by default), and a map keeps at least one. */
export const displays: MapPartKind<Display, DisplayValues, DisplayInput, DisplayUpdate> = {
  path: '/displays',
  name: 'display',
  icon: 'print',
  texts: {
    title: sections.displays.title,
    subtitle: sections.displays.subtitle,
    add: 'הוספת תצוגה',
    dialog: { add: 'הוספת תצוגה', edit: 'עריכת תצוגה' },
    listTitle: (mapName) => `תצוגות הדפסה של ${mapName}`,
    listLabel: 'תצוגות הדפסה',
    listNote:
      'התצוגה הראשונה היא ברירת המחדל בהדפסה. מפה גדולה אפשר לחלק לכמה תצוגות, כל אחת עם טווח שורות ועמודות משלה.',
    firstTag: 'ברירת מחדל',
    keepsOne: 'למפה חייבת להיות לפחות תצוגה אחת',
    previewNote: 'החלק המודגש הוא מה שיודפס בתצוגה הזו. עמודה 1 מימין, כמו באולם.',
  },
  partsOf: (map) => [...map.displays].sort((a, b) => a.position - b.position),
  detail: (display, map) => displayDetail(display, numberSeatsOfMap(map)),
  shows: 'click',
  moved: updateOf,
  preview: {
    title: (map, shown) =>
      shown ? `${shown.name}: ${displayDetail(shown, numberSeatsOfMap(map))}` : map.name,
    layers: (shown) => ({ range: shown ? { rowRange: shown.rowRange, colRange: shown.colRange } : null }),
  },
  form: {
    valuesOf: displayValuesOf,
    check: checkDisplay,
    fieldOrder: ['name', 'rowFrom', 'rowTo', 'colFrom', 'colTo'],
    // The service names a range; its message shows under the range's end.
    serverFields: { name: 'name', rowRange: 'rowTo', colRange: 'colTo' },
    update: (input, display) => ({ ...input, position: display.position }),
    Fields: DisplayFields,
    preview: (_map, check) => ({
      range: check.ok ? { rowRange: check.input.rowRange, colRange: check.input.colRange } : null,
    }),
  },
}
