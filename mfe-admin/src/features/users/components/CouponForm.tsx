import { Button, FormGroup, HTMLSelect, InputGroup, api, errorMessageOf, toast } from '@seats/sdk'
import {
  couponInputSchema,
  couponKindLabels,
  couponKinds,
  couponSchema,
  fieldLabel,
  type Coupon,
  type CouponKind,
} from '@seats/contracts'
import { useState } from 'react'

/** An admin's coupon for this account: a percent off its next charges, or months free. */
export function CouponForm({ userId, onGranted }: { userId: number; onGranted: () => void }) {
  const [kind, setKind] = useState<CouponKind>('percent')
  const [percent, setPercent] = useState('')
  const [charges, setCharges] = useState('1')
  const [months, setMonths] = useState('1')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function grant(event: React.FormEvent) {
    event.preventDefault()
    const parsed = couponInputSchema.safeParse(
      kind === 'percent'
        ? { kind, percent: Number(percent || Number.NaN), charges: Number(charges || Number.NaN) }
        : { kind, months: Number(months || Number.NaN) },
    )
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      setError(`${fieldLabel(issue.path.map(String).join('.'))}: ערך לא תקין`)
      return
    }
    setError(null)
    setSaving(true)
    try {
      const coupon: Coupon = couponSchema.parse(
        await api.post<unknown>(`/billing/admin/accounts/${userId}/coupons`, parsed.data),
      )
      toast.success(
        coupon.kind === 'percent'
          ? `הקופון ניתן: ${coupon.percent}% הנחה ל־${coupon.chargesLeft} חיובים`
          : `הקופון ניתן: ${coupon.months} חודשים ללא חיוב`,
      )
      onGranted()
    } catch (err) {
      setError(errorMessageOf(err))
      toast.failure('הקופון לא ניתן', err)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="coupon-form" aria-label="הענקת קופון" onSubmit={(e) => void grant(e)} noValidate>
      <FormGroup label="סוג הקופון" labelFor="coupon-kind">
        <HTMLSelect
          id="coupon-kind"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as CouponKind)}
          options={couponKinds.map((k) => ({ value: k, label: couponKindLabels[k] }))}
        />
      </FormGroup>
      {kind === 'percent' ? (
        <>
          <FormGroup label="אחוז הנחה" labelFor="coupon-percent">
            <InputGroup
              id="coupon-percent"
              dir="ltr"
              inputMode="numeric"
              value={percent}
              onValueChange={setPercent}
            />
          </FormGroup>
          <FormGroup label="מספר חיובים" labelFor="coupon-charges">
            <InputGroup
              id="coupon-charges"
              dir="ltr"
              inputMode="numeric"
              value={charges}
              onValueChange={setCharges}
            />
          </FormGroup>
        </>
      ) : (
        <FormGroup label="מספר חודשים" labelFor="coupon-months">
          <InputGroup
            id="coupon-months"
            dir="ltr"
            inputMode="numeric"
            value={months}
            onValueChange={setMonths}
          />
        </FormGroup>
      )}
      {error ? (
        <p className="coupon-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" intent="primary" icon="add" text="הענקת קופון" loading={saving} />
    </form>
  )
}
