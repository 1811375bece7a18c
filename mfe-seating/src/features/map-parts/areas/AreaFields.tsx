import { numberSeatsOfMap, rowLetterOrAisle, type Area } from '@seats/contracts'
import { GridNumberField } from '../GridNumberField'
import type { PartFieldsProps } from '../map-part-kind'
import { PartNameField } from '../PartField'
import type { AreaValues } from './area-form'

type RangeField = 'rowFrom' | 'rowTo' | 'colFrom' | 'colTo'

/** An area's fields: its name, and the first and last row and column it takes. */
export function AreaFields(form: PartFieldsProps<Area, AreaValues>) {
  const { map, values } = form
  const rowHint = (value: string) => {
    const n = Number(value)
    return Number.isInteger(n) && n >= 1 && n <= map.rows
      ? `שורה ${rowLetterOrAisle(numberSeatsOfMap(map), n)}`
      : undefined
  }
  const numberField = (name: RangeField, label: string, max: number, hint?: string) => (
    <GridNumberField form={form} name={name} label={label} max={max} hint={hint} />
  )

  return (
    <>
      <PartNameField form={form} label="שם האזור" maxLength={40} placeholder="למשל: עזרת נשים" />
      <div className="map-screen__pair">
        {numberField('rowFrom', 'משורה', map.rows, rowHint(values.rowFrom))}
        {numberField('rowTo', 'עד שורה', map.rows, rowHint(values.rowTo))}
      </div>
      <div className="map-screen__pair">
        {numberField('colFrom', 'מעמודה', map.cols)}
        {numberField('colTo', 'עד עמודה', map.cols)}
      </div>
    </>
  )
}
