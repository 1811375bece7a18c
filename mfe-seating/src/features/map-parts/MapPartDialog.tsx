import { Dialog, DialogBody, useCheckedForm, type FieldErrors, FormDialogFooter } from '@seats/sdk'
import type { SeatMap } from '@seats/contracts'
import type { MapPart, MapPartKind } from './map-part-kind'
import { mapPartsApi } from './map-parts-api'
import { reportMapWriteError } from './map-write-errors'
import { MapPartPreview } from './MapPartPreview'

interface MapPartDialogProps<P extends MapPart, V extends object, I extends { mapId: number }, U> {
  kind: MapPartKind<P, V, I, U>
  map: SeatMap
  /** The part edited; none adds one. */
  part?: P
  onClose: () => void
  onSaved: () => void
  reload: () => Promise<void>
}

/** Add or edit a part of the map: its kind's fields, with the map drawn beside them as they change. */
export function MapPartDialog<P extends MapPart, V extends object, I extends { mapId: number }, U>({
  kind,
  map,
  part,
  onClose,
  onSaved,
  reload,
}: MapPartDialogProps<P, V, I, U>) {
  const { form } = kind
  const { values, errors, saving, check, change, submit } = useCheckedForm({
    initial: () => form.valuesOf(part, map),
    check: (v: V) => form.check(v, map, part),
    fieldOrder: form.fieldOrder,
    idPrefix: kind.name,
    save: async (input: I) => {
      const { mapId: _mapId, ...fields } = input
      if (part) await mapPartsApi.update(kind.path, part.id, form.update(fields, part))
      else await mapPartsApi.create(kind.path, input)
    },
    refused: async (error) => {
      const said = await reportMapWriteError(error, reload, Object.keys(form.serverFields))
      const fields: FieldErrors<keyof V & string> = {}
      for (const [name, field] of Object.entries(form.serverFields))
        if (said[name]) fields[field] = said[name]
      return { fields, message: null }
    },
    onSaved,
  })
  const { Fields } = form

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={part ? kind.texts.dialog.edit : kind.texts.dialog.add}
      icon={kind.icon}
      className="map-screen__dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <div className="map-screen__dialog-body">
            <div>
              <Fields
                map={map}
                part={part}
                values={values}
                errors={errors}
                change={change}
                idOf={(field) => `${kind.name}-${field}`}
              />
            </div>
            <div className="map-screen__dialog-preview">
              <MapPartPreview map={map} layers={form.preview(map, check, part, values)} />
            </div>
          </div>
        </DialogBody>
        <FormDialogFooter adding={!part} saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
