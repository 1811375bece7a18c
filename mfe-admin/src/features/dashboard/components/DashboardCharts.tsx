import { Spinner } from '@seats/sdk'
import {
  reportSourceLabels,
  reportSources,
  type BillingStats,
  type LeadStats,
  type ReportStats,
  type UserStats,
} from '@seats/contracts'
import type { ReactNode } from 'react'
import { CategoryBars, ChartFrame, PeriodChart, chartColors, seriesColor } from '@seats/sdk/charts'
import {
  accountBars,
  billingMonthRows,
  churnRows,
  revenueRows,
  leadStatusBars,
  leadPeriodRows,
  percent,
  reportPeriodRows,
  signUpRows,
} from '../dashboard-data'
import type { Loaded } from '../../shared-ui'

const shekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  maximumFractionDigits: 0,
})
const formatShekels = (value: unknown) => shekels.format(Number(value))
const count = new Intl.NumberFormat('he-IL')
const formatPercent = (value: unknown) => `${Number(value)}%`
const CHURN_EMPTY = 'אין עדיין נתוני נטישה: אין חודש שהיו לפניו חשבונות משלמים'

function ChartCard<T>({
  title,
  subtitle,
  data,
  children,
}: {
  title: string
  subtitle?: (data: T) => ReactNode
  data: Loaded<T>
  children: (data: T) => ReactNode
}) {
  return (
    <section className="dashboard-card" aria-label={title}>
      <header className="dashboard-card__head">
        <h2 className="dashboard-card__title">{title}</h2>
        {data.value && subtitle ? <p className="dashboard-card__subtitle">{subtitle(data.value)}</p> : null}
      </header>
      <ChartFrame>
        {data.error ? (
          <p className="dashboard-card__error" role="alert">
            {data.error}
          </p>
        ) : data.value ? (
          children(data.value)
        ) : (
          <Spinner size={24} />
        )}
      </ChartFrame>
    </section>
  )
}

export interface DashboardChartsProps {
  users: Loaded<UserStats>
  leads: Loaded<LeadStats>
  reports: Loaded<ReportStats>
  billing: Loaded<BillingStats>
}

/** The admin's charts; recharts loads with this module only (a lazy chunk of the admin remote). */
export default function DashboardCharts({ users, leads, reports, billing }: DashboardChartsProps) {
  return (
    <div className="dashboard-grid">
      <ChartCard
        title="חשבונות לפי סטטוס"
        subtitle={(s: UserStats) =>
          `${count.format(s.registered)} חשבונות רשומים, ${count.format(s.guests)} אורחים`
        }
        data={users}
      >
        {(s) => <CategoryBars bars={accountBars(s)} unit="חשבונות" />}
      </ChartCard>
      <ChartCard
        title="הרשמות בשבוע"
        subtitle={(s: UserStats) =>
          `${count.format(s.signUpsPerWeek.reduce((n, w) => n + w.count, 0))} ב-26 השבועות האחרונים`
        }
        data={users}
      >
        {(s) => (
          <PeriodChart
            rows={signUpRows(s)}
            series={[{ key: 'count', name: 'הרשמות', color: chartColors.primary }]}
          />
        )}
      </ChartCard>
      <ChartCard
        title="המרה מניסיון לתשלום"
        subtitle={(s: UserStats) => `${percent(s.conversion.rate)} מהחשבונות משלמים`}
        data={users}
      >
        {(s) => (
          <CategoryBars
            unit="חשבונות"
            bars={[
              { name: 'בתקופת ניסיון', value: s.conversion.trial, color: chartColors.warning },
              { name: 'משלמים', value: s.conversion.paid, color: chartColors.success },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard
        title="לידים לפי סטטוס"
        subtitle={(s: LeadStats) =>
          `${count.format(Object.values(s.byStatus).reduce((n, v) => n + v, 0))} לידים`
        }
        data={leads}
      >
        {(s) => <CategoryBars bars={leadStatusBars(s)} unit="לידים" />}
      </ChartCard>
      <ChartCard title="לידים בשבוע לפי מקור" data={leads}>
        {(s) => (
          <PeriodChart
            rows={leadPeriodRows(s)}
            series={s.sources.map((source, i) => ({ key: source, name: source, color: seriesColor(i) }))}
            stacked
          />
        )}
      </ChartCard>
      <ChartCard
        title="דיווחים בשבוע"
        subtitle={(s: ReportStats) => `${count.format(s.total)} דיווחים ב-26 השבועות האחרונים`}
        data={reports}
      >
        {(s) => (
          <PeriodChart
            rows={reportPeriodRows(s)}
            series={reportSources.map((source, i) => ({
              key: source,
              name: reportSourceLabels[source],
              color: seriesColor(i),
            }))}
            stacked
          />
        )}
      </ChartCard>
      <ChartCard
        title="הכנסה בחודש"
        subtitle={(s: BillingStats) =>
          `הכנסה חודשית קבועה ${formatShekels(s.mrr)} מ-${count.format(s.running)} מנויים פעילים`
        }
        data={billing}
      >
        {(s) => (
          <PeriodChart
            rows={revenueRows(s)}
            series={[
              { key: 'revenue', name: 'הכנסה', color: chartColors.success },
              { key: 'mrr', name: 'הכנסה חודשית קבועה', color: chartColors.primary },
            ]}
            format={formatShekels}
          />
        )}
      </ChartCard>
      <ChartCard title="משלמים, חיובים שנדחו, ביטולים ומנויים שפקעו בחודש" data={billing}>
        {(s) => (
          <PeriodChart
            rows={billingMonthRows(s)}
            series={[
              { key: 'paying', name: 'חשבונות משלמים', color: chartColors.primary },
              { key: 'declined', name: 'חיובים שנדחו', color: chartColors.warning },
              { key: 'cancelled', name: 'ביטולים', color: chartColors.danger },
              { key: 'lapsed', name: 'פקעו אחרי חיוב שנדחה', color: seriesColor(3) },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard
        title="נטישה בחודש"
        subtitle={() => 'ביטולים ומנויים שפקעו, מתוך החשבונות שמשלמים בחודש שלפניו'}
        data={billing}
      >
        {(s) => {
          const rows = churnRows(s)
          return rows.some((r) => 'churn' in r) ? (
            <PeriodChart
              rows={rows}
              series={[{ key: 'churn', name: 'נטישה', color: chartColors.danger }]}
              format={formatPercent}
            />
          ) : (
            <p className="dashboard-card__empty">{CHURN_EMPTY}</p>
          )
        }}
      </ChartCard>
    </div>
  )
}
