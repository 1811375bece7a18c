import { Button, Callout, HTMLTable, Link, ProgressBar, Tag, formatDate, toast } from '@seats/sdk'
import type { Season, SeasonRequestsOverview } from '@seats/contracts'
import { useState } from 'react'
import { seasonsApi } from '../seasons-api'
import { seasonsTexts as t } from '../seasons-texts'

interface RequestsPanelProps {
  season: Season
  overview: SeasonRequestsOverview
  canEdit: boolean
  onChanged(): void
}

const stateIntent = { draft: 'none', open: 'success', closed: 'warning' } as const

/** The season's requests: its state, the links sent, each household's answer, and seats against requests per area. */
export function RequestsPanel({ season, overview, canEdit, onChanged }: RequestsPanelProps) {
  const [busy, setBusy] = useState<string | null>(null)
  const answered = overview.households.filter((h) => h.request !== null).length

  async function act(key: string, work: () => Promise<string>) {
    setBusy(key)
    try {
      toast.success(await work())
    } catch (err) {
      toast.failure(t.failed, err)
    } finally {
      setBusy(null)
      onChanged()
    }
  }
  const sendTo = (target: { all: true } | { householdId: number }, key: string) =>
    act(key, async () => t.sentResult(await seasonsApi.sendLinks(season.id, target)))
  const setState = (state: 'open' | 'closed') =>
    act(state, async () => {
      await seasonsApi.setRequestsState(season.id, state)
      return t.state[state]
    })

  return (
    <section className="season-panel" aria-labelledby="season-requests-title">
      <div className="season-panel__head">
        <h2 id="season-requests-title" className="season-panel__title">
          {t.requestsTitle}
        </h2>
        <Tag intent={stateIntent[overview.state]} large round>
          {t.state[overview.state]}
        </Tag>
        <span className="season-panel__muted">{t.answered(answered, overview.households.length)}</span>
      </div>
      {canEdit ? (
        <div className="season-panel__actions">
          {overview.state !== 'closed' ? (
            <Button
              icon="send-message"
              intent="primary"
              text={t.sendAll}
              title={t.sendAllHelp}
              loading={busy === 'all'}
              disabled={busy !== null || overview.households.length === 0}
              onClick={() => void sendTo({ all: true }, 'all')}
            />
          ) : null}
          {overview.state === 'open' ? (
            <Button
              icon="lock"
              variant="outlined"
              text={t.close}
              loading={busy === 'closed'}
              disabled={busy !== null}
              onClick={() => void setState('closed')}
            />
          ) : null}
          {overview.state === 'closed' ? (
            <Button
              icon="unlock"
              variant="outlined"
              text={t.reopen}
              loading={busy === 'open'}
              disabled={busy !== null}
              onClick={() => void setState('open')}
            />
          ) : null}
        </div>
      ) : null}

      <ul className="season-areas" aria-label={t.areasLabel}>
        {overview.areas.map((a) => {
          const over = a.requested - a.seats
          const name = a.name || t.noArea
          return (
            <li key={a.areaId ?? 'none'} className="season-areas__item">
              <span className="season-areas__name">{name}</span>
              <span className="season-areas__figures">{t.areaLine(a.requested, a.seats)}</span>
              <ProgressBar
                stripes={false}
                animate={false}
                intent={over > 0 ? 'danger' : 'primary'}
                value={a.seats > 0 ? Math.min(1, a.requested / a.seats) : 0}
                aria-label={`${name}: ${t.areaLine(a.requested, a.seats)}`}
              />
              {over > 0 ? <span className="season-areas__over">{t.over(over)}</span> : null}
            </li>
          )
        })}
      </ul>
      {overview.anywhere > 0 ? <p className="season-panel__muted">{t.anywhere(overview.anywhere)}</p> : null}

      {overview.households.length === 0 ? (
        <Callout intent="primary" icon="info-sign">
          {t.noHouseholds} <Link to="/households">{t.toHouseholds}</Link>
        </Callout>
      ) : (
        <div className="season-table-wrap">
          <HTMLTable compact className="season-table">
            <thead>
              <tr>
                <th scope="col">{t.household}</th>
                <th scope="col">{t.members}</th>
                <th scope="col">{t.link}</th>
                <th scope="col">{t.answer}</th>
                {canEdit ? (
                  <th scope="col">
                    <span className="sr-only">פעולות</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {overview.households.map((h) => {
                const r = h.request
                const wishes = r
                  ? [
                      r.sameAsLast && t.wishes.sameAsLast,
                      r.nearArk && t.wishes.nearArk,
                      r.notFrontRow && t.wishes.notFrontRow,
                      r.accessible && t.wishes.accessible,
                      !r.together && t.wishes.apart,
                    ].filter(Boolean)
                  : []
                return (
                  <tr key={h.householdId} data-household-id={h.householdId}>
                    <th scope="row">{h.name}</th>
                    <td>{h.members}</td>
                    <td className="season-table__muted">
                      {h.linkSentAt ? t.sentOn(formatDate(h.linkSentAt)) : t.notSent}
                    </td>
                    <td>
                      {r ? (
                        <>
                          <strong>{t.answerOf(r.attending.length)}</strong>
                          {wishes.length > 0 ? (
                            <span className="season-table__wishes"> · {wishes.join(' · ')}</span>
                          ) : null}
                          {r.note ? <div className="season-table__note">{r.note}</div> : null}
                        </>
                      ) : (
                        <span className="season-table__muted">{t.noAnswer}</span>
                      )}
                    </td>
                    {canEdit ? (
                      <td className="season-table__actions">
                        {overview.state !== 'closed' ? (
                          <Button
                            size="small"
                            variant="minimal"
                            icon="send-message"
                            text={h.linkSentAt ? t.resend : t.send}
                            aria-label={`${h.linkSentAt ? t.resend : t.send}: ${h.name}`}
                            loading={busy === `h${h.householdId}`}
                            disabled={busy !== null}
                            onClick={() => void sendTo({ householdId: h.householdId }, `h${h.householdId}`)}
                          />
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                )
              })}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  )
}
