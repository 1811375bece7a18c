import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  errorMessageOf,
  isApiError,
  serverFieldErrors,
  toast,
  toastTexts,
  useCheckedForm,
  type FormRefusal,
} from '@seats/sdk'
import {
  DEFAULT_SEAT_NUMBERING,
  MAX_MAP_COLS,
  MAX_MAP_ROWS,
  seatNumberingLabels,
  seatNumberings,
  type MapSummary,
  type SeatMap,
  type SeatNumberingScheme,
} from '@seats/contracts'
import { mapsApi } from './maps-api'
import { mapsTexts } from './maps-texts'
import './maps.css'

export interface MapDialogProps {
  isOpen: boolean
  /** The map to edit; none creates a new one. */
  map?: Pick<MapSummary, 'id' | 'name' | 'rows' | 'cols' | 'seatNumbering' | 'version'> | null
  onClose(): void
  onSaved(map: Pick<SeatMap, 'id' | 'name' | 'rows' | 'cols' | 'version'>): void
}

type Field = 'name' | 'rows' | 'cols' | 'seatNumbering'
type MapValues = { name: string; rows: number; cols: number; seatNumbering: SeatNumberingScheme }
const fields: Field[] = ['name', 'rows', 'cols', 'seatNumbering']
const DEFAULT_SIZE = { rows: 10, cols: 16 }

/** Field errors under their fields (and a line for those the form cannot point at); anything else also a toast. */
function mapRefusal(error: unknown): FormRefusal<MapValues> {
  if (isApiError(error) && error.fields.length > 0) return serverFieldErrors(error, fields)
  toast.failure(toastTexts.updateFailure, error)
  return { fields: {}, message: errorMessageOf(error) }
}

function MapForm({ map, onClose, onSaved }: Omit<MapDialogProps, 'isOpen'>) {
  const form = useCheckedForm({
    initial: (): MapValues => ({
      name: map?.name ?? '',
      rows: map?.rows ?? DEFAULT_SIZE.rows,
      cols: map?.cols ?? DEFAULT_SIZE.cols,
      seatNumbering: map?.seatNumbering ?? DEFAULT_SEAT_NUMBERING,
    }),
    // The service checks the name (its words show under the field); the size inputs clamp themselves.
    check: (input: MapValues) => ({ ok: true, input }),
    fieldOrder: fields,
    idPrefix: 'map-dialog',
    save: async (input) => {
      if (!map) return { saved: await mapsApi.create(input), dropped: 0 }
      const saved = await mapsApi.save(map.id, { ...input, version: map.version })
      return { saved, dropped: saved.droppedAssignments }
    },
    savedText: null,
    refused: mapRefusal,
    onSaved: ({ saved, dropped }) => {
      if (dropped > 0) toast.warning(toastTexts.updateSuccess, mapsTexts.droppedAssignments(dropped))
      else toast.success(map ? toastTexts.updateSuccess : 'המפה נוספה')
      onSaved(saved)
    },
  })
  const { values, errors, formError } = form
  const shrinking = map ? values.rows < map.rows || values.cols < map.cols : false

  const intent = (field: Field) => (errors[field] ? 'danger' : 'none')
  return (
    <form onSubmit={form.submit} noValidate>
      <DialogBody>
        <FormGroup
          label={mapsTexts.name}
          labelFor="map-dialog-name"
          helperText={errors.name}
          intent={intent('name')}
        >
          <InputGroup
            id="map-dialog-name"
            value={values.name}
            onValueChange={(name) => form.change({ name })}
            placeholder={mapsTexts.namePlaceholder}
            intent={intent('name')}
            autoFocus
            maxLength={100}
          />
        </FormGroup>
        <div className="maps-dialog__size">
          <FormGroup
            label={mapsTexts.rows}
            labelFor="map-dialog-rows"
            helperText={errors.rows}
            intent={intent('rows')}
          >
            <NumericInput
              id="map-dialog-rows"
              value={values.rows}
              min={1}
              max={MAX_MAP_ROWS}
              onValueChange={(v) => form.change({ rows: Number.isFinite(v) ? v : 0 })}
              intent={intent('rows')}
              fill
              clampValueOnBlur
              // Typed, or stepped with the arrow keys: the stepper buttons carry English names and point
              // at an id the input does not have.
              buttonPosition="none"
            />
          </FormGroup>
          <FormGroup
            label={mapsTexts.cols}
            labelFor="map-dialog-cols"
            helperText={errors.cols}
            intent={intent('cols')}
          >
            <NumericInput
              id="map-dialog-cols"
              value={values.cols}
              min={1}
              max={MAX_MAP_COLS}
              onValueChange={(v) => form.change({ cols: Number.isFinite(v) ? v : 0 })}
              intent={intent('cols')}
              fill
              clampValueOnBlur
              // Typed, or stepped with the arrow keys: the stepper buttons carry English names and point
              // at an id the input does not have.
              buttonPosition="none"
            />
          </FormGroup>
        </div>
        <p className="maps-dialog__help">{mapsTexts.sizeHelp(MAX_MAP_ROWS, MAX_MAP_COLS)}</p>
        <FormGroup
          label={mapsTexts.seatNumbering}
          labelFor="map-dialog-seatNumbering"
          helperText={errors.seatNumbering ?? mapsTexts.seatNumberingHelp}
          intent={intent('seatNumbering')}
        >
          <HTMLSelect
            id="map-dialog-seatNumbering"
            value={values.seatNumbering}
            onChange={(e) => form.change({ seatNumbering: e.currentTarget.value as SeatNumberingScheme })}
            options={seatNumberings.map((value) => ({ value, label: seatNumberingLabels[value] }))}
            fill
          />
        </FormGroup>
        {shrinking ? (
          <Callout intent="warning" icon="warning-sign" compact>
            {mapsTexts.shrinkWarning}
          </Callout>
        ) : null}
        {formError ? (
          <Callout intent="danger" icon="error" compact role="alert">
            {formError}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={mapsTexts.cancel} variant="outlined" onClick={onClose} />
            <Button type="submit" intent="primary" text={mapsTexts.save} loading={form.saving} />
          </>
        }
      />
    </form>
  )
}

/** Creates a map or edits its name and size; the server's field errors show under their fields. */
export function MapDialog({ isOpen, map, onClose, onSaved }: MapDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={map ? mapsTexts.editTitle : mapsTexts.createTitle}
      icon={map ? 'edit' : 'add'}
      className="maps-dialog"
    >
      {/* Mounted per opening, so every opening starts from the map's current values. */}
      {isOpen ? <MapForm map={map ?? null} onClose={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  )
}
