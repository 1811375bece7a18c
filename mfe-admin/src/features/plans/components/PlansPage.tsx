import {
  Button,
  HTMLTable,
  Switch,
  Tag,
  errorMessageOf,
  PageFrame,
  toast,
  EmptyState,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import type { Plan } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { plansApi, shekels, yearlySaving } from '../plans-api'
import { PlanForm } from './PlanForm'
import '../plans.css'

/** /plans: the plans by size the wardens choose from: a worshipper cap, a monthly and a yearly price. */
export function PlansPage() {
  const [plans, setPlans] = useState<Plan[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState<Plan | null>(null)

  const load = useCallback(async () => {
    try {
      setPlans(await plansApi.list())
      setError(null)
    } catch (err) {
      setError(errorMessageOf(err))
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  async function setOffered(plan: Plan, active: boolean) {
    try {
      await plansApi.update(plan.id, { ...plan, active })
      toast.success(
        active ? `המסלול עד ${plan.maxPeople} מוצע שוב` : `המסלול עד ${plan.maxPeople} אינו מוצע עוד`,
      )
      await load()
    } catch (err) {
      toast.failure('המסלול לא עודכן', err)
    }
  }

  let content
  if (!plans && !error) content = <LoadingState text="טוען מסלולים…" />
  else if (!plans)
    content = <LoadFailedState title="לא ניתן לטעון את המסלולים" error={error} onRetry={() => void load()} />
  else
    content = (
      <>
        <PlanForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onSaved={() => {
            setEditing(null)
            void load()
          }}
          onCancel={() => setEditing(null)}
        />
        {plans.length === 0 ? (
          <EmptyState
            icon="layers"
            title="אין עדיין מסלולים"
            description="הוסיפו מסלול לכל גודל קהילה, למשל עד 150, 300 ו־600 מתפללים."
          />
        ) : (
          <HTMLTable className="plans-table" compact aria-label="המסלולים">
            <thead>
              <tr>
                <th scope="col">מתפללים</th>
                <th scope="col">חודשי</th>
                <th scope="col">שנתי</th>
                <th scope="col">מוצע</th>
                <th scope="col">
                  <span className="bp6-text-muted">פעולות</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((plan) => (
                <tr key={plan.id} data-testid="plan-row">
                  <td data-label="מתפללים">{`עד ${plan.maxPeople}`}</td>
                  <td data-label="חודשי" dir="ltr">
                    {shekels(plan.monthlyPrice)}
                  </td>
                  <td data-label="שנתי">
                    <span dir="ltr">{shekels(plan.yearlyPrice)}</span>{' '}
                    {yearlySaving(plan) > 0 ? (
                      <Tag minimal round intent="success">{`חיסכון ${yearlySaving(plan)}%`}</Tag>
                    ) : null}
                  </td>
                  <td data-label="מוצע">
                    <Switch
                      checked={plan.active}
                      label={plan.active ? 'מוצע' : 'לא מוצע'}
                      onChange={(e) => void setOffered(plan, e.currentTarget.checked)}
                    />
                  </td>
                  <td data-label="פעולות">
                    <Button
                      size="small"
                      variant="outlined"
                      icon="edit"
                      text="עריכה"
                      aria-label={`עריכה של המסלול עד ${plan.maxPeople} מתפללים`}
                      onClick={() => setEditing(plan)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </>
    )

  return (
    <PageFrame
      title="מסלולים"
      subtitle="המסלולים שגבאים בוחרים מהם: עד כמה מתפללים, מחיר חודשי ומחיר שנתי מוזל."
    >
      {content}
    </PageFrame>
  )
}
