import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NumericInput,
  errorMessageOf,
  isApiError,
  toast,
  toastTexts,
} from '@seats/sdk'
import { MAX_MAP_COLS, MAX_MAP_ROWS, type MapSummary, type SeatMap } from '@seats/contracts'
import { useState } from 'react'
import { mapsApi } from './maps-api'
import { mapsTexts } from './maps-texts'
import './maps.css'

export interface MapDialogProps {
  isOpen: boolean
  /** The map to edit; none creates a new one. */
  map?: Pick<MapSummary, 'id' | 'name' | 'rows' | 'cols' | 'version'> | null
  onClose(): void
  onSaved(map: Pick<SeatMap, 'id' | 'name' | 'rows' | 'cols' | 'version'>): void
}

type Field = 'name' | 'rows' | 'cols'
const DEFAULT_SIZE = { rows: 10, cols: 16 }

function MapForm({ map, onClose, onSaved }: Omit<MapDialogProps, 'isOpen'>) {
  const [name, setName] = useState(map?.name ?? '')
  const [rows, setRows] = useState(map?.rows ?? DEFAULT_SIZE.rows)
  const [cols, setCols] = useState(map?.cols ?? DEFAULT_SIZE.cols)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const shrinking = map ? rows < map.rows || cols < map.cols : false

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setBusy(true)
    setErrors({})
    setFormError(null)
    try {
      const input = { name, rows, cols }
      if (map) {
        const saved = await mapsApi.save(map.id, { ...input, version: map.version })
        if (saved.droppedAssignments > 0)
          toast.warning(toastTexts.updateSuccess, mapsTexts.droppedAssignments(saved.droppedAssignments))
        else toast.success(toastTexts.updateSuccess)
        onSaved(saved)
      } else {
        const created = await mapsApi.create(input)
        toast.success(toastTexts.updateSuccess)
        onSaved(created)
      }
    } catch (error) {
      if (isApiError(error) && error.fields.length > 0) {
        setErrors({
          name: error.fieldError('name'),
          rows: error.fieldError('rows'),
          cols: error.fieldError('cols'),
        })
        // Field errors the form cannot point at still deserve a line.
        if (!['name', 'rows', 'cols'].some((f) => error.fieldError(f))) setFormError(error.message)
      } else {
        setFormError(errorMessageOf(error))
        toast.error(toastTexts.updateFailure, errorMessageOf(error))
      }
    } finally {
      setBusy(false)
    }
  }

  const intent = (field: Field) => (errors[field] ? 'danger' : 'none')
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <FormGroup
          label={mapsTexts.name}
          labelFor="map-dialog-name"
          helperText={errors.name}
          intent={intent('name')}
        >
          <InputGroup
            id="map-dialog-name"
            value={name}
            onValueChange={setName}
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
              value={rows}
              min={1}
              max={MAX_MAP_ROWS}
              onValueChange={(v) => setRows(Number.isFinite(v) ? v : 0)}
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
              value={cols}
              min={1}
              max={MAX_MAP_COLS}
              onValueChange={(v) => setCols(Number.isFinite(v) ? v : 0)}
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
            <Button type="submit" intent="primary" text={mapsTexts.save} loading={busy} />
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
