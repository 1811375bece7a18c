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
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import {
  accountBars,
  billingMonthRows,
  revenueRows,
  chartColors,
  leadStatusBars,
  leadPeriodRows,
  percent,
  reportPeriodRows,
  seriesColor,
  signUpRows,
  type Bar as BarDatum,
} from '../dashboard-data'
import type { Loaded } from '../../shared-ui'

const count = new Intl.NumberFormat('he-IL')
const formatCount = (value: unknown) => count.format(Number(value))
const shekels = new Intl.NumberFormat('he-IL', {
  style: 'currency',
  currency: 'ILS',
  maximumFractionDigits: 0,
})
const formatShekels = (value: unknown) => shekels.format(Number(value))
const HEIGHT = 260
/** Room for the numbers on the right-hand axis. */
const Y_WIDTH = 40

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
      <div className="dashboard-card__chart admin-chart" style={{ height: HEIGHT }}>
        {data.error ? (
          <p className="dashboard-card__error" role="alert">
            {data.error}
          </p>
        ) : data.value ? (
          children(data.value)
        ) : (
          <Spinner size={24} />
        )}
      </div>
    </section>
  )
}

/** Categories (statuses) as horizontal bars growing from the right, each in its own colour. */
function CategoryBars({ bars }: { bars: BarDatum[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} layout="vertical" margin={{ top: 4, right: 4, bottom: 4, left: 16 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" reversed allowDecimals={false} tickFormatter={formatCount} />
        <YAxis type="category" dataKey="name" orientation="right" width={150} tickLine={false} />
        <Tooltip formatter={(value) => [formatCount(value), 'חשבונות']} cursor={{ fillOpacity: 0.08 }} />
        <Bar dataKey="value" radius={[4, 0, 0, 4]} maxBarSize={28} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.name} fill={bar.color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}

/** Weeks or months flow right to left, as the page reads; the numbers sit on the right. */
function PeriodChart({
  rows,
  series,
  stacked,
  format = formatCount,
}: {
  rows: Record<string, number | string>[]
  series: { key: string; name: string; color: string }[]
  stacked?: boolean
  /** Numbers on the axis and in the tooltip; counts by default. */
  format?: (value: unknown) => string
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={rows} margin={{ top: 8, right: 4, bottom: 4, left: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="period" reversed interval="preserveStartEnd" minTickGap={16} />
        <YAxis
          orientation="right"
          allowDecimals={false}
          width={format === formatCount ? Y_WIDTH : 2 * Y_WIDTH}
          tickFormatter={format}
        />
        <Tooltip formatter={(value, name) => [format(value), name]} />
        {series.length > 1 ? <Legend iconType="circle" iconSize={8} /> : null}
        {series.map((s) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stackId={stacked ? 'all' : undefined}
            stroke={s.color}
            fill={s.color}
            fillOpacity={0.25}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
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
        {(s) => <CategoryBars bars={accountBars(s)} />}
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
        {(s) => <CategoryBars bars={leadStatusBars(s)} />}
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
            series={[{ key: 'revenue', name: 'הכנסה', color: chartColors.success }]}
            format={formatShekels}
          />
        )}
      </ChartCard>
      <ChartCard title="משלמים, חיובים שנדחו וביטולים בחודש" data={billing}>
        {(s) => (
          <PeriodChart
            rows={billingMonthRows(s)}
            series={[
              { key: 'paying', name: 'חשבונות משלמים', color: chartColors.primary },
              { key: 'declined', name: 'חיובים שנדחו', color: chartColors.warning },
              { key: 'cancelled', name: 'ביטולים', color: chartColors.danger },
            ]}
          />
        )}
      </ChartCard>
    </div>
  )
}
