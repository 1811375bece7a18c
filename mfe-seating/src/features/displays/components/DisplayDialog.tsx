import { FormGroup, InputGroup, Radio, RadioGroup, Switch, useCheckedForm } from '@seats/sdk'
import { numberSeatsOfMap, rowLetterOrAisle, type Display, type SeatMap } from '@seats/contracts'
import { GridNumberInput, MapGridPreview, MapItemDialog, reportMapWriteError } from '../../map-parts'
import {
  checkDisplay,
  displayValuesOf,
  orientationLabels,
  type DisplayField,
  type DisplayValues,
} from '../display-form'
import { displaysApi } from '../displays-api'

export const DISPLAY_DIALOG_TITLES = { add: 'הוספת תצוגה', edit: 'עריכת תצוגה' } as const
const fieldOrder: DisplayField[] = ['name', 'rowFrom', 'rowTo', 'colFrom', 'colTo']

interface DisplayDialogProps {
  map: SeatMap
  display?: Display
  onClose: () => void
  onSaved: () => void
  reload: () => Promise<void>
}

/** Add or edit a print layout: paper, orientation and which rows and columns it prints. */
export function DisplayDialog({ map, display, onClose, onSaved, reload }: DisplayDialogProps) {
  const editing = display !== undefined
  const { values, errors, saving, check, change, submit } = useCheckedForm({
    initial: () => displayValuesOf(display, map),
    check: (v: DisplayValues) => checkDisplay(v, map),
    fieldOrder,
    idPrefix: 'display',
    save: async (input) => {
      const { mapId: _mapId, ...update } = input
      if (editing) await displaysApi.update(display.id, { ...update, position: display.position })
      else await displaysApi.create(input)
    },
    refused: async (error) => {
      const fields = await reportMapWriteError(error, reload, ['name', 'rowRange', 'colRange'])
      return { fields: { name: fields.name, rowTo: fields.rowRange, colTo: fields.colRange }, message: null }
    },
    onSaved,
  })

  const numberField = (
    name: 'rowFrom' | 'rowTo' | 'colFrom' | 'colTo',
    label: string,
    max: number,
    hint?: string,
  ) => (
    <FormGroup
      label={label}
      labelFor={`display-${name}`}
      helperText={errors[name] ?? hint}
      intent={errors[name] ? 'danger' : 'none'}
    >
      <GridNumberInput
        id={`display-${name}`}
        max={max}
        value={values[name]}
        error={errors[name]}
        onValueChange={(v) => change({ [name]: v })}
      />
    </FormGroup>
  )
  const rowHint = (value: string) => {
    const n = Number(value)
    return Number.isInteger(n) && n >= 1 && n <= map.rows
      ? `שורה ${rowLetterOrAisle(numberSeatsOfMap(map), n)}`
      : undefined
  }
  const range = check.ok ? { rowRange: check.input.rowRange, colRange: check.input.colRange } : null

  return (
    <MapItemDialog
      title={editing ? DISPLAY_DIALOG_TITLES.edit : DISPLAY_DIALOG_TITLES.add}
      icon="print"
      adding={!editing}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      preview={
        <MapGridPreview
          rows={map.rows}
          cols={map.cols}
          cells={map.cells}
          elements={map.elements.map((e) => ({ ...e, key: e.id }))}
          range={range}
        />
      }
    >
      <FormGroup
        label="שם התצוגה"
        labelFor="display-name"
        helperText={errors.name}
        intent={errors.name ? 'danger' : 'none'}
      >
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
      </FormGroup>
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
    </MapItemDialog>
  )
}
