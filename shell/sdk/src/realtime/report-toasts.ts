import type { SocketConnection } from '../socket/socket-connection'
import { toastTexts } from '../strings/he'
import { toast } from '../toaster/toaster'

/**
 * Seed §7: a new report gives '{person} הוסיף דיווח ל{date name}', a deleted one 'דיווח נמחק'. A report the
 * warden entered on /reports says it was entered for the worshipper.
 */
export function showReportToasts(connection: SocketConnection): () => void {
  const offCreate = connection.on('createReport', (report) => {
    const text =
      report.personName && report.dateName
        ? (report.source === 'warden' ? toastTexts.reportEntered : toastTexts.reportCreated)(
            report.personName,
            report.dateName,
          )
        : toastTexts.reportReceived
    toast.info(text)
  })
  const offDelete = connection.on('deleteReport', () => toast.info(toastTexts.reportDeleted))
  return () => {
    offCreate()
    offDelete()
  }
}
