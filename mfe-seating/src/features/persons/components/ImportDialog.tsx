import { Button, Dialog, DialogBody, DialogFooter, countTexts, toastTexts } from '@seats/sdk'
import { personFields, type Person, type PersonFields } from '@seats/contracts'
import { useEffect, useRef } from 'react'
import { useImport } from '../hooks/use-import'
import { downloadImportTemplate } from '../import/import-template'
import { preloadExcelReader, SPREADSHEET_ACCEPT } from '../import/read-spreadsheet'
import { ImportChooseStep } from './ImportChooseStep'
import { ImportReview } from './ImportReview'
import { ImportStatus } from './ImportStatus'
import { personLimitTexts } from '../person-limit'

interface ImportDialogProps {
  existing: readonly Person[]
  /** The account's limit of worshippers, when known. */
  maxPeople?: number
  onClose: () => void
  /** After a successful import; the list reloads. */
  onImported: () => void
  /** The worshipper's fields; the contracts' declaration unless a test gives its own. */
  fields?: PersonFields
}

/** Import from .xlsx, .xls or .csv: pick a file, see every row's problems, import the good rows in chunks. */
export function ImportDialog({
  existing,
  maxPeople,
  onClose,
  onImported,
  fields = personFields,
}: ImportDialogProps) {
  const state = useImport({ existing, maxPeople, fields, onClose, onImported })
  const { step, busy, toImport, joiningOnly, overLimit } = state
  const input = useRef<HTMLInputElement>(null)
  const pickFile = () => input.current?.click()

  useEffect(preloadExcelReader, [])

  const title = step.kind === 'failed' ? toastTexts.personsBulkFailure : 'ייבוא מתפללים מקובץ'

  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      canEscapeKeyClose={!busy}
      canOutsideClickClose={false}
      isCloseButtonShown={!busy}
      title={title}
      icon={step.kind === 'failed' ? 'error' : 'import'}
      className="import-dialog"
    >
      <DialogBody className="import-dialog__body">
        <input
          ref={input}
          type="file"
          accept={SPREADSHEET_ACCEPT}
          className="import-dialog__input"
          aria-label="קובץ לייבוא"
          tabIndex={-1}
          onChange={(e) => {
            void state.choose(e.currentTarget.files?.[0])
            e.currentTarget.value = ''
          }}
        />
        {step.kind === 'choose' ? (
          <ImportChooseStep
            error={step.error}
            busy={busy}
            onPickFile={pickFile}
            onDropFile={(file) => void state.choose(file)}
            onTemplate={() => downloadImportTemplate(fields)}
            roomText={
              maxPeople === undefined || state.room === Infinity
                ? undefined
                : state.room === 0
                  ? personLimitTexts.full(maxPeople)
                  : personLimitTexts.importRoom(state.room)
            }
          />
        ) : null}
        <ImportStatus step={step} />
        {step.kind === 'preview' || step.kind === 'failed' ? (
          <ImportReview
            state={state}
            fileName={step.fileName}
            choosing={step.kind === 'preview'}
            existingCount={existing.length}
            maxPeople={maxPeople}
          />
        ) : null}
      </DialogBody>
      <DialogFooter
        minimal={step.kind === 'choose' || step.kind === 'reading'}
        actions={
          <>
            {step.kind === 'preview' || step.kind === 'failed' ? (
              <Button variant="minimal" icon="folder-open" text="קובץ אחר" onClick={pickFile} />
            ) : null}
            <Button
              text={step.kind === 'failed' ? 'סגירה' : 'ביטול'}
              variant="outlined"
              onClick={onClose}
              disabled={busy}
            />
            {step.kind === 'preview' ? (
              <Button
                intent="primary"
                icon="import"
                text={
                  toImport.length > 0
                    ? `ייבוא ${countTexts.worshippers(toImport.length)}`
                    : joiningOnly.length > 0
                      ? 'צירוף למשפחות'
                      : 'אין שורות לייבוא'
                }
                disabled={toImport.length + joiningOnly.length === 0 || overLimit}
                onClick={() => void state.upload()}
              />
            ) : null}
            {step.kind === 'failed' ? (
              <Button intent="primary" icon="undo" text="חזרה לתצוגה המקדימה" onClick={state.backToPreview} />
            ) : null}
            {step.kind === 'uploading' ? <Button intent="primary" text="מייבא…" loading /> : null}
          </>
        }
      />
    </Dialog>
  )
}
