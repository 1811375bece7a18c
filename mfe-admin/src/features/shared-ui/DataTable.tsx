import { Checkbox, Icon } from '@seats/sdk'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useMemo, useRef, type Key, type ReactNode } from 'react'
import { RowCheckbox } from './row-controls'
import { fitColumns, gridTemplate, type ColumnSize, type SortState } from './table-layout'
import { useElementWidth } from './use-element-width'

export interface DataColumn<T, K extends string> extends ColumnSize {
  header: string
  render: (row: T) => ReactNode
  /** Clicking the header sorts by this key. */
  sortKey?: K
  /** Phones, emails, figures: left-to-right text inside the right-to-left table. */
  ltr?: boolean
  className?: string
}

/** Rows picked with a checkbox (e.g. the recipients of an email). */
export interface TableSelection<T> {
  isSelected: (row: T) => boolean
  onToggle: (row: T, checked: boolean) => void
  /** How many of the rows shown are selected: the header checkbox's state. */
  shownSelected: 'none' | 'some' | 'all'
  onToggleAll: (checked: boolean) => void
  /** The checkbox's name for screen readers ('בחירת משה כהן'). */
  label: (row: T) => string
}

export interface DataTableProps<T, K extends string> {
  rows: readonly T[]
  rowKey: (row: T) => Key
  columns: readonly DataColumn<T, K>[]
  /** The table's name for screen readers. */
  label: string
  sort?: SortState<K>
  onSort?: (key: K) => void
  /** The last column's buttons (edit, delete …), `actionsWidth` px wide. */
  actions?: (row: T) => ReactNode
  actionsWidth?: number
  /** Below `cardsBelow` px the rows become cards (a phone): no sideways scrolling. */
  renderCard: (row: T) => ReactNode
  cardsBelow?: number
  rowHeight?: number
  cardHeight?: number
  onRowDoubleClick?: (row: T) => void
  /** Marks a row (data-row-id) for tests and for scrolling to it. */
  rowId?: (row: T) => string | number
  selection?: TableSelection<T>
}

const CHECK_WIDTH = 40

const OVERSCAN = 12
/** The row's inline padding (both sides), so fitColumns knows the width the columns really get. */
const ROW_PADDING = 16

/**
 * A virtualised table: only the rows in view are in the DOM, so 10,000 rows scroll smoothly. Columns
 * that do not fit go by priority; below `cardsBelow` px the rows become cards.
 */
export function DataTable<T, K extends string>(props: DataTableProps<T, K>) {
  const frame = useRef<HTMLDivElement>(null)
  const width = useElementWidth(frame)
  const cardsBelow = props.cardsBelow ?? 600
  // 0: not measured (first render, jsdom): the table with every column.
  const cards = width > 0 && width < cardsBelow
  return (
    <div ref={frame} className="admin-table-frame">
      {cards ? <CardList {...props} /> : <Table {...props} width={width} />}
    </div>
  )
}

function Table<T, K extends string>({
  rows,
  rowKey,
  columns,
  label,
  sort,
  onSort,
  actions,
  actionsWidth = 96,
  rowHeight = 48,
  onRowDoubleClick,
  rowId,
  selection,
  width,
}: DataTableProps<T, K> & { width: number }) {
  const scroller = useRef<HTMLDivElement>(null)
  // Stable while only the scroll position changes, so rows already on screen skip rendering (TableRow memo).
  const fixed = (actions ? actionsWidth : 0) + (selection ? CHECK_WIDTH : 0)
  const shown = useMemo(
    () => (width > 0 ? fitColumns(columns, width - ROW_PADDING, fixed) : columns),
    [columns, width, fixed],
  )
  const template = `${selection ? `${CHECK_WIDTH}px ` : ''}${gridTemplate(shown, actions ? `${actionsWidth}px` : undefined)}`
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // Scrolling renders through React's normal batching instead of a synchronous flush per scroll event.
    useFlushSync: false,
  })
  return (
    <div className="admin-table" role="table" aria-label={label} aria-rowcount={rows.length + 1}>
      <div
        className="admin-table__row admin-table__row--head"
        role="row"
        aria-rowindex={1}
        style={{ gridTemplateColumns: template }}
      >
        {selection ? (
          <span role="columnheader" className="admin-table__check">
            <Checkbox
              checked={selection.shownSelected === 'all'}
              indeterminate={selection.shownSelected === 'some'}
              onChange={(e) => selection.onToggleAll(e.currentTarget.checked)}
              aria-label="בחירת כל השורות המוצגות"
            />
          </span>
        ) : null}
        {shown.map((column) => {
          const active = sort && column.sortKey && sort.key === column.sortKey
          return (
            <span
              key={column.key}
              role="columnheader"
              className={column.className}
              aria-sort={
                column.sortKey
                  ? active
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                  : undefined
              }
            >
              {column.sortKey && onSort ? (
                <button
                  type="button"
                  className={`admin-table__sort${active ? ' admin-table__sort--active' : ''}`}
                  onClick={() => onSort(column.sortKey as K)}
                >
                  {column.header}
                  <Icon
                    icon={
                      active
                        ? sort.direction === 'asc'
                          ? 'chevron-up'
                          : 'chevron-down'
                        : 'double-caret-vertical'
                    }
                    size={12}
                  />
                </button>
              ) : (
                column.header
              )}
            </span>
          )
        })}
        {actions ? (
          <span role="columnheader">
            <span className="sr-only">פעולות</span>
          </span>
        ) : null}
      </div>
      <div className="admin-table__scroller" ref={scroller}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="rowgroup">
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            if (row === undefined) return null
            return (
              <TableRow
                key={rowKey(row)}
                row={row}
                index={item.index}
                start={item.start}
                size={item.size}
                template={template}
                columns={shown}
                actions={actions}
                rowId={rowId}
                onDoubleClick={onRowDoubleClick}
                selection={selection}
                selected={selection?.isSelected(row) ?? false}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}

function CardList<T, K extends string>({
  rows,
  rowKey,
  label,
  renderCard,
  cardHeight = 150,
  rowId,
}: DataTableProps<T, K>) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => cardHeight,
    overscan: 6,
    useFlushSync: false,
  })
  return (
    <div className="admin-cards admin-table__scroller" ref={scroller} role="list" aria-label={label}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          if (row === undefined) return null
          return (
            <div
              key={rowKey(row)}
              role="listitem"
              data-index={item.index}
              data-row-id={rowId?.(row)}
              ref={virtualizer.measureElement}
              className="admin-cards__item"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderCard(row)}
            </div>
          )
        })}
      </div>
    </div>
  )
}

interface TableRowProps<T, K extends string> {
  row: T
  index: number
  start: number
  size: number
  template: string
  columns: readonly DataColumn<T, K>[]
  actions?: (row: T) => ReactNode
  rowId?: (row: T) => string | number
  onDoubleClick?: (row: T) => void
  selection?: TableSelection<T>
  selected: boolean
}

/** One row; re-rendered only when its data, place or the columns change (not on every scroll frame). */
const TableRow = memo(function TableRow<T, K extends string>({
  row,
  index,
  start,
  size,
  template,
  columns,
  actions,
  rowId,
  onDoubleClick,
  selection,
  selected,
}: TableRowProps<T, K>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selection ? selected : undefined}
      data-row-id={rowId?.(row)}
      className={`admin-table__row${selected ? ' admin-table__row--selected' : ''}`}
      style={{ gridTemplateColumns: template, height: size, transform: `translateY(${start}px)` }}
      onDoubleClick={onDoubleClick ? () => onDoubleClick(row) : undefined}
    >
      {selection ? (
        <span role="cell" className="admin-table__check">
          <RowCheckbox
            checked={selected}
            onChange={(checked) => selection.onToggle(row, checked)}
            label={selection.label(row)}
          />
        </span>
      ) : null}
      {columns.map((column) => (
        <span
          key={column.key}
          role="cell"
          className={`admin-table__cell${column.ltr ? ' admin-table__cell--ltr' : ''}${column.className ? ` ${column.className}` : ''}`}
        >
          {column.render(row)}
        </span>
      ))}
      {actions ? (
        <span role="cell" className="admin-table__actions">
          {actions(row)}
        </span>
      ) : null}
    </div>
  )
}) as <T, K extends string>(props: TableRowProps<T, K>) => ReactNode
