import { Button, Tag } from '@seats/sdk'
import { useState } from 'react'
import { REVERSE_EVENT_TYPE, type EventSuggestion } from '@seats/contracts'
import { eventDateText } from '../event-dates'

interface HolidaySuggestionsProps {
  suggestions: EventSuggestion[]
  /** Key (date + name) of the suggestion being added. */
  adding: string | null
  onAdd: (suggestion: EventSuggestion) => void
}

export const suggestionKey = (s: EventSuggestion) => `${s.date}|${s.name}`

/** Upcoming holidays from the Hebrew calendar, each one click from the list. */
/** The nearest few; the rest of the year on request. */
const FIRST_SHOWN = 5

export function HolidaySuggestions({ suggestions, adding, onAdd }: HolidaySuggestionsProps) {
  const [all, setAll] = useState(false)
  if (suggestions.length === 0) return null
  const shown = all ? suggestions : suggestions.slice(0, FIRST_SHOWN)
  return (
    <section className="holiday-suggestions" aria-labelledby="holiday-suggestions-title">
      <h2 id="holiday-suggestions-title" className="holiday-suggestions__title">
        חגים קרובים
      </h2>
      <p className="holiday-suggestions__hint">
        לחיצה מוסיפה את החג לרשימת האירועים, ומתפללים יוכלו לדווח עליו בטלפון.
      </p>
      <ul className="holiday-suggestions__list">
        {shown.map((s) => {
          const key = suggestionKey(s)
          return (
            <li key={key} className="holiday-card">
              <div className="holiday-card__text">
                <strong className="holiday-card__name">{s.name}</strong>
                <span className="holiday-card__date">{eventDateText(s.date)}</span>
                <span className="holiday-card__hebrew">{s.hebrewDate}</span>
              </div>
              <div className="holiday-card__footer">
                {s.type === REVERSE_EVENT_TYPE ? (
                  <Tag minimal intent="warning" title="דיווח פירושו אני מגיע">
                    הפוך
                  </Tag>
                ) : (
                  <span />
                )}
                <Button
                  size="small"
                  icon="plus"
                  intent="primary"
                  variant="outlined"
                  text="הוספה"
                  aria-label={`הוספה: ${s.name}`}
                  loading={adding === key}
                  disabled={adding !== null && adding !== key}
                  onClick={() => onAdd(s)}
                />
              </div>
            </li>
          )
        })}
      </ul>
      {suggestions.length > FIRST_SHOWN ? (
        <Button
          className="holiday-suggestions__more"
          variant="minimal"
          size="small"
          icon={all ? 'chevron-up' : 'chevron-down'}
          text={all ? 'פחות חגים' : `כל החגים של השנה הקרובה (${suggestions.length})`}
          onClick={() => setAll((v) => !v)}
          aria-expanded={all}
        />
      ) : null}
    </section>
  )
}
