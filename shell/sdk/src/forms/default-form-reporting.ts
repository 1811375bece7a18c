import { setFormReporting } from '@seats/sdk/core'
import { toastTexts } from '../strings/he'
import { toast } from '../toaster/toaster'
import { serverFieldErrors } from './form-errors'

// Through the package name: the hook lives in the core, a Module Federation singleton of its own.
setFormReporting({
  saved: (title = toastTexts.updateSuccess) => void toast.success(title),
  refused: (error, fields, title = toastTexts.updateFailure) => {
    const found = serverFieldErrors(error, fields)
    toast.failure(title, error, found.message ?? Object.values<string | undefined>(found.fields)[0])
    return found
  },
})
