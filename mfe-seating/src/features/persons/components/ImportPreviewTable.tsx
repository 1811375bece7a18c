import { Checkbox, Tag, type Intent } from '@seats/sdk'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef, type CSSProperties } from 'react'
import {
  formatPhone,
  HOUSEHOLD_NAME_MAX,
  householdImportColumn,
  personFields,
  typedFields,
  type PersonFieldSpec,
  type PersonFields,
} from '@seats/contracts'
import { selectable, type ImportRow, type RowStatus } from '../import/import-rows'

const statusTags: Record<RowStatus, { text: string; intent: Intent }> = {
  ok: { text: 'תקין', intent: 'success' },
  warning: { text: 'אזהרה', intent: 'warning' },
  skip: { text: 'דילוג', intent: 'none' },
  error: { text: 'שגיאה', intent: 'danger' },
}

const ROW_HEIGHT = 40

/** The file's family column, shown as a text field of the row (its cell reads `row.household`). */
const familyColumn: PersonFieldSpec = {
  ...householdImportColumn,
  column: false,
  input: 'text',
  rule: { kind: 'text', max: HOUSEHOLD_NAME_MAX },
  prints: false,
}

/** A column's width in the preview's grid: a phone's is fixed, a name's shares the room. */
const widthOf = (field: PersonFieldSpec) => (field.input === 'tel' ? '130px' : 'minmax(90px, 1fr)')

/** A row's cell of a typed field: the phone as it will be stored (as typed when it is wrong), text as read. */
function FieldCell({ field, row }: { field: PersonFieldSpec; row: ImportRow }) {
  if (field.input === 'tel')
    return (
      <span role="cell" className="import-preview__phone" data-field={field.key} dir="ltr">
        {row.status === 'error' ? row.rawPhone || '—' : formatPhone(row.phone)}
      </span>
    )
  const named = (row as unknown as Record<string, unknown>)[field.key]
  const text = typeof named === 'string' ? named : (row.values?.[field.key] ?? '')
  return (
    <span role="cell" className="import-preview__text" data-field={field.key}>
      {text || <span className="import-preview__missing">—</span>}
    </span>
  )
}

interface ImportPreviewTableProps {
  rows: ImportRow[]
  excluded: ReadonlySet<number>
  onToggle: (line: number, include: boolean) => void
  /** The worshipper's fields; the contracts' declaration unless a test gives its own. */
  fields?: PersonFields
  /** The file has a family column: each row's family is shown after its fields. */
  withFamily?: boolean
}

/**
 * The file's rows as they will be imported, each with its problems; virtualised for thousands of rows. On a
 * phone each row is a card (persons.css), so the rows are measured rather than assumed 40 px.
 */
export function ImportPreviewTable({
  rows,
  excluded,
  onToggle,
  fields = personFields,
  withFamily = false,
}: ImportPreviewTableProps) {
  const columns = withFamily ? [...typedFields(fields), familyColumn] : typedFields(fields)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })

  return (
    <div
      className="import-preview"
      role="table"
      aria-label="תצוגה מקדימה של הייבוא"
      aria-rowcount={rows.length + 1}
      style={{ '--import-columns': columns.map(widthOf).join(' ') } as CSSProperties}
    >
      <div className="import-preview__row import-preview__row--head" role="row" aria-rowindex={1}>
        <span role="columnheader">שורה</span>
        <span role="columnheader">ייבוא</span>
        {columns.map((f) => (
          <span key={f.key} role="columnheader">
            {f.label}
          </span>
        ))}
        <span role="columnheader">מצב</span>
      </div>
      {/* As tall as its rows, up to the CSS maximum: two bad rows do not sit above an empty box. */}
      <div
        className="import-preview__scroller"
        ref={scroller}
        tabIndex={0}
        aria-label="שורות הקובץ"
        style={{ height: Math.max(rows.length, 3) * ROW_HEIGHT + 2 }}
      >
        {rows.length === 0 ? (
          <p className="import-preview__empty">אין שורות להצגה בסינון הזה.</p>
        ) : (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]
              if (!row) return null
              const tag = statusTags[row.status]
              const canInclude = selectable(row)
              const included = canInclude && !excluded.has(row.line)
              return (
                <div
                  key={row.line}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  role="row"
                  aria-rowindex={item.index + 2}
                  data-status={row.status}
                  data-line={row.line}
                  className={`import-preview__row import-preview__row--${row.status}${canInclude && !included ? ' import-preview__row--excluded' : ''}`}
                  style={{
                    position: 'absolute',
                    top: 0,
                    insetInlineStart: 0,
                    width: '100%',
                    transform: `translateY(${item.start}px)`,
                  }}
                >
                  <span role="cell" className="import-preview__line">
                    {row.line}
                  </span>
                  <span role="cell" className="import-preview__include">
                    <Checkbox
                      checked={included}
                      disabled={!canInclude}
                      onChange={(e) => onToggle(row.line, e.currentTarget.checked)}
                      aria-label={`ייבוא שורה ${row.line}`}
                      className="import-preview__check"
                    />
                  </span>
                  {columns.map((f) => (
                    <FieldCell key={f.key} field={f} row={row} />
                  ))}
                  <span role="cell" className="import-preview__status">
                    <Tag minimal intent={tag.intent} className="import-preview__tag">
                      {tag.text}
                    </Tag>
                    <span
                      className="import-preview__issues"
                      title={row.issues.map((i) => i.message).join(' · ')}
                    >
                      {row.issues.map((i) => i.message).join(' · ')}
                      {row.status === 'warning' && included ? ' · ייובא' : ''}
                      {row.status === 'warning' && !included ? ' · לא ייובא' : ''}
                    </span>
                  </span>
                </div>
              )
            })}
          </div>
        )}
      </div>
    </div>
  )
}
