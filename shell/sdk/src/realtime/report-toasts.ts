import type { SocketConnection } from '../socket/socket-connection'
import { toastTexts } from '../strings/he'
import { showToast } from '../toaster/toaster'

/**
 * Seed §7: a new report gives '{person} הוסיף דיווח ל{date name}', a deleted one 'דיווח נמחק'. A report the
 * warden entered on /reports says it was entered for the worshipper.
 */
export function showReportToasts(connection: SocketConnection): () => void {
  const offCreate = connection.on('createReport', (report) => {
    const text =
      report.personName && report.dateName
        ? report.source === 'warden'
          ? toastTexts.reportEntered(report.personName, report.dateName)
          : toastTexts.reportCreated(report.personName, report.dateName, report.personGender)
        : toastTexts.reportReceived
    showToast({ intent: 'primary', title: text, polite: true })
  })
  const offDelete = connection.on('deleteReport', () =>
    showToast({ intent: 'primary', title: toastTexts.reportDeleted, polite: true }),
  )
  return () => {
    offCreate()
    offDelete()
  }
}
