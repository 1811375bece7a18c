import {
  Callout,
  LoadingState,
  Switch,
  errorMessageOf,
  formatDate,
  isApiError,
  toast,
  useParams,
} from '@seats/sdk'
import type { ReportLinkDate, ReportLinkPage as Page } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { reportLinkApi } from './report-link-api'
import { reportLinkTexts as t } from './report-link-texts'
import './report-link.css'

type Loaded = { kind: 'loading' } | { kind: 'closed'; message: string } | { kind: 'ready'; page: Page }

const dateKey = (d: { date: string; eventId: number | null }) => `${d.date}/${d.eventId ?? ''}`

/** Why a link opens nothing, in Hebrew: never more than that. */
function closedMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return t.invalid
  if (isApiError(error) && error.status === 410) return t.expired
  return errorMessageOf(error)
}

/**
 * /r/:token (public, no sign-in): a worshipper's own seats and the coming dates, where one tap reports
 * them away (or coming, on a reverse event) or cancels it; a family sharing the phone sees each of them.
 */
export function ReportLinkPage() {
  const { token = '' } = useParams()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [saving, setSaving] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    reportLinkApi
      .page(token)
      .then((page) => live && setLoaded({ kind: 'ready', page }))
      .catch((error: unknown) => live && setLoaded({ kind: 'closed', message: closedMessage(error) }))
    return () => {
      live = false
    }
  }, [token])

  useEffect(() => {
    document.title =
      loaded.kind === 'ready' && loaded.page.synagogue ? t.titleOf(loaded.page.synagogue) : t.title
  }, [loaded])

  if (loaded.kind === 'loading')
    return (
      <div className="report-link">
        <LoadingState text={t.loading} />
      </div>
    )
  if (loaded.kind === 'closed')
    return (
      <div className="report-link">
        <h1 className="report-link__title">{t.title}</h1>
        <Callout intent="warning" icon="warning-sign" role="alert" data-testid="report-link-closed">
          {loaded.message}
        </Callout>
      </div>
    )

  const { page } = loaded
  const isReported = (personId: number, d: ReportLinkDate) =>
    page.reported.some((r) => r.personId === personId && r.date === d.date && r.eventId === d.eventId)

  async function toggle(personId: number, d: ReportLinkDate, reported: boolean) {
    const key = `${personId}/${dateKey(d)}`
    setSaving(key)
    try {
      const next = await reportLinkApi.change(token, { personId, date: d.date, eventId: d.eventId, reported })
      setLoaded({ kind: 'ready', page: next })
      toast.success(reported ? (d.arrival ? t.comingSaved : t.awaySaved) : t.cancelled)
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 410))
        setLoaded({ kind: 'closed', message: closedMessage(error) })
      else toast.error(errorMessageOf(error))
    } finally {
      setSaving(null)
    }
  }

  return (
    <div className="report-link">
      <header className="report-link__header">
        <h1 className="report-link__title">{page.synagogue || t.title}</h1>
        {page.synagogue ? <p className="report-link__subtitle">{t.title}</p> : null}
        <p className="report-link__intro">{t.intro}</p>
      </header>
      {page.persons.length === 0 ? (
        <Callout intent="primary" role="status">
          {t.nobody}
        </Callout>
      ) : page.dates.length === 0 ? (
        <Callout role="status">{t.noDates}</Callout>
      ) : (
        <ul className="report-link__dates">
          {page.dates.map((d) => (
            <li key={dateKey(d)} className="report-link__date">
              <h2 className="report-link__date-name">
                {d.name}
                <span className="report-link__hebrew-date">{d.hebrewDate}</span>
              </h2>
              <ul className="report-link__persons">
                {page.persons.map((p) => {
                  const reported = isReported(p.id, d)
                  const busy = saving === `${p.id}/${dateKey(d)}`
                  return (
                    <li
                      key={p.id}
                      className={reported ? 'report-link__person is-reported' : 'report-link__person'}
                    >
                      <div className="report-link__who">
                        <span className="report-link__name">{p.name}</span>
                        <span className="report-link__seats">
                          {p.seats.length > 0 ? p.seats.join(' · ') : t.noSeat}
                        </span>
                        {reported ? (
                          <span className="report-link__state">
                            {d.arrival ? t.comingSaved : t.awaySaved}
                          </span>
                        ) : null}
                      </div>
                      <Switch
                        large
                        role="switch"
                        className="report-link__switch"
                        checked={reported}
                        disabled={saving !== null}
                        label={d.arrival ? t.coming : t.away}
                        aria-label={d.arrival ? t.comingOf(p.name, d.name) : t.awayOf(p.name, d.name)}
                        aria-busy={busy}
                        onChange={() => void toggle(p.id, d, !reported)}
                      />
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className="report-link__footer">{t.validUntil(formatDate(page.expiresAt))}</p>
    </div>
  )
}
