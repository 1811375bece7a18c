import { FormGroup, HTMLSelect, InputGroup, useCheckedForm } from '@seats/sdk'
import { elementKindLabels, type ElementKind, type MapElement, type SeatMap } from '@seats/contracts'
import type { ReactNode } from 'react'
import { GridNumberInput, MapGridPreview, MapItemDialog, reportMapWriteError } from '../../map-parts'
import {
  checkElement,
  kindColors,
  kindOptions,
  valuesOf,
  type ElementField,
  type ElementValues,
} from '../element-form'
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
  const editing = element !== undefined
  const { values, errors, saving, check, change, submit } = useCheckedForm({
    initial: () => valuesOf(element),
    check: (v: ElementValues) => checkElement(v, map),
    fieldOrder: serverFields,
    idPrefix: 'element',
    save: async (input) => {
      const { mapId: _mapId, ...update } = input
      if (editing) await elementsApi.update(element.id, update)
      else await elementsApi.create(input)
    },
    refused: async (error) => ({
      fields: await reportMapWriteError(error, reload, serverFields),
      message: null,
    }),
    onSaved,
  })

  const chooseKind = (kind: ElementKind) => {
    const previousLabel = elementKindLabels[values.kind]
    // A name or colour the warden did not change follows the kind.
    change({
      kind,
      name: !values.name || values.name === previousLabel ? elementKindLabels[kind] : values.name,
      color: values.color === kindColors[values.kind] ? kindColors[kind] : values.color,
    })
  }

  const field = (name: ElementField, label: string, input: ReactNode) => (
    <FormGroup
      label={label}
      labelFor={`element-${name}`}
      helperText={errors[name]}
      intent={errors[name] ? 'danger' : 'none'}
    >
      {input}
    </FormGroup>
  )
  const numberInput = (name: 'row' | 'col' | 'rowSpan' | 'colSpan', max: number) => (
    <GridNumberInput
      id={`element-${name}`}
      max={max}
      value={values[name]}
      error={errors[name]}
      onValueChange={(v) => change({ [name]: v })}
    />
  )

  const preview = check.ok
    ? {
        key: DRAFT_KEY,
        name: check.input.name,
        row: check.input.row,
        col: check.input.col,
        rowSpan: check.input.rowSpan,
        colSpan: check.input.colSpan,
        color: check.input.color,
      }
    : null
  const others = map.elements.filter((e) => e.id !== element?.id).map((e) => ({ ...e, key: e.id }))

  return (
    <MapItemDialog
      title={editing ? ELEMENT_DIALOG_TITLES.edit : ELEMENT_DIALOG_TITLES.add}
      icon="cube"
      adding={!editing}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
      preview={
        <MapGridPreview
          rows={map.rows}
          cols={map.cols}
          cells={map.cells}
          elements={preview ? [...others, preview] : others}
          highlight={DRAFT_KEY}
        />
      }
    >
      {field(
        'kind',
        'סוג',
        <HTMLSelect
          id="element-kind"
          value={values.kind}
          onChange={(e) => chooseKind(e.currentTarget.value as ElementKind)}
          options={kindOptions}
          fill
        />,
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
          <input
            id="element-color"
            type="color"
            className="element-colors__custom"
            value={values.color}
            onChange={(e) => change({ color: e.currentTarget.value })}
            aria-label="צבע אחר"
          />
        </div>,
      )}
    </MapItemDialog>
  )
}
