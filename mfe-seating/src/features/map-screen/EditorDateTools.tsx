import { Tag } from '@seats/sdk'
import type { Display } from '@seats/contracts'
import { PrintMenu } from '../print'
import { seatStateTexts, VacatedSwatch } from '../seat-state'
import { DateSelector } from '../report-dates'
import type { ReportStore } from '../report-dates'

export interface EditorDateToolsProps {
  mapId: number
  grid: { rows: number; cols: number }
  dates: ReportStore
  /** Held seats free on the selected date. */
  vacated: number
  displays: readonly Display[]
  printReportedNames: boolean
  savingSettings: boolean
  onPrintReportedNames(print: boolean): void
}

/** The editor toolbar's date part: which date the map shows, how many seats it frees, and printing it. */
export function EditorDateTools(props: EditorDateToolsProps) {
  const { dates } = props
  return (
    <div className="rd-editor-tools" data-tour="date-tools">
      <DateSelector dates={dates.dates} value={dates.option} onChange={dates.select} compact />
      {dates.option ? (
        <Tag minimal round className="rd-editor-tools__count" aria-live="polite">
          <VacatedSwatch />{' '}
          {dates.reverse
            ? seatStateTexts.vacatedReverse(props.vacated)
            : seatStateTexts.vacatedCount(props.vacated)}
        </Tag>
      ) : null}
      <PrintMenu
        mapId={props.mapId}
        grid={props.grid}
        displays={props.displays}
        printReportedNames={props.printReportedNames}
        savingSettings={props.savingSettings}
        onPrintReportedNames={props.onPrintReportedNames}
      />
    </div>
  )
}
