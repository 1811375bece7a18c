import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { elementKindLabels, type ElementKind, type MapElement, type SeatMap } from '@seats/contracts'
import { toast, toastTexts } from '@seats/sdk'
import { useState, type FormEvent, type ReactNode } from 'react'
import { MapGridPreview } from '../chosen-map/MapGridPreview'
import { reportMapWriteError } from '../chosen-map/map-write-errors'
import { checkElement, kindColors, kindOptions, valuesOf, type ElementErrors, type ElementField, type ElementValues } from '../element-form'
import { elementsApi } from '../elements-api'

export const ELEMENT_DIALOG_TITLES = { add: 'הוספת אלמנט', edit: 'עריכת אלמנט' } as const
const DRAFT_KEY = 'draft'
const serverFields: ElementField[] = ['name', 'kind', 'row', 'col', 'rowSpan', 'colSpan', 'color']

interface ElementDialogProps {
  map: SeatMap
  element?: MapElement
  onClose: () => void
  onSaved: () => void
  reload: () => Promise<void>
}

/** Add or edit an element of the map, with the map drawn beside the form as it changes. */
export function ElementDialog({ map, element, onClose, onSaved, reload }: ElementDialogProps) {
  const [values, setValues] = useState<ElementValues>(() => valuesOf(element))
  const [errors, setErrors] = useState<ElementErrors>({})
  const [saving, setSaving] = useState(false)
  const editing = element !== undefined
  const check = checkElement(values, map)

  const change = (patch: Partial<ElementValues>) => {
    const next = { ...values, ...patch }
    setValues(next)
    const result = checkElement(next, map)
    // Only errors already shown are refreshed while typing; new ones wait for save.
    setErrors((prev) => {
      const updated: ElementErrors = {}
      for (const key of Object.keys(prev) as ElementField[]) if (!result.ok && result.errors[key]) updated[key] = result.errors[key]
      return updated
    })
  }

  const chooseKind = (kind: ElementKind) => {
    const previousLabel = elementKindLabels[values.kind]
    // A name or colour the warden did not change follows the kind.
    change({
      kind,
      name: !values.name || values.name === previousLabel ? elementKindLabels[kind] : values.name,
      color: values.color === kindColors[values.kind] ? kindColors[kind] : values.color,
    })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!check.ok) {
      setErrors(check.errors)
      const first = serverFields.find((f) => check.errors[f])
      if (first) document.getElementById(`element-${first}`)?.focus()
      return
    }
    setSaving(true)
    try {
      const { mapId: _mapId, ...update } = check.input
      if (editing) await elementsApi.update(element.id, update)
      else await elementsApi.create(check.input)
      toast.success(toastTexts.updateSuccess)
      onSaved()
    } catch (error) {
      setErrors(await reportMapWriteError(error, reload, serverFields))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: ElementField, label: string, input: ReactNode) => (
    <FormGroup label={label} labelFor={`element-${name}`} helperText={errors[name]} intent={errors[name] ? 'danger' : 'none'}>
      {input}
    </FormGroup>
  )
  const numberInput = (name: 'row' | 'col' | 'rowSpan' | 'colSpan', max: number) => (
    <InputGroup
      id={`element-${name}`}
      type="number"
      min={1}
      max={max}
      inputMode="numeric"
      value={values[name]}
      onValueChange={(v) => change({ [name]: v })}
      intent={errors[name] ? 'danger' : 'none'}
      aria-invalid={errors[name] ? true : undefined}
    />
  )

  const preview = check.ok
    ? { key: DRAFT_KEY, name: check.input.name, row: check.input.row, col: check.input.col, rowSpan: check.input.rowSpan, colSpan: check.input.colSpan, color: check.input.color }
    : null
  const others = map.elements.filter((e) => e.id !== element?.id).map((e) => ({ ...e, key: e.id }))

  return (
    <Dialog isOpen onClose={onClose} title={editing ? ELEMENT_DIALOG_TITLES.edit : ELEMENT_DIALOG_TITLES.add} icon="cube" className="map-screen__dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="map-screen__dialog-body">
            <div>
              {field(
                'kind',
                'סוג',
                <HTMLSelect id="element-kind" value={values.kind} onChange={(e) => chooseKind(e.currentTarget.value as ElementKind)} options={kindOptions} fill />,
              )}
              {field(
                'name',
                'שם',
                <InputGroup
                  id="element-name"
                  value={values.name}
                  onValueChange={(v) => change({ name: v })}
                  intent={errors.name ? 'danger' : 'none'}
                  aria-invalid={errors.name ? true : undefined}
                  maxLength={60}
                  autoFocus
                  autoComplete="off"
                />,
              )}
              <div className="map-screen__pair">
                {field('row', 'שורה', numberInput('row', map.rows))}
                {field('col', 'עמודה', numberInput('col', map.cols))}
                {field('rowSpan', 'גובה (שורות)', numberInput('rowSpan', map.rows))}
                {field('colSpan', 'רוחב (עמודות)', numberInput('colSpan', map.cols))}
              </div>
              {field(
                'color',
                'צבע',
                <div className="element-colors" role="group" aria-label="צבע">
                  {Object.values(kindColors).map((color) => (
                    <button
                      key={color}
                      type="button"
                      className="element-colors__swatch"
                      style={{ background: color }}
                      aria-pressed={values.color.toLowerCase() === color}
                      aria-label={`צבע ${color}`}
                      onClick={() => change({ color })}
                    />
                  ))}
                  <input id="element-color" type="color" className="element-colors__custom" value={values.color} onChange={(e) => change({ color: e.currentTarget.value })} aria-label="צבע אחר" />
                </div>,
              )}
            </div>
            <div className="map-screen__dialog-preview">
              <MapGridPreview rows={map.rows} cols={map.cols} cells={map.cells} elements={preview ? [...others, preview] : others} highlight={DRAFT_KEY} />
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
