import { changeAuthorName, describeChangeDeed } from '@seats/contracts'
import {
  Button,
  EmptyState,
  HTMLSelect,
  Icon,
  LoadFailedState,
  LoadingState,
  NonIdealState,
  PageFrame,
  dayjs,
  useSession,
} from '@seats/sdk'
import { useId, useMemo, useState } from 'react'
import { useTeam } from '../members/use-team'
import { activityDays, activityIcon } from './activity-days'
import { activityTexts as t } from './activity-texts'
import { useActivity } from './use-activity'
import './activity.css'

/**
 * /activity: the synagogue's last changes and who made each (GET /api/activity), by day, newest first; any
 * member reads it, narrowed to one member if they wish, and new lines arrive as members make them.
 */
export default function ActivityPage() {
  const { user } = useSession()
  const member = !!user && !user.isGuest
  const [memberId, setMemberId] = useState<number | null>(null)
  const team = useTeam(member)
  const data = useActivity(member, memberId)
  const days = useMemo(() => activityDays(data.entries), [data.entries])
  const filterId = useId()
  const chosenName = team.team?.members.find((m) => m.userId === memberId)?.contactName ?? ''

  const filter =
    member && team.team && team.team.members.length > 1 ? (
      <div className="shell-activity__filter">
        <label htmlFor={filterId}>{t.member}</label>
        <HTMLSelect
          id={filterId}
          value={memberId ?? ''}
          onChange={(e) => setMemberId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        >
          <option value="">{t.everyone}</option>
          {team.team.members.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.contactName}
            </option>
          ))}
        </HTMLSelect>
      </div>
    ) : null

  return (
    <PageFrame title={t.title} subtitle={t.subtitle} width="wide" actions={filter}>
      {!user ? null : user.isGuest ? (
        <NonIdealState icon="info-sign" description={t.guest} />
      ) : (
        <div
          className="shell-activity"
          role="region"
          aria-labelledby="activity-list"
          data-testid="activity-page"
        >
          <h2 id="activity-list" className="shell-activity__heading">
            {t.list}
          </h2>
          {data.error && data.entries.length === 0 ? (
            <LoadFailedState title={t.loadFailed} error={data.error} onRetry={data.reload} />
          ) : data.loading && data.entries.length === 0 ? (
            <LoadingState text={t.loading} />
          ) : days.length === 0 ? (
            memberId === null ? (
              <EmptyState icon="history" title={t.emptyTitle} description={t.emptyText} />
            ) : (
              <EmptyState
                icon="history"
                title={t.emptyOfMember(chosenName)}
                description={t.emptyOfMemberText}
              />
            )
          ) : (
            <>
              {days.map((day) => (
                <section
                  key={day.key}
                  className="shell-activity__day"
                  aria-labelledby={`activity-${day.key}`}
                >
                  <h3 id={`activity-${day.key}`}>{day.title}</h3>
                  <ol className="shell-activity__lines">
                    {day.entries.map((entry) => (
                      <li key={entry.id} className="shell-activity__line" data-testid="activity-line">
                        <Icon
                          icon={activityIcon(entry.action)}
                          className="shell-activity__icon"
                          aria-hidden
                        />
                        <span className="shell-activity__text">
                          <strong>{changeAuthorName(entry)}</strong> {describeChangeDeed(entry)}
                        </span>
                        <time dateTime={entry.at} className="shell-activity__time">
                          {dayjs(entry.at).format('HH:mm')}
                        </time>
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
              {data.hasMore ? (
                <Button
                  className="shell-activity__more"
                  icon="history"
                  text={t.more}
                  loading={data.loadingMore}
                  onClick={data.loadMore}
                />
              ) : (
                <p className="shell-activity__end">{t.allShown}</p>
              )}
            </>
          )}
        </div>
      )}
    </PageFrame>
  )
}
