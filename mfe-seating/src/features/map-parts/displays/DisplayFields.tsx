import { InputGroup, Radio, RadioGroup, Switch } from '@seats/sdk'
import { numberSeatsOfMap, rowLetterOrAisle, type Display } from '@seats/contracts'
import { GridNumberField } from '../GridNumberField'
import type { PartFieldsProps } from '../map-part-kind'
import { PartField } from '../PartField'
import { orientationLabels, type DisplayValues } from './display-form'

type RangeField = 'rowFrom' | 'rowTo' | 'colFrom' | 'colTo'

/** A print layout's fields: paper, orientation and which rows and columns it prints. */
export function DisplayFields({ map, values, errors, change }: PartFieldsProps<Display, DisplayValues>) {
  const numberField = (name: RangeField, label: string, max: number, hint?: string) => (
    <GridNumberField
      id={`display-${name}`}
      label={label}
      max={max}
      value={values[name]}
      error={errors[name]}
      hint={hint}
      onValueChange={(v) => change({ [name]: v })}
    />
  )
  const rowHint = (value: string) => {
    const n = Number(value)
    return Number.isInteger(n) && n >= 1 && n <= map.rows
      ? `שורה ${rowLetterOrAisle(numberSeatsOfMap(map), n)}`
      : undefined
  }

  return (
    <>
      <PartField id="display-name" label="שם התצוגה" error={errors.name}>
        <InputGroup
          id="display-name"
          value={values.name}
          onValueChange={(v) => change({ name: v })}
          intent={errors.name ? 'danger' : 'none'}
          aria-invalid={errors.name ? true : undefined}
          placeholder="למשל: צד ימין של האולם"
          maxLength={100}
          autoFocus
          autoComplete="off"
        />
      </PartField>
      <div className="map-screen__pair">
        <RadioGroup
          label="גודל דף"
          name="display-size"
          selectedValue={values.size}
          onChange={(e) => change({ size: e.currentTarget.value as DisplayValues['size'] })}
          inline
        >
          <Radio label="A4" value="A4" />
          <Radio label="A3" value="A3" />
        </RadioGroup>
        <RadioGroup
          label="כיוון הדף"
          name="display-orientation"
          selectedValue={values.orientation}
          onChange={(e) => change({ orientation: e.currentTarget.value as DisplayValues['orientation'] })}
          inline
        >
          <Radio label={orientationLabels.portrait} value="portrait" />
          <Radio label={orientationLabels.landscape} value="landscape" />
        </RadioGroup>
      </div>
      <Switch
        checked={values.allRows}
        label="כל השורות"
        onChange={(e) => change({ allRows: e.currentTarget.checked })}
      />
      {!values.allRows ? (
        <div className="map-screen__pair">
          {numberField('rowFrom', 'משורה', map.rows, rowHint(values.rowFrom))}
          {numberField('rowTo', 'עד שורה', map.rows, rowHint(values.rowTo))}
        </div>
      ) : null}
      <Switch
        checked={values.allCols}
        label="כל העמודות"
        onChange={(e) => change({ allCols: e.currentTarget.checked })}
      />
      {!values.allCols ? (
        <div className="map-screen__pair">
          {numberField('colFrom', 'מעמודה', map.cols)}
          {numberField('colTo', 'עד עמודה', map.cols)}
        </div>
      ) : null}
    </>
  )
}
