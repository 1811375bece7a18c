import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup, Switch } from '@blueprintjs/core'
import { hebrewRowLabel, type Display, type SeatMap } from '@seats/contracts'
import { toast, toastTexts } from '@seats/sdk'
import { useState, type FormEvent } from 'react'
import { MapGridPreview } from '../../elements/chosen-map/MapGridPreview'
import { reportMapWriteError } from '../../elements/chosen-map/map-write-errors'
import { checkDisplay, displayValuesOf, orientationLabels, type DisplayErrors, type DisplayField, type DisplayValues } from '../display-form'
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
  const [values, setValues] = useState<DisplayValues>(() => displayValuesOf(display, map))
  const [errors, setErrors] = useState<DisplayErrors>({})
  const [saving, setSaving] = useState(false)
  const editing = display !== undefined
  const check = checkDisplay(values, map)

  const change = (patch: Partial<DisplayValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    const result = checkDisplay(next, map)
    setErrors((prev) => {
      const updated: DisplayErrors = {}
      for (const key of Object.keys(prev) as DisplayField[]) if (!result.ok && result.errors[key]) updated[key] = result.errors[key]
      return updated
    })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!check.ok) {
      setErrors(check.errors)
      const first = fieldOrder.find((f) => check.errors[f])
      if (first) document.getElementById(`display-${first}`)?.focus()
      return
    }
    setSaving(true)
    try {
      const { mapId: _mapId, ...update } = check.input
      if (editing) await displaysApi.update(display.id, { ...update, position: display.position })
      else await displaysApi.create(check.input)
      toast.success(toastTexts.updateSuccess)
      onSaved()
    } catch (error) {
      const fields = await reportMapWriteError(error, reload, ['name', 'rowRange', 'colRange'])
      setErrors({ name: fields.name, rowTo: fields.rowRange, colTo: fields.colRange })
    } finally {
      setSaving(false)
    }
  }

  const numberField = (name: 'rowFrom' | 'rowTo' | 'colFrom' | 'colTo', label: string, max: number, hint?: string) => (
    <FormGroup label={label} labelFor={`display-${name}`} helperText={errors[name] ?? hint} intent={errors[name] ? 'danger' : 'none'}>
      <InputGroup
        id={`display-${name}`}
        type="number"
        min={1}
        max={max}
        inputMode="numeric"
        value={values[name]}
        onValueChange={(v) => change({ [name]: v })}
        intent={errors[name] ? 'danger' : 'none'}
        aria-invalid={errors[name] ? true : undefined}
      />
    </FormGroup>
  )
  const rowHint = (value: string) => {
    const n = Number(value)
    return Number.isInteger(n) && n >= 1 && n <= map.rows ? `שורה ${hebrewRowLabel(n)}` : undefined
  }
  const range = check.ok ? { rowRange: check.input.rowRange, colRange: check.input.colRange } : null

  return (
    <Dialog isOpen onClose={onClose} title={editing ? DISPLAY_DIALOG_TITLES.edit : DISPLAY_DIALOG_TITLES.add} icon="print" className="map-screen__dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="map-screen__dialog-body">
            <div>
              <FormGroup label="שם התצוגה" labelFor="display-name" helperText={errors.name} intent={errors.name ? 'danger' : 'none'}>
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
                <RadioGroup label="גודל דף" name="display-size" selectedValue={values.size} onChange={(e) => change({ size: e.currentTarget.value as DisplayValues['size'] })} inline>
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
              <Switch checked={values.allRows} label="כל השורות" onChange={(e) => change({ allRows: e.currentTarget.checked })} />
              {!values.allRows ? (
                <div className="map-screen__pair">
                  {numberField('rowFrom', 'משורה', map.rows, rowHint(values.rowFrom))}
                  {numberField('rowTo', 'עד שורה', map.rows, rowHint(values.rowTo))}
                </div>
              ) : null}
              <Switch checked={values.allCols} label="כל העמודות" onChange={(e) => change({ allCols: e.currentTarget.checked })} />
              {!values.allCols ? (
                <div className="map-screen__pair">
                  {numberField('colFrom', 'מעמודה', map.cols)}
                  {numberField('colTo', 'עד עמודה', map.cols)}
                </div>
              ) : null}
            </div>
            <div className="map-screen__dialog-preview">
              <MapGridPreview rows={map.rows} cols={map.cols} cells={map.cells} elements={map.elements.map((e) => ({ ...e, key: e.id }))} range={range} />
            </div>
          </div>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="ביטול" variant="outlined" onClick={onClose} />
              <Button type="submit" intent="primary" text={editing ? 'שמירה' : 'הוספה'} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
