import { Button, InputGroup, SegmentedControl } from '@seats/sdk'
import { editorTexts } from '../editor-texts'
import type { SeatFilter } from '../model/person-directory'
import { useSheetSwipe } from './sheet-swipe'

interface WorshippersHeadProps {
  seated: number
  total: number
  /** False while the seats load: the count shows nothing yet. */
  ready: boolean
  sheet: { open: boolean; onToggle(): void } | undefined
  query: string
  onQuery(query: string): void
  filter: SeatFilter
  onFilter(filter: SeatFilter): void
}

/** The list's title and count (and, on a phone, the sheet's toggle), its search and its seated filter. */
export function WorshippersHead(props: WorshippersHeadProps) {
  const { seated, total, ready, sheet, query, onQuery, filter, onFilter } = props
  // On a phone the title row is the sheet's handle: its toggle covers it all (map-editor.css), and a swipe works.
  const swipe = useSheetSwipe(sheet)
  return (
    <div className="me-worshippers__head">
      <div className="me-worshippers__title" {...swipe}>
        <h2>{editorTexts.worshippers}</h2>
        <span className="me-worshippers__count">
          {ready ? `${seated.toLocaleString('he-IL')}/${total.toLocaleString('he-IL')}` : ''}
        </span>
        {sheet ? (
          <Button
            className="me-worshippers__toggle"
            variant="minimal"
            icon={sheet.open ? 'chevron-down' : 'chevron-up'}
            aria-expanded={sheet.open}
            aria-label={sheet.open ? editorTexts.closeWorshippers : editorTexts.openWorshippers}
            onClick={sheet.onToggle}
          />
        ) : null}
      </div>
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder={editorTexts.searchPlaceholder}
        aria-label={editorTexts.searchPlaceholder}
        value={query}
        onValueChange={onQuery}
        size="small"
      />
      <SegmentedControl
        className="me-worshippers__filter"
        size="small"
        fill
        value={filter}
        onValueChange={(v) => onFilter(v as SeatFilter)}
        options={[
          { value: 'all', label: editorTexts.filterAll },
          {
            value: 'unseated',
            label: `${editorTexts.filterUnseated} (${(total - seated).toLocaleString('he-IL')})`,
          },
          { value: 'seated', label: editorTexts.filterSeated },
        ]}
      />
    </div>
  )
}
