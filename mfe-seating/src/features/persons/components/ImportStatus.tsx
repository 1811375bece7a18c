import { Callout, ProgressBar, Spinner } from '@seats/sdk'
import type { ImportStep } from '../hooks/use-import'
import { importNumber as number } from '../import/import-counts'

/** What the import is doing while the warden waits: reading the file, saving, or why it stopped. */
export function ImportStatus({ step }: { step: ImportStep }) {
  if (step.kind === 'reading')
    return (
      <div className="import-dialog__center" role="status">
        <Spinner size={40} />
        <p>קורא את {step.fileName}…</p>
      </div>
    )
  if (step.kind === 'uploading')
    return (
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
    )
  if (step.kind === 'failed')
    return (
      <Callout intent="danger" icon={null} className="import-dialog__callout" role="alert">
        <p className="import-dialog__reason">{step.reason}</p>
        <p className="import-dialog__reason-detail">
          {step.saved > 0
            ? `${number.format(step.saved)} מתוך ${number.format(step.total)} מתפללים נשמרו לפני העצירה; השאר לא נשמרו.`
            : 'אף מתפלל מהקובץ לא נשמר.'}
        </p>
        {step.households ? <p className="import-dialog__reason-detail">{step.households}</p> : null}
      </Callout>
    )
  return null
}
