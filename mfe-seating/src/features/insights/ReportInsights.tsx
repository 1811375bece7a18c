import { reportInsightsSchema, type ReportInsights as Insights } from '@seats/contracts'
import { LoadingState, api, errorMessageOf } from '@seats/sdk'
import { Suspense, lazy, useEffect, useState } from 'react'
import { insightsTexts as t } from './insights-texts'
import './insights.css'

const InsightsCharts = lazy(() => import('./InsightsCharts'))

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; insights: Insights }

/** The reports screen's half year in plots, under the date's list. */
export function ReportInsights() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    api
      .get<unknown>('/reports/insights', { signal: controller.signal })
      .then((body) => setLoaded({ kind: 'ready', insights: reportInsightsSchema.parse(body) }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ kind: 'failed', message: errorMessageOf(error) })
      })
    return () => controller.abort()
  }, [])
  return (
    <section className="ins" aria-labelledby="ins-title">
      <h2 id="ins-title" className="ins__title">
        {t.title}
      </h2>
      {loaded.kind === 'loading' ? (
        <LoadingState text={t.loading} />
      ) : loaded.kind === 'failed' ? (
        <p role="alert" className="ins__failed">
          {t.failed}: {loaded.message}
        </p>
      ) : (
        <Suspense fallback={<LoadingState text={t.loading} />}>
          <InsightsCharts insights={loaded.insights} />
        </Suspense>
      )}
    </section>
  )
}
