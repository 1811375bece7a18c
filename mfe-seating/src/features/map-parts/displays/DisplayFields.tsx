import { Radio, RadioGroup, Switch } from '@seats/sdk'
import { numberSeatsOfMap, rowLetterOrAisle, type Display } from '@seats/contracts'
import { GridNumberField } from '../GridNumberField'
import type { PartFieldsProps } from '../map-part-kind'
import { PartNameField } from '../PartField'
import { orientationLabels, rangeFields, type DisplayValues } from './display-form'

type RangeField = 'rowFrom' | 'rowTo' | 'colFrom' | 'colTo'

const rangeLabels = {
  rows: { all: 'כל השורות', from: 'משורה', to: 'עד שורה' },
  cols: { all: 'כל העמודות', from: 'מעמודה', to: 'עד עמודה' },
} as const

/** A print layout's fields: paper, orientation and which rows and columns it prints. */
export function DisplayFields(form: PartFieldsProps<Display, DisplayValues>) {
  const { map, values, change } = form
  const numberField = (name: RangeField, label: string, max: number, hint?: string) => (
    <GridNumberField form={form} name={name} label={label} max={max} hint={hint} />
  )
  const rowHint = (value: string) => {
    const n = Number(value)
    return Number.isInteger(n) && n >= 1 && n <= map.rows
      ? `שורה ${rowLetterOrAisle(numberSeatsOfMap(map), n)}`
      : undefined
  }
  // The whole axis, or a switch off and its first and last row or column.
  const range = (
    axis: keyof typeof rangeFields,
    max: number,
    hint?: (value: string) => string | undefined,
  ) => {
    const names = rangeFields[axis]
    const labels = rangeLabels[axis]
    return (
      <>
        <Switch
          checked={values[names.all]}
          label={labels.all}
          onChange={(e) => change({ [names.all]: e.currentTarget.checked })}
        />
        {!values[names.all] ? (
          <div className="map-screen__pair">
            {numberField(names.from, labels.from, max, hint?.(values[names.from]))}
            {numberField(names.to, labels.to, max, hint?.(values[names.to]))}
          </div>
        ) : null}
      </>
    )
  }

  return (
    <>
      <PartNameField form={form} label="שם התצוגה" maxLength={100} placeholder="למשל: צד ימין של האולם" />
      <div className="map-screen__pair">
        <RadioGroup
          label="גודל דף"
          name={form.idOf('size')}
          selectedValue={values.size}
          onChange={(e) => change({ size: e.currentTarget.value as DisplayValues['size'] })}
          inline
        >
          <Radio label="A4" value="A4" />
          <Radio label="A3" value="A3" />
        </RadioGroup>
        <RadioGroup
          label="כיוון הדף"
          name={form.idOf('orientation')}
          selectedValue={values.orientation}
          onChange={(e) => change({ orientation: e.currentTarget.value as DisplayValues['orientation'] })}
          inline
        >
          <Radio label={orientationLabels.portrait} value="portrait" />
          <Radio label={orientationLabels.landscape} value="landscape" />
        </RadioGroup>
      </div>
      {range('rows', map.rows, rowHint)}
      {range('cols', map.cols)}
    </>
  )
}
