import { Button, Callout, SegmentedControl, Tag } from '@seats/sdk'
import type { ImportState, RowFilter } from '../hooks/use-import'
import { importCountTexts, importNumber as number } from '../import/import-counts'
import { ImportPreviewTable } from './ImportPreviewTable'
import { personLimitTexts } from '../person-limit'

interface ImportReviewProps {
  state: ImportState
  fileName: string
  /** Before the upload the warden may still choose rows; after a stop the preview only shows. */
  choosing: boolean
  existingCount: number
  maxPeople: number | undefined
}

/** The file's rows before (or after a stopped) upload: counts, what needs the warden, and the rows. */
export function ImportReview({ state, fileName, choosing, existingCount, maxPeople }: ImportReviewProps) {
  const { counts, filter, setFilter, overLimit, room } = state
  return (
    <>
      <div className="import-summary" aria-label="סיכום הקובץ">
        <span className="import-summary__file">{fileName}</span>
        <Tag minimal round>
          {importCountTexts.total(counts.total)}
        </Tag>
        <Tag minimal round intent="success">
          {importCountTexts.ok(counts.ok)}
        </Tag>
        {state.families > 0 ? (
          <Tag minimal round intent="primary">
            {importCountTexts.families(state.families)}
          </Tag>
        ) : null}
        {counts.warning > 0 ? (
          <Tag minimal round intent="warning">
            {importCountTexts.sharedPhone(counts.warning)}
          </Tag>
        ) : null}
        {counts.existing > 0 ? (
          <Tag minimal round>
            {importCountTexts.existing(counts.existing)}
          </Tag>
        ) : null}
        {counts.duplicate > 0 ? (
          <Tag minimal round>
            {importCountTexts.duplicate(counts.duplicate)}
          </Tag>
        ) : null}
        {counts.error > 0 ? (
          <Tag minimal round intent="danger">
            {importCountTexts.failed(counts.error)}
          </Tag>
        ) : null}
      </div>

      {choosing && counts.error > 0 ? (
        <Callout intent="danger" compact className="import-dialog__callout">
          {counts.error === 1 ? 'שורה אחת לא תיובא' : `${number.format(counts.error)} שורות לא ייובאו`} בגלל
          שדה חסר או טלפון לא תקין. אפשר לתקן את הקובץ ולבחור אותו שוב, או לייבא עכשיו את השורות התקינות.
        </Callout>
      ) : null}
      {choosing && counts.warning > 0 ? (
        <Callout intent="warning" compact className="import-dialog__callout">
          <span>
            ב-{number.format(counts.warning)} שורות הטלפון כבר רשום אצל מתפלל אחר (למשל טלפון משותף של משפחה).
            שורות מסומנות ייובאו; הסירו את הסימון מאלה שלא צריך.
          </span>{' '}
          <Button
            size="small"
            variant="minimal"
            text="לא לייבא אף אחת מהן"
            onClick={() => state.setWarningsIncluded(false)}
          />
          <Button
            size="small"
            variant="minimal"
            text="לייבא את כולן"
            onClick={() => state.setWarningsIncluded(true)}
          />
        </Callout>
      ) : null}
      {choosing && overLimit ? (
        <Callout intent="warning" compact className="import-dialog__callout" role="alert">
          {room > 0
            ? `החשבון מוגבל ל-${number.format(maxPeople ?? 0)} מתפללים. כבר רשומים ${number.format(existingCount)}, ואפשר להוסיף עוד ${number.format(room)} בלבד. `
            : personLimitTexts.full(maxPeople ?? 0)}
          {room > 0 ? (
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={`לייבא רק את ${number.format(room)} הראשונות`}
              onClick={() => state.keepFirst(room)}
            />
          ) : null}
        </Callout>
      ) : null}

      <div className="import-dialog__filter">
        <SegmentedControl
          size="small"
          value={filter}
          onValueChange={(v) => setFilter(v as RowFilter)}
          options={[
            { label: `כל השורות (${number.format(counts.total)})`, value: 'all' },
            { label: `שורות עם הערות (${number.format(counts.total - counts.ok)})`, value: 'problems' },
          ]}
        />
      </div>
      <ImportPreviewTable
        rows={state.shown}
        excluded={state.excluded}
        onToggle={state.toggle}
        fields={state.fields}
        withFamily={state.withFamily}
      />
    </>
  )
}
