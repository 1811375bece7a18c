import { Button, InputGroup } from '@seats/sdk'
import { formatPhone, type Person } from '@seats/contracts'
import { useId, useMemo, useState } from 'react'
import { createPersonDirectory, filterPersons } from '../map-editor'
import { reportsTexts } from './reports-texts'

const MATCHES_SHOWN = 8

export interface AddReportProps {
  persons: readonly Person[]
  reported: ReadonlySet<number>
  onAdd(person: Person): Promise<void>
}

/** Search a worshipper by name or phone and report for them by hand (source 'warden'). */
export function AddReport({ persons, reported, onAdd }: AddReportProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const [busy, setBusy] = useState<number | null>(null)
  const directory = useMemo(() => createPersonDirectory(persons), [persons])
  const matches = query.trim() ? filterPersons(directory, query, 'all', () => true) : []
  const add = async (person: Person) => {
    setBusy(person.id)
    try {
      await onAdd(person)
      setQuery('')
    } finally {
      setBusy(null)
    }
  }
  return (
    <section className="rp-add" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="rp-add__title">
        {reportsTexts.addTitle}
      </h2>
      <p className="rp-add__hint">{reportsTexts.addHint}</p>
      <label htmlFor={`${id}-q`} className="sr-only">
        {reportsTexts.searchLabel}
      </label>
      <InputGroup
        id={`${id}-q`}
        type="search"
        leftIcon="search"
        placeholder={reportsTexts.searchPlaceholder}
        value={query}
        onValueChange={setQuery}
        autoComplete="off"
      />
      {query.trim() ? (
        matches.length === 0 ? (
          <p className="rp-add__none">{reportsTexts.noMatch}</p>
        ) : (
          <ul className="rp-add__matches" aria-label={reportsTexts.searchLabel}>
            {matches.slice(0, MATCHES_SHOWN).map((p) => {
              const done = reported.has(p.id)
              const name = directory.fullName(p.id)
              return (
                <li key={p.id} className="rp-add__match">
                  <span className="rp-add__name">{name}</span>
                  <span className="rp-add__phone" dir="ltr">
                    {formatPhone(p.phone)}
                  </span>
                  <Button
                    size="small"
                    intent={done ? 'none' : 'primary'}
                    icon={done ? 'tick' : 'add'}
                    text={done ? reportsTexts.alreadyReported : reportsTexts.add}
                    disabled={done || busy !== null}
                    loading={busy === p.id}
                    aria-label={
                      done ? `${name}: ${reportsTexts.alreadyReported}` : `${reportsTexts.add}: ${name}`
                    }
                    onClick={() => void add(p)}
                  />
                </li>
              )
            })}
            {matches.length > MATCHES_SHOWN ? (
              <li className="rp-add__more">{reportsTexts.moreMatches(matches.length - MATCHES_SHOWN)}</li>
            ) : null}
          </ul>
        )
      ) : null}
    </section>
  )
}
