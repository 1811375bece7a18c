import { reportSourceLabels, reportSources, type ReportInsights } from '@seats/contracts'
import {
  CategoryBars,
  ChartFrame,
  ChartTable,
  PeriodChart,
  chartColors,
  formatCount,
  seriesColor,
} from '@seats/sdk/charts'
import type { ReactNode } from 'react'
import { dayMonth, runRows, weekRows } from './insights-rows'
import { insightsTexts as t } from './insights-texts'

function Card({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="ins-card" aria-label={title}>
      <h3 className="ins-card__title">{title}</h3>
      {subtitle ? <p className="ins-card__subtitle">{subtitle}</p> : null}
      {children}
    </section>
  )
}

const runSeries = [
  { key: 'reported', name: t.reported, color: chartColors.success },
  { key: 'answered', name: t.answered, color: chartColors.primary },
  { key: 'noAnswer', name: t.noAnswer, color: chartColors.warning },
  { key: 'busy', name: t.busy, color: chartColors.danger },
  { key: 'other', name: t.other, color: chartColors.grey },
] as const

/** The reports screen's plots (recharts loads with this module only, a lazy chunk); each has its table. */
export default function InsightsCharts({ insights }: { insights: ReportInsights }) {
  const weeks = weekRows(insights)
  const sources = reportSources.map((s, i) => ({
    key: s,
    name: reportSourceLabels[s],
    color: seriesColor(i),
  }))
  const freedTotal = insights.weeks.reduce((n, w) => n + w.freed, 0)
  return (
    <div className="ins-grid">
      <Card title={t.freed} subtitle={t.freedSubtitle(freedTotal)}>
        <ChartFrame>
          <PeriodChart
            rows={weeks}
            series={[
              { key: 'freed', name: t.freedSeries, color: chartColors.success },
              { key: 'guests', name: t.guestsSeries, color: chartColors.violet },
            ]}
          />
        </ChartFrame>
        <ChartTable
          caption={t.freed}
          head={[t.week, t.freedSeries, t.guestsSeries]}
          rows={insights.weeks.map((w) => [`${w.name} (${dayMonth(w.shabbat)})`, w.freed, w.guests])}
        />
      </Card>
      <Card title={t.bySource}>
        <ChartFrame>
          <PeriodChart rows={weeks} series={sources} stacked bars />
        </ChartFrame>
        <ChartTable
          caption={t.bySource}
          head={[t.week, ...sources.map((s) => s.name)]}
          rows={insights.weeks.map((w) => [
            `${w.name} (${dayMonth(w.shabbat)})`,
            ...reportSources.map((s) => w.bySource[s] ?? 0),
          ])}
        />
      </Card>
      <Card title={t.topReporters}>
        {insights.topReporters.length === 0 ? (
          <p className="ins-card__empty">{t.topReportersEmpty}</p>
        ) : (
          <>
            <ChartFrame height={Math.max(120, 32 * insights.topReporters.length + 40)}>
              <CategoryBars
                unit={t.reports}
                labelWidth={120}
                bars={insights.topReporters.map((r) => ({
                  name: r.name,
                  value: r.reports,
                  color: chartColors.primary,
                }))}
              />
            </ChartFrame>
            <ChartTable
              caption={t.topReporters}
              head={[t.worshipper, t.reports]}
              rows={insights.topReporters.map((r) => [r.name, r.reports])}
            />
          </>
        )}
      </Card>
      <Card title={t.runs}>
        {insights.runs.length === 0 ? (
          <p className="ins-card__empty">{t.runsEmpty}</p>
        ) : (
          <>
            <ChartFrame>
              <PeriodChart
                rows={runRows(insights)}
                series={[...runSeries]}
                stacked
                bars
                format={formatCount}
              />
            </ChartFrame>
            <ChartTable
              caption={t.runs}
              head={[t.run, ...runSeries.map((s) => s.name)]}
              rows={insights.runs.map((r) => [
                `${r.name} (${dayMonth(r.date)})`,
                r.reported,
                r.answered,
                r.noAnswer,
                r.busy,
                r.other,
              ])}
            />
          </>
        )}
      </Card>
    </div>
  )
}
