import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  errorMessageOf,
  isApiError,
  serverFieldErrors,
  toast,
  useCheckedForm,
  type FormRefusal,
} from '@seats/sdk'
import type { MapSummary, SeatMap } from '@seats/contracts'
import { mapsApi } from './maps-api'
import { mapsTexts } from './maps-texts'
import './maps.css'

export interface CopyMapDialogProps {
  /** The map to copy; none: closed. */
  map: Pick<MapSummary, 'id' | 'name' | 'assigned'> | null
  onClose(): void
  onCopied(copy: Pick<SeatMap, 'id' | 'name'>): void
}

type CopyValues = { name: string; withSeating: boolean }
const fields: Array<keyof CopyValues> = ['name', 'withSeating']

function copyRefusal(error: unknown): FormRefusal<CopyValues> {
  if (isApiError(error) && error.fields.length > 0) return serverFieldErrors(error, fields)
  toast.failure(mapsTexts.copyFailed, error)
  return { fields: {}, message: errorMessageOf(error) }
}

function CopyForm({
  map,
  onClose,
  onCopied,
}: CopyMapDialogProps & { map: NonNullable<CopyMapDialogProps['map']> }) {
  const form = useCheckedForm({
    initial: (): CopyValues => ({ name: mapsTexts.copyName(map.name), withSeating: false }),
    // The service checks the name; its words show under the field.
    check: (input: CopyValues) => ({ ok: true, input }),
    fieldOrder: fields,
    idPrefix: 'map-copy',
    save: (input) => mapsApi.copy(map.id, input),
    savedText: null,
    refused: copyRefusal,
    onSaved: (copy) => {
      toast.success(mapsTexts.copied(copy.name))
      onCopied(copy)
    },
  })
  const { values, errors, formError } = form
  return (
    <form onSubmit={form.submit} noValidate>
      <DialogBody>
        <p className="maps-dialog__help">{mapsTexts.copyHelp}</p>
        <FormGroup
          label={mapsTexts.copyNameLabel}
          labelFor="map-copy-name"
          helperText={errors.name}
          intent={errors.name ? 'danger' : 'none'}
        >
          <InputGroup
            id="map-copy-name"
            value={values.name}
            onValueChange={(name) => form.change({ name })}
            intent={errors.name ? 'danger' : 'none'}
            autoFocus
            maxLength={100}
          />
        </FormGroup>
        <Checkbox
          id="map-copy-withSeating"
          checked={values.withSeating}
          onChange={(e) => form.change({ withSeating: e.currentTarget.checked })}
          label={mapsTexts.copyWithSeating(map.assigned)}
          disabled={map.assigned === 0}
        />
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
            <Button type="submit" intent="primary" text={mapsTexts.copy} loading={form.saving} />
          </>
        }
      />
    </form>
  )
}

/**
 * 'שכפול מפה': a new map with this one's layout, elements and printed pages, and optionally its seating,
 * for a season or an event whose hall is arranged differently. The original is never changed.
 */
export function CopyMapDialog({ map, onClose, onCopied }: CopyMapDialogProps) {
  return (
    <Dialog
      isOpen={map !== null}
      onClose={onClose}
      title={mapsTexts.copyTitle}
      icon="duplicate"
      className="maps-dialog"
    >
      {/* Mounted per opening, so every opening starts from the map's own name. */}
      {map ? <CopyForm map={map} onClose={onClose} onCopied={onCopied} /> : null}
    </Dialog>
  )
}
