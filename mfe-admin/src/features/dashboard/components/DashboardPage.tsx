import type { BillingStats, LeadStats, ReportStats, UserStats } from '@seats/contracts'
import { errorMessageOf, PageFrame, LoadingState } from '@seats/sdk'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ExportButtons } from '../../shared-ui'
import { usersStore } from '../../users'
import { dashboardApi } from '../dashboard-api'
import { paymentsSheet } from '../payments-export'
import '../dashboard.css'

/** One service's figures: loading (neither), arrived, or why not. */
export interface Loaded<T> {
  value?: T
  error?: string
}

// recharts is large: it loads with the charts, not with the admin remote.
const DashboardCharts = lazy(() => import('./DashboardCharts'))

function useStats<T>(fetch: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({})
  useEffect(() => {
    const controller = new AbortController()
    fetch(controller.signal)
      .then((value) => setState({ value }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setState({ error: errorMessageOf(err) })
      })
    return () => controller.abort()
  }, [fetch])
  return state
}

/** The last year's payments, named by the accounts as the users list knows them. */
async function paymentsTable() {
  const [payments] = await Promise.all([dashboardApi.payments(), usersStore.load()])
  return paymentsSheet(payments, usersStore.get().users)
}

/** /admin: the admin's dashboard: accounts, sign-ups, conversion, leads and reports over time. */
export function DashboardPage() {
  const users = useStats<UserStats>(dashboardApi.users)
  const leads = useStats<LeadStats>(dashboardApi.leads)
  const reports = useStats<ReportStats>(dashboardApi.reports)
  const billing = useStats<BillingStats>(dashboardApi.billing)
  return (
    <div className="admin-wide">
      <PageFrame
        title="לוח בקרה"
        subtitle="חשבונות, הרשמות, המרה לתשלום, לידים ודיווחים ב-26 השבועות האחרונים; הכנסות ב-12 החודשים האחרונים."
        actions={<ExportButtons table={paymentsTable} fileName="תשלומים" label="ייצוא התשלומים" />}
      >
        <Suspense fallback={<LoadingState text="טוען את הגרפים…" />}>
          <DashboardCharts users={users} leads={leads} reports={reports} billing={billing} />
        </Suspense>
      </PageFrame>
    </div>
  )
}
