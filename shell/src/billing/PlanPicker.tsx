import {
  Button,
  Radio,
  RadioGroup,
  SegmentedControl,
  Tag,
  billingApi,
  billingTexts as t,
  formatDate,
  loadCurrentUser,
  toast,
} from '@seats/sdk'
import { planPrice, type BillingPeriod, type PlanOffer } from '@seats/contracts'
import { useState } from 'react'
import { formatAmount, formatShekels } from './plan-text'

const saving = (monthly: number, yearly: number) => Math.round((1 - yearly / (monthly * 12)) * 100)

/** The plans by size the admin defined: the warden picks one, monthly or yearly. */
export function PlanPicker({
  offer,
  asked = null,
  onChanged,
}: {
  offer: PlanOffer
  /** A plan chosen before the page opened (the worshipper limit's offer). */
  asked?: number | null
  onChanged: () => void
}) {
  const [period, setPeriod] = useState<BillingPeriod>(offer.current.period)
  const [planId, setPlanId] = useState<number | null>(
    asked && offer.plans.some((p) => p.id === asked) ? asked : offer.current.planId,
  )
  const [saving_, setSaving] = useState(false)
  if (offer.plans.length === 0) return null
  const unchanged =
    planId === null ||
    (planId === offer.current.planId && period === offer.current.period && !offer.scheduled)
  const scheduledPlan = offer.scheduled && offer.plans.find((p) => p.id === offer.scheduled!.planId)

  async function choose() {
    if (planId === null) return
    setSaving(true)
    try {
      const result = await billingApi.choosePlan({ planId, period })
      const plan = offer.plans.find((p) => p.id === planId)!
      if (result.outcome === 'upgraded')
        toast.success(t.planUpgraded(plan.maxPeople, formatAmount(result.charged ?? 0)))
      else if (result.outcome === 'scheduled')
        toast.success(t.planScheduled(plan.maxPeople, formatDate(result.from!)))
      else toast.success(t.planApplied(plan.maxPeople))
      // The cap and price live on the user: the whole page (banners, limits) follows at once.
      await loadCurrentUser()
      onChanged()
    } catch (error) {
      toast.failure(t.planFailed, error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="shell-subscription__plans" aria-labelledby="plans-heading" data-testid="plan-picker">
      <h2 id="plans-heading">{t.plansTitle}</h2>
      <p className="shell-subscription__note">{t.plansNote}</p>
      <SegmentedControl
        aria-label={t.billingPeriod}
        className="shell-plans__period"
        value={period}
        onValueChange={(v) => setPeriod(v as BillingPeriod)}
        options={[
          { value: 'monthly', label: t.periodMonthly },
          { value: 'yearly', label: t.periodYearly },
        ]}
      />
      <RadioGroup
        className="shell-plans__options"
        selectedValue={planId ?? undefined}
        onChange={(e) => setPlanId(Number(e.currentTarget.value))}
      >
        {offer.plans.map((p) => {
          const price = planPrice(p, period)
          const label = t.planOption(
            p.maxPeople,
            (period === 'yearly' ? t.planPriceYearly : t.planPrice)(formatShekels(price)),
          )
          return (
            <Radio
              key={p.id}
              value={p.id}
              className="shell-plans__option"
              labelElement={
                <span className="shell-plans__label">
                  <span>{label}</span>
                  {period === 'yearly' && saving(p.monthlyPrice, p.yearlyPrice) > 0 ? (
                    <Tag minimal round intent="success">
                      {t.yearlySaving(saving(p.monthlyPrice, p.yearlyPrice))}
                    </Tag>
                  ) : null}
                  {p.id === offer.current.planId && period === offer.current.period ? (
                    <Tag minimal round intent="primary">
                      {t.currentPlan}
                    </Tag>
                  ) : null}
                </span>
              }
              aria-label={label}
            />
          )
        })}
      </RadioGroup>
      {offer.scheduled && scheduledPlan ? (
        <p className="shell-subscription__note" data-testid="plan-scheduled">
          {t.planScheduledNote(scheduledPlan.maxPeople, formatDate(offer.scheduled.from))}
        </p>
      ) : null}
      <Button
        intent="primary"
        icon="layers"
        text={t.choosePlan}
        disabled={unchanged}
        loading={saving_}
        onClick={() => void choose()}
      />
    </section>
  )
}
