import { HTMLSelect, Spinner } from '@seats/sdk'
import type { DateOption } from '@seats/contracts'
import { useId } from 'react'
import { optionKey, selectionOf, type DateSelection } from './date-query'
import { reportDatesTexts } from './report-dates-texts'
import './report-dates.css'

export interface DateSelectorProps {
  dates: readonly DateOption[] | null
  /** The selected date as the service resolved it. */
  value: DateOption | null
  onChange(selection: DateSelection): void
  /** Shown before the select (hidden visually in a toolbar). */
  compact?: boolean
}

const optionLabel = (o: DateOption) =>
  `${o.name} · ${o.hebrewDate}${o.reverse ? ` (${reportDatesTexts.reverse})` : ''}`

/** The date selector: the coming Shabbat (by its portion), the upcoming events and past dates with reports. */
export function DateSelector({ dates, value, onChange, compact = false }: DateSelectorProps) {
  const id = useId()
  if (!dates || !value)
    return (
      <span className="rd-selector rd-selector--loading">
        <Spinner size={14} /> {reportDatesTexts.loading}
      </span>
    )
  // The selected date is shown even when the list does not hold it (a past date without reports).
  const options = dates.some((o) => optionKey(o) === optionKey(value)) ? dates : [value, ...dates]
  const byKey = new Map(options.map((o) => [optionKey(o), o]))
  return (
    <span className={compact ? 'rd-selector rd-selector--compact' : 'rd-selector'}>
      <label htmlFor={id} className={compact ? 'rd-selector__label sr-only' : 'rd-selector__label'}>
        {reportDatesTexts.label}
      </label>
      <HTMLSelect
        id={id}
        value={optionKey(value)}
        onChange={(e) => {
          const chosen = byKey.get(e.currentTarget.value)
          if (chosen) onChange(selectionOf(chosen))
        }}
        className="rd-selector__select"
        title={optionLabel(value)}
      >
        {options.map((o) => (
          <option key={optionKey(o)} value={optionKey(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </HTMLSelect>
    </span>
  )
}
