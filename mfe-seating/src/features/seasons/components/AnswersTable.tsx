import { Button, HTMLSelect, HTMLTable, InputGroup, formatDate } from '@seats/sdk'
import type { SeasonRequestsOverview } from '@seats/contracts'
import { useDeferredValue, useMemo, useState } from 'react'
import { answerCounts, answerFilters, requestRows, ROWS_AT_ONCE, type AnswerFilter } from '../request-rows'
import { seasonsTexts as t } from '../seasons-texts'

type HouseholdAnswer = SeasonRequestsOverview['households'][number]

interface AnswersTableProps {
  overview: SeasonRequestsOverview
  /** The action under way ('h12' is household 12's link), if any. */
  busy: string | null
  /** Unset for a viewer. */
  onSend?: (householdId: number) => void
}

/**
 * Each household's answer, found by a search and a filter ('who has not answered'), drawn fifty at a time:
 * a synagogue of 400 households reads its table a screen at a time.
 */
export function AnswersTable({ overview, busy, onSend }: AnswersTableProps) {
  const [filter, setFilter] = useState<AnswerFilter>('all')
  const [query, setQuery] = useState('')
  const [shownCount, setShownCount] = useState(ROWS_AT_ONCE)
  const deferredQuery = useDeferredValue(query)
  const counts = useMemo(() => answerCounts(overview.households), [overview.households])
  const found = useMemo(
    () => requestRows(overview.households, filter, deferredQuery),
    [overview.households, filter, deferredQuery],
  )
  const shown = found.slice(0, shownCount)
  const more = Math.min(ROWS_AT_ONCE, found.length - shown.length)
  const canSend = onSend !== undefined && overview.state !== 'closed'

  return (
    <>
      <div className="season-answers__toolbar">
        <InputGroup
          type="search"
          leftIcon="search"
          placeholder={t.searchPlaceholder}
          aria-label={t.searchLabel}
          value={query}
          onValueChange={(value) => {
            setQuery(value)
            setShownCount(ROWS_AT_ONCE)
          }}
          className="season-answers__search"
        />
        <HTMLSelect
          aria-label={t.filterLabel}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value as AnswerFilter)
            setShownCount(ROWS_AT_ONCE)
          }}
        >
          {answerFilters.map((f) => (
            <option key={f} value={f}>
              {t.filters[f](counts[f])}
            </option>
          ))}
        </HTMLSelect>
        <span className="season-panel__muted" aria-live="polite">
          {found.length === overview.households.length ? '' : t.found(found.length)}
        </span>
      </div>
      {found.length === 0 ? (
        <p className="season-panel__muted">{t.noneFound}</p>
      ) : (
        <div className="season-table-wrap">
          <HTMLTable compact className="season-table">
            <thead>
              <tr>
                <th scope="col">{t.household}</th>
                <th scope="col">{t.members}</th>
                <th scope="col">{t.link}</th>
                <th scope="col">{t.answer}</th>
                {onSend ? (
                  <th scope="col">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {shown.map((h) => (
                <AnswerRow
                  key={h.householdId}
                  household={h}
                  send={onSend ? { allowed: canSend, busy, onSend: () => onSend(h.householdId) } : undefined}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {more > 0 ? (
        <div className="season-answers__more">
          <span className="season-panel__muted">{t.shownOf(shown.length, found.length)}</span>
          <Button
            variant="outlined"
            icon="chevron-down"
            text={t.showMore(more)}
            onClick={() => setShownCount((n) => n + ROWS_AT_ONCE)}
          />
        </div>
      ) : null}
    </>
  )
}

interface AnswerRowProps {
  household: HouseholdAnswer
  send?: { allowed: boolean; busy: string | null; onSend(): void }
}

function AnswerRow({ household: h, send }: AnswerRowProps) {
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
  const sendText = h.linkSentAt ? t.resend : t.send
  return (
    <tr data-household-id={h.householdId}>
      <th scope="row">{h.name}</th>
      <td>{h.members}</td>
      <td className="season-table__muted">{h.linkSentAt ? t.sentOn(formatDate(h.linkSentAt)) : t.notSent}</td>
      <td>
        {r ? (
          <>
            <strong>{t.answerOf(r.attending.length)}</strong>
            {wishes.length > 0 ? <span className="season-table__wishes"> · {wishes.join(' · ')}</span> : null}
            {r.note ? <div className="season-table__note">{r.note}</div> : null}
          </>
        ) : (
          <span className="season-table__muted">{t.noAnswer}</span>
        )}
      </td>
      {send ? (
        <td className="season-table__actions">
          {send.allowed ? (
            <Button
              size="small"
              variant="minimal"
              icon="send-message"
              text={sendText}
              aria-label={`${sendText}: ${h.name}`}
              loading={send.busy === `h${h.householdId}`}
              disabled={send.busy !== null}
              onClick={send.onSend}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  )
}
