import { countTexts, toast } from '@seats/sdk'
import type { Person, PersonFields, PersonsBulkResult } from '@seats/contracts'
import { useMemo, useState } from 'react'
import { uploadInChunks, IMPORT_CHUNK_SIZE, type UploadProgress } from '../import/chunked-upload'
import {
  countRows,
  familyCount,
  joinsFamilyOnly,
  selectable,
  toPersonInput,
  type ImportRow,
} from '../import/import-rows'
import { prepareImport } from '../import/prepare-import'
import { markRefusedRows } from '../import/refused-rows'
import { refusalReason } from '../import/server-refusal'
import { personsApi } from '../persons-api'
import { importNumber } from '../import/import-counts'
import { householdsSummary, householdsSummaryText } from '../import/household-summary'
import { roomLeft } from '../person-limit'

export type ImportStep =
  | { kind: 'choose'; error?: string }
  | { kind: 'reading'; fileName: string }
  | { kind: 'preview'; fileName: string; rows: ImportRow[] }
  | { kind: 'uploading'; fileName: string; progress: UploadProgress }
  | {
      kind: 'failed'
      fileName: string
      rows: ImportRow[]
      reason: string
      saved: number
      total: number
      /** What the saved chunks did with the family column ('נוצרו 3 משפחות.'), when anything. */
      households?: string
    }

export type RowFilter = 'all' | 'problems'

interface ImportOptions {
  existing: readonly Person[]
  maxPeople: number | undefined
  fields: PersonFields
  onClose: () => void
  onImported: () => void
}

/**
 * The import's steps: a chosen file read and checked, the rows the warden includes, the upload in chunks
 * and, when the server stops it, the rows it refused marked on the preview.
 */
export function useImport({ existing, maxPeople, fields, onClose, onImported }: ImportOptions) {
  const [step, setStep] = useState<ImportStep>({ kind: 'choose' })
  const [excluded, setExcluded] = useState<Set<number>>(new Set())
  const [filter, setFilter] = useState<RowFilter>('all')
  const busy = step.kind === 'reading' || step.kind === 'uploading'

  const rows = useMemo(() => (step.kind === 'preview' || step.kind === 'failed' ? step.rows : []), [step])
  const counts = useMemo(() => countRows(rows), [rows])
  const toImport = useMemo(() => rows.filter((r) => selectable(r) && !excluded.has(r.line)), [rows, excluded])
  const joiningOnly = useMemo(() => rows.filter(joinsFamilyOnly), [rows])
  /** Households the rows sent name: made, or joined by who is already listed. */
  const families = useMemo(() => familyCount([...toImport, ...joiningOnly]), [toImport, joiningOnly])
  const withFamily = useMemo(() => rows.some((r) => r.household !== undefined), [rows])
  const shown = useMemo(
    () => (filter === 'all' ? rows : rows.filter((r) => r.status !== 'ok')),
    [rows, filter],
  )
  const room = roomLeft(existing.length, maxPeople)
  const overLimit = toImport.length > room

  async function choose(file: File | undefined) {
    if (!file) return
    setStep({ kind: 'reading', fileName: file.name })
    const prepared = await prepareImport(file, existing, fields)
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
    if (step.kind !== 'preview' || toImport.length + joiningOnly.length === 0 || overLimit) return
    const sending = [...toImport, ...joiningOnly]
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
    const households = householdsSummaryText(householdsSummary(outcome.results))
    if (outcome.error === undefined) {
      const skipped = outcome.results.reduce((sum, r) => sum + r.duplicates.length, 0)
      // Only joining listed worshippers to their families: the households are the news.
      const title = created === 0 && households ? households : countTexts.added(created)
      const details = [
        skipped > 0 ? `${importNumber.format(skipped)} כבר היו ברשימה ולא נוספו שוב` : '',
        title === households ? '' : (households ?? ''),
      ].filter((d) => d !== '')
      // What happened, not just that it went well: 'נוספו 12 מתפללים', 'נוצרו 3 משפחות'.
      toast.success(title, details.length > 0 ? details.join('. ') : undefined)
      onImported()
      onClose()
      return
    }
    // The chunk that failed starts right after the rows the server accepted.
    const failedChunk = sending.slice(outcome.sent, outcome.sent + IMPORT_CHUNK_SIZE).map((r) => r.line)
    const { message, lines } = refusalReason(outcome.error, failedChunk, fields)
    const saved = new Set(sending.slice(0, outcome.sent).map((r) => r.line))
    if (created > 0) onImported()
    setStep({
      kind: 'failed',
      fileName,
      rows: markRefusedRows(allRows, saved, lines),
      reason: message,
      saved: outcome.sent,
      total: sending.length,
      ...(households ? { households } : {}),
    })
  }

  const backToPreview = () => {
    if (step.kind === 'failed') setStep({ kind: 'preview', fileName: step.fileName, rows: step.rows })
  }

  return {
    fields,
    step,
    busy,
    excluded,
    filter,
    setFilter,
    counts,
    toImport,
    joiningOnly,
    families,
    withFamily,
    shown,
    room,
    overLimit,
    choose,
    toggle,
    setWarningsIncluded,
    keepFirst,
    upload,
    backToPreview,
  }
}

export type ImportState = ReturnType<typeof useImport>
