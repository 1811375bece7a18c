import { errorMessageOf, isApiError, toast, toastTexts } from '@seats/sdk'

/**
 * What a failed element or display write means for the screen: a version conflict says the map changed
 * meanwhile and the map is read again; a 400 points at fields; anything else is said as it is.
 */
export async function reportMapWriteError(
  error: unknown,
  reload: () => Promise<void>,
  fieldNames: readonly string[],
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {}
  if (isApiError(error) && error.code === 'map_version_conflict') {
    await reload()
    toast.warning('המפה שונתה בינתיים', `${error.message} הנתונים נטענו מחדש.`)
    return fields
  }
  if (isApiError(error)) {
    for (const name of fieldNames) {
      const message = error.fieldError(name)
      if (message) fields[name] = message
    }
  }
  toast.failure(toastTexts.updateFailure, error, Object.values(fields)[0] ?? errorMessageOf(error))
  return fields
}
