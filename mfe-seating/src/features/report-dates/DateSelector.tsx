import { Button, followPageTheme, formatDate, Menu, MenuItem, PopoverNext, Spinner, Tag } from '@seats/sdk'
import type { DateOption } from '@seats/contracts'
import { useId, useState } from 'react'
import { dateGroups, kindLabel } from './date-groups'
import { optionKey, selectionOf, type DateSelection } from './date-query'
import { reportDatesTexts } from './report-dates-texts'
import './report-dates.css'

export interface DateSelectorProps {
  dates: readonly DateOption[] | null
  /** The selected date as the service resolved it. */
  value: DateOption | null
  onChange(selection: DateSelection): void
  /** The label is hidden visually (in a toolbar). */
  compact?: boolean
}

/** A date's two lines: its name (and kind), then its Hebrew and civil dates. Both wrap, nothing is cut. */
function DateLines({ option }: { option: DateOption }) {
  const kind = kindLabel(option)
  return (
    <span className="rd-date">
      <span className="rd-date__name">
        {option.name}
        {kind ? (
          <Tag minimal round className="rd-date__kind" intent={option.reverse ? 'warning' : 'none'}>
            {kind}
          </Tag>
        ) : null}
      </span>
      <span className="rd-date__detail">
        <span className="rd-date__hebrew">{option.hebrewDate}</span>
        <span className="rd-date__civil"> · {formatDate(option.date)}</span>
      </span>
    </span>
  )
}

/**
 * The date selector: the coming Shabbat, the Shabbatot and festivals of the next eight weeks, the events
 * and past dates with reports. A list of its own, not a native select, so a long name wraps instead of
 * being cut, on a phone and on a desktop alike.
 */
export function DateSelector({ dates, value, onChange, compact = false }: DateSelectorProps) {
  const labelId = useId()
  const buttonId = useId()
  const listId = useId()
  const [open, setOpen] = useState(false)
  if (!dates || !value)
    // Shaped as the loaded selector (label and a two-line button), so nothing below it moves when it loads.
    return (
      <span className={compact ? 'rd-selector rd-selector--compact' : 'rd-selector'}>
        <span className={compact ? 'rd-selector__label sr-only' : 'rd-selector__label'} aria-hidden>
          {reportDatesTexts.label}
        </span>
        <Button
          disabled
          className="rd-selector__button rd-selector--loading"
          alignText="start"
          endIcon="caret-down"
        >
          <span className="rd-date">
            <span className="rd-date__name">
              <Spinner size={14} className="rd-selector__spinner" /> {reportDatesTexts.loading}
            </span>
            <span className="rd-date__detail" aria-hidden>
              {'\u00a0'}
            </span>
          </span>
        </Button>
      </span>
    )
  // The selected date is shown even when the list does not hold it (a past date without reports).
  const options = dates.some((o) => optionKey(o) === optionKey(value)) ? dates : [value, ...dates]
  const selected = optionKey(value)
  const list = (
    <Menu id={listId} className="rd-menu" role="listbox" aria-labelledby={labelId}>
      {dateGroups(options).map((group, i) => (
        // A group of options under its heading, so a screen reader hears which part of the list it is in.
        // A div: a list item may not take the group role, and the listbox's children need no list semantics.
        <div key={group.title} role="group" aria-labelledby={`${labelId}-g${i}`}>
          <div id={`${labelId}-g${i}`} className="rd-menu__title">
            {group.title}
          </div>
          <ul role="presentation" className="rd-menu__group">
            {group.options.map((o) => (
              <MenuItem
                key={optionKey(o)}
                roleStructure="listoption"
                multiline
                selected={optionKey(o) === selected}
                text={<DateLines option={o} />}
                onClick={() => onChange(selectionOf(o))}
              />
            ))}
          </ul>
        </div>
      ))}
    </Menu>
  )
  return (
    <span className={compact ? 'rd-selector rd-selector--compact' : 'rd-selector'}>
      <span id={labelId} className={compact ? 'rd-selector__label sr-only' : 'rd-selector__label'}>
        {reportDatesTexts.label}
      </span>
      <PopoverNext
        {...followPageTheme}
        isOpen={open}
        onInteraction={setOpen}
        placement="bottom-end"
        className="rd-selector__target"
        popoverClassName="rd-selector__popover"
        content={list}
      >
        <Button
          id={buttonId}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${labelId} ${buttonId}`}
          className="rd-selector__button"
          alignText="start"
          endIcon="caret-down"
        >
          <DateLines option={value} />
        </Button>
      </PopoverNext>
    </span>
  )
}
