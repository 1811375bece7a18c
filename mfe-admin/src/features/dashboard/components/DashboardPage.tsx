import type { BillingStats, LeadStats, ReportStats, UserStats } from '@seats/contracts'
import { ExportButtons, PageFrame, LoadingState } from '@seats/sdk'
import { lazy, Suspense } from 'react'
import { useLoaded } from '../../shared-ui'
import { usersStore } from '../../users'
import { dashboardApi } from '../dashboard-api'
import { paymentsSheet } from '../payments-export'
import '../dashboard.css'

// recharts is large: it loads with the charts, not with the admin remote.
const DashboardCharts = lazy(() => import('./DashboardCharts'))

/** The last year's payments, named by the accounts as the users list knows them. */
async function paymentsTable() {
  const [payments] = await Promise.all([dashboardApi.payments(), usersStore.load()])
  return paymentsSheet(payments, usersStore.get().users)
}

/** /admin: the admin's dashboard: accounts, sign-ups, conversion, leads and reports over time. */
export function DashboardPage() {
  const users = useLoaded<UserStats>(dashboardApi.users)
  const leads = useLoaded<LeadStats>(dashboardApi.leads)
  const reports = useLoaded<ReportStats>(dashboardApi.reports)
  const billing = useLoaded<BillingStats>(dashboardApi.billing)
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
