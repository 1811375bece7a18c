import { HTMLSelect } from '@seats/sdk'
import { elementKindLabels, type ElementKind, type MapElement } from '@seats/contracts'
import { GridNumberField } from '../GridNumberField'
import type { PartFieldsProps } from '../map-part-kind'
import { PartField, PartNameField } from '../PartField'
import { kindColors, kindOptions, type ElementValues } from './element-form'

type PlaceField = 'row' | 'col' | 'rowSpan' | 'colSpan'

/** An element's fields: its kind, name, rectangle on the grid and colour. */
export function ElementFields(form: PartFieldsProps<MapElement, ElementValues>) {
  const { map, values, errors, change } = form
  const chooseKind = (kind: ElementKind) => {
    const previousLabel = elementKindLabels[values.kind]
    // A name or colour the warden did not change follows the kind.
    change({
      kind,
      name: !values.name || values.name === previousLabel ? elementKindLabels[kind] : values.name,
      color: values.color === kindColors[values.kind] ? kindColors[kind] : values.color,
    })
  }
  const numberField = (name: PlaceField, label: string, max: number) => (
    <GridNumberField form={form} name={name} label={label} max={max} />
  )

  return (
    <>
      <PartField id={form.idOf('kind')} label="סוג" error={errors.kind}>
        <HTMLSelect
          id={form.idOf('kind')}
          value={values.kind}
          onChange={(e) => chooseKind(e.currentTarget.value as ElementKind)}
          options={kindOptions}
          fill
        />
      </PartField>
      <PartNameField form={form} label="שם" maxLength={60} />
      <div className="map-screen__pair">
        {numberField('row', 'שורה', map.rows)}
        {numberField('col', 'עמודה', map.cols)}
        {numberField('rowSpan', 'גובה (שורות)', map.rows)}
        {numberField('colSpan', 'רוחב (עמודות)', map.cols)}
      </div>
      <PartField id={form.idOf('color')} label="צבע" error={errors.color}>
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
            id={form.idOf('color')}
            type="color"
            className="element-colors__custom"
            value={values.color}
            onChange={(e) => change({ color: e.currentTarget.value })}
            aria-label="צבע אחר"
          />
        </div>
      </PartField>
    </>
  )
}
