import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  NonIdealState,
  ProgressBar,
  SegmentedControl,
  Spinner,
  Tag,
  countTexts,
  toast,
  toastTexts,
} from '@seats/sdk'
import type { Person, PersonsBulkResult } from '@seats/contracts'
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import { uploadInChunks, IMPORT_CHUNK_SIZE, type UploadProgress } from '../import/chunked-upload'
import { downloadImportTemplate } from '../import/import-template'
import { countRows, selectable, toPersonInput, type ImportRow } from '../import/import-rows'
import { prepareImport } from '../import/prepare-import'
import { preloadExcelReader } from '../import/read-spreadsheet'
import { refusalReason } from '../import/server-refusal'
import { personsApi } from '../persons-api'
import { ImportPreviewTable } from './ImportPreviewTable'

type Step =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading'; fileName: string }
  | { kind: 'preview'; fileName: string; rows: ImportRow[] }
  | { kind: 'uploading'; fileName: string; progress: UploadProgress }
  | { kind: 'failed'; fileName: string; rows: ImportRow[]; reason: string; saved: number; total: number }

interface ImportDialogProps {
  existing: readonly Person[]
  /** The account's limit of worshippers, when known. */
  maxPeople?: number
  onClose: () => void
  /** After a successful import; the list reloads. */
  onImported: () => void
}

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv'
const number = new Intl.NumberFormat('he-IL')

/** Import from .xlsx or .csv: pick a file, see every row's problems, import the good rows in chunks. */
export function ImportDialog({ existing, maxPeople, onClose, onImported }: ImportDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'choose' })
  const [excluded, setExcluded] = useState<Set<number>>(new Set())
  const [filter, setFilter] = useState<'all' | 'problems'>('all')
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const busy = step.kind === 'reading' || step.kind === 'uploading'

  useEffect(preloadExcelReader, [])

  const rows = useMemo(() => (step.kind === 'preview' || step.kind === 'failed' ? step.rows : []), [step])
  const counts = useMemo(() => countRows(rows), [rows])
  const toImport = useMemo(() => rows.filter((r) => selectable(r) && !excluded.has(r.line)), [rows, excluded])
  const shown = useMemo(
    () => (filter === 'all' ? rows : rows.filter((r) => r.status !== 'ok')),
    [rows, filter],
  )
  const room = maxPeople === undefined ? Infinity : Math.max(0, maxPeople - existing.length)
  const overLimit = toImport.length > room

  async function choose(file: File | undefined) {
    if (!file) return
    setStep({ kind: 'reading', fileName: file.name })
    const prepared = await prepareImport(file, existing)
    if (!prepared.ok) {
      setStep({ kind: 'choose', error: `${prepared.fileName}: ${prepared.message}` })
      return
    }
    setExcluded(new Set())
    setFilter('all')
    setStep({ kind: 'preview', fileName: prepared.fileName, rows: prepared.rows })
  }

  function toggle(line: number, include: boolean) {
    setExcluded((prev) => {
      const next = new Set(prev)
      if (include) next.delete(line)
      else next.add(line)
      return next
    })
  }

  function setWarningsIncluded(include: boolean) {
    setExcluded((prev) => {
      const next = new Set(prev)
      for (const r of rows) {
        if (r.status !== 'warning') continue
        if (include) next.delete(r.line)
        else next.add(r.line)
      }
      return next
    })
  }

  function keepFirst(count: number) {
    const keep = new Set(toImport.slice(0, count).map((r) => r.line))
    setExcluded(new Set(rows.filter((r) => selectable(r) && !keep.has(r.line)).map((r) => r.line)))
  }

  async function upload() {
    if (step.kind !== 'preview' || toImport.length === 0 || overLimit) return
    const sending = toImport
    const allRows = step.rows
    const fileName = step.fileName
    setStep({ kind: 'uploading', fileName, progress: { done: 0, total: sending.length, fraction: 0 } })
    const outcome = await uploadInChunks<ImportRow, PersonsBulkResult>({
      items: sending,
      size: IMPORT_CHUNK_SIZE,
      send: (part) => personsApi.createMany(part.map(toPersonInput)),
      onProgress: (progress) => setStep({ kind: 'uploading', fileName, progress }),
    })
    const created = outcome.results.reduce((sum, r) => sum + r.created.length, 0)
    if (outcome.error === undefined) {
      const skipped = outcome.results.reduce((sum, r) => sum + r.duplicates.length, 0)
      toast.success(
        toastTexts.personsBulkSuccess,
        `${countTexts.added(created)}${skipped > 0 ? `, ${number.format(skipped)} כבר היו ברשימה` : ''}`,
      )
      onImported()
      onClose()
      return
    }
    // The chunk that failed starts right after the rows the server accepted.
    const failedChunk = sending.slice(outcome.sent, outcome.sent + IMPORT_CHUNK_SIZE).map((r) => r.line)
    const { message, lines } = refusalReason(outcome.error, failedChunk)
    const saved = new Set(sending.slice(0, outcome.sent).map((r) => r.line))
    const marked = allRows.map((r): ImportRow => {
      if (saved.has(r.line))
        return { ...r, status: 'skip', issues: [{ kind: 'alreadyOnList', message: 'נשמר בייבוא הזה' }] }
      const refused = lines.get(r.line)
      return refused ? { ...r, status: 'error', issues: [{ kind: 'invalid', message: refused }] } : r
    })
    if (created > 0) onImported()
    setStep({
      kind: 'failed',
      fileName,
      rows: marked,
      reason: message,
      saved: outcome.sent,
      total: sending.length,
    })
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!busy) void choose(event.dataTransfer.files[0])
  }

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
          accept={ACCEPT}
          className="import-dialog__input"
          aria-label="קובץ לייבוא"
          tabIndex={-1}
          onChange={(e) => {
            void choose(e.currentTarget.files?.[0])
            e.currentTarget.value = ''
          }}
        />

        {step.kind === 'choose' ? (
          <>
            <div
              className={`import-drop${dragging ? ' import-drop--active' : ''}`}
              onDragOver={(e) => {
                e.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <NonIdealState
                icon="th-list"
                title="בחרו קובץ Excel או CSV"
                description={
                  <>
                    השורה הראשונה צריכה לכלול כותרות: <strong>שם פרטי</strong>, <strong>שם משפחה</strong> (או
                    עמודה אחת של <strong>שם מלא</strong>) ו<strong>טלפון</strong>. אפשר גם כותרות באנגלית.
                    לפני השמירה תוצג תצוגה מקדימה עם הבעיות בכל שורה.
                  </>
                }
                action={
                  <div className="import-drop__actions">
                    <Button
                      intent="primary"
                      icon="folder-open"
                      text="בחירת קובץ"
                      onClick={() => input.current?.click()}
                    />
                    <Button
                      variant="minimal"
                      icon="download"
                      text="קובץ לדוגמה"
                      onClick={downloadImportTemplate}
                    />
                  </div>
                }
              />
              <p className="import-drop__hint">או גררו לכאן את הקובץ</p>
            </div>
            {step.error ? (
              <Callout intent="danger" icon="error" className="import-dialog__callout" role="alert">
                {step.error}
              </Callout>
            ) : null}
          </>
        ) : null}

        {step.kind === 'reading' ? (
          <div className="import-dialog__center" role="status">
            <Spinner size={40} />
            <p>קורא את {step.fileName}…</p>
          </div>
        ) : null}

        {step.kind === 'uploading' ? (
          <div className="import-dialog__center import-dialog__progress" role="status" aria-live="polite">
            <p className="import-dialog__progress-title">שומר את המתפללים…</p>
            <ProgressBar
              value={Math.max(step.progress.fraction, 0.02)}
              intent="primary"
              stripes={step.progress.fraction < 1}
              aria-label="התקדמות הייבוא"
            />
            <p>
              נשמרו {number.format(step.progress.done)} מתוך {number.format(step.progress.total)}
            </p>
          </div>
        ) : null}

        {step.kind === 'failed' ? (
          <Callout intent="danger" icon={null} className="import-dialog__callout" role="alert">
            <p className="import-dialog__reason">{step.reason}</p>
            <p className="import-dialog__reason-detail">
              {step.saved > 0
                ? `${number.format(step.saved)} מתוך ${number.format(step.total)} מתפללים נשמרו לפני העצירה; השאר לא נשמרו.`
                : 'אף מתפלל מהקובץ לא נשמר.'}
            </p>
          </Callout>
        ) : null}

        {step.kind === 'preview' || step.kind === 'failed' ? (
          <>
            <div className="import-summary" aria-label="סיכום הקובץ">
              <span className="import-summary__file">{step.fileName}</span>
              <Tag minimal round>
                {number.format(counts.total)} שורות
              </Tag>
              <Tag minimal round intent="success">
                {number.format(counts.ok)} תקינות
              </Tag>
              {counts.warning > 0 ? (
                <Tag minimal round intent="warning">
                  {number.format(counts.warning)} טלפון משותף
                </Tag>
              ) : null}
              {counts.skip > 0 ? (
                <Tag minimal round>
                  {number.format(counts.skip)} כבר קיימות
                </Tag>
              ) : null}
              {counts.error > 0 ? (
                <Tag minimal round intent="danger">
                  {number.format(counts.error)} עם שגיאות
                </Tag>
              ) : null}
            </div>

            {step.kind === 'preview' && counts.error > 0 ? (
              <Callout intent="danger" compact className="import-dialog__callout">
                {counts.error === 1 ? 'שורה אחת לא תיובא' : `${number.format(counts.error)} שורות לא ייובאו`}{' '}
                בגלל שדה חסר או טלפון לא תקין. אפשר לתקן את הקובץ ולבחור אותו שוב, או לייבא עכשיו את השורות
                התקינות.
              </Callout>
            ) : null}
            {step.kind === 'preview' && counts.warning > 0 ? (
              <Callout intent="warning" compact className="import-dialog__callout">
                <span>
                  ב-{number.format(counts.warning)} שורות הטלפון כבר רשום אצל מתפלל אחר (למשל טלפון משותף של
                  משפחה). שורות מסומנות ייובאו; הסירו את הסימון מאלה שלא צריך.
                </span>{' '}
                <Button
                  size="small"
                  variant="minimal"
                  text="לא לייבא אף אחת מהן"
                  onClick={() => setWarningsIncluded(false)}
                />
                <Button
                  size="small"
                  variant="minimal"
                  text="לייבא את כולן"
                  onClick={() => setWarningsIncluded(true)}
                />
              </Callout>
            ) : null}
            {step.kind === 'preview' && overLimit ? (
              <Callout intent="warning" compact className="import-dialog__callout" role="alert">
                החשבון מוגבל ל-{number.format(maxPeople ?? 0)} מתפללים. כבר רשומים{' '}
                {number.format(existing.length)}, ואפשר להוסיף עוד {number.format(room)} בלבד.{' '}
                {room > 0 ? (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="primary"
                    text={`לייבא רק את ${number.format(room)} הראשונות`}
                    onClick={() => keepFirst(room)}
                  />
                ) : null}
              </Callout>
            ) : null}

            <div className="import-dialog__filter">
              <SegmentedControl
                size="small"
                value={filter}
                onValueChange={(v) => setFilter(v as 'all' | 'problems')}
                options={[
                  { label: `כל השורות (${number.format(counts.total)})`, value: 'all' },
                  { label: `שורות עם הערות (${number.format(counts.total - counts.ok)})`, value: 'problems' },
                ]}
              />
            </div>
            <ImportPreviewTable rows={shown} excluded={excluded} onToggle={toggle} />
          </>
        ) : null}
      </DialogBody>
      <DialogFooter
        minimal={step.kind === 'choose' || step.kind === 'reading'}
        actions={
          <>
            {step.kind === 'preview' || step.kind === 'failed' ? (
              <Button
                variant="minimal"
                icon="folder-open"
                text="קובץ אחר"
                onClick={() => input.current?.click()}
              />
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
                    : 'אין שורות לייבוא'
                }
                disabled={toImport.length === 0 || overLimit}
                onClick={() => void upload()}
              />
            ) : null}
            {step.kind === 'failed' ? (
              <Button
                intent="primary"
                icon="undo"
                text="חזרה לתצוגה המקדימה"
                onClick={() => setStep({ kind: 'preview', fileName: step.fileName, rows: step.rows })}
              />
            ) : null}
            {step.kind === 'uploading' ? <Button intent="primary" text="מייבא…" loading /> : null}
          </>
        }
      />
    </Dialog>
  )
}
