import type { Report } from '@seats/contracts'
import { confirmDelete, socket, toast, toastTexts } from '@seats/sdk'
import { reportsApi } from './reports-api'

/**
 * Deletes a report after the warden confirms. Connected, the socket's deleteReport toasts and updates every
 * open screen; offline, say it here and read the date again.
 */
export async function removeReport(
  report: Report,
  { confirm = () => confirmDelete(), reload }: { confirm?: () => Promise<boolean>; reload(): void },
): Promise<void> {
  if (!(await confirm())) return
  try {
    await reportsApi.remove(report.id)
    if (!socket.isConnected()) {
      toast.info(toastTexts.reportDeleted)
      reload()
    }
  } catch (error) {
    toast.failure(toastTexts.deleteFailure, error)
  }
}
