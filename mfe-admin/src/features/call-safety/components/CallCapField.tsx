import { Button, FormGroup, InputGroup, errorMessageOf, isApiError, toast, toastTexts } from '@seats/sdk'
import { callCapInputSchema, type CallCap } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { callSafetyApi } from '../call-safety-api'

const count = new Intl.NumberFormat('he-IL')

/**
 * An account's daily call cap (runs, test calls and codes together), and today's use: an admin raises it for
 * a synagogue with a long list.
 */
export function CallCapField({ accountId }: { accountId: number }) {
  const [cap, setCap] = useState<CallCap | null>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    callSafetyApi
      .callCap(accountId, controller.signal)
      .then((c) => {
        setCap(c)
        setValue(String(c.dailyCap))
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessageOf(err))
      })
    return () => controller.abort()
  }, [accountId])

  async function save() {
    const parsed = callCapInputSchema.safeParse({ dailyCap: value.trim() === '' ? NaN : Number(value) })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'מספר לא תקין')
    setSaving(true)
    try {
      const saved = await callSafetyApi.setCallCap(accountId, parsed.data.dailyCap)
      setCap(saved)
      setError(null)
      toast.success(toastTexts.updateSuccess)
    } catch (err) {
      setError((isApiError(err) && err.fieldError('dailyCap')) || errorMessageOf(err))
    } finally {
      setSaving(false)
    }
  }

  const used = cap
    ? `היום: ${count.format(cap.usedToday)} שיחות${cap.custom ? '' : ' · מכסת ברירת המחדל'}`
    : 'טוען…'
  return (
    <FormGroup
      label="מכסת שיחות יומית"
      labelFor={`call-cap-${accountId}`}
      helperText={error ?? used}
      intent={error ? 'danger' : 'none'}
    >
      <div className="user-drawer__row">
        <InputGroup
          id={`call-cap-${accountId}`}
          type="number"
          min={1}
          value={value}
          onValueChange={setValue}
          className="user-drawer__days"
          dir="ltr"
          disabled={!cap}
          intent={error ? 'danger' : 'none'}
        />
        <span className="user-drawer__unit">שיחות ביום</span>
        <Button
          text="עדכון המכסה"
          icon="phone"
          intent="primary"
          loading={saving}
          disabled={!cap}
          onClick={() => void save()}
        />
      </div>
    </FormGroup>
  )
}
