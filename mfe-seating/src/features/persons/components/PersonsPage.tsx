import {
  Button,
  InputGroup,
  confirmDelete,
  confirmDialog,
  PageFrame,
  toast,
  toastTexts,
  countTexts,
  useSession,
  useTeamRole,
  ViewOnlyNote,
  LoadFailedState,
  LoadingState,
  EmptyState,
} from '@seats/sdk'
import { personDisplayName, type Person } from '@seats/contracts'
import { useDeferredValue, useMemo, useState } from 'react'
import { usePersons } from '../hooks/use-persons'
import { filterAndSort, type PersonSort, type PersonSortKey } from '../person-list'
import { personsApi } from '../persons-api'
import '../persons.css'
import { ImportDialog } from './ImportDialog'
import { PersonDialog } from './PersonDialog'
import { PersonsTable } from './PersonsTable'
import { PersonsUsage } from './PersonsUsage'
import { sections } from '../../sections'
import { PersonLinkButton, ReportLinksMenu, useReportLinks } from '../../report-links'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; person: Person } | { kind: 'import' } | null

const number = new Intl.NumberFormat('he-IL')

/** /persons: the account's worshippers; add, edit, delete, bulk delete and import from a file. */
export function PersonsPage() {
  const { persons, loading, error, reload } = usePersons()
  const { user } = useSession()
  const { canEdit } = useTeamRole()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [sort, setSort] = useState<PersonSort>({ key: 'lastName', direction: 'asc' })
  const [selection, setSelection] = useState<Set<number>>(new Set())
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [deleting, setDeleting] = useState(false)
  const links = useReportLinks()

  const visible = useMemo(() => filterAndSort(persons, deferredQuery, sort), [persons, deferredQuery, sort])
  // Someone deleted elsewhere is no longer selected.
  const selected = useMemo(() => {
    const ids = new Set(persons.map((p) => p.id))
    return new Set([...selection].filter((id) => ids.has(id)))
  }, [persons, selection])

  const toggle = (id: number, checked: boolean) =>
    setSelection((prev) => {
      const next = new Set(prev)
      if (checked) next.add(id)
      else next.delete(id)
      return next
    })
  const toggleAll = (checked: boolean) =>
    setSelection((prev) => {
      const next = new Set(prev)
      for (const p of visible)
        if (checked) next.add(p.id)
        else next.delete(p.id)
      return next
    })
  const sortBy = (key: PersonSortKey) =>
    setSort((s) =>
      s.key === key ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
    )

  async function deleteOne(person: Person) {
    if (!(await confirmDelete(personDisplayName(person)))) return
    try {
      await personsApi.remove(person.id)
      toast.success(toastTexts.deleteSuccess)
      toggle(person.id, false)
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
    await reload()
  }

  async function deleteSelected() {
    const ids = [...selected]
    if (ids.length === 0) return
    const only = ids.length === 1 ? persons.find((p) => p.id === ids[0]) : undefined
    const confirmed = only
      ? await confirmDelete(personDisplayName(only))
      : await confirmDialog({
          text: `האם אתה בטוח שברצונך למחוק ${number.format(ids.length)} מתפללים? גם המקומות שלהם במפות יתפנו.`,
        })
    if (!confirmed) return
    setDeleting(true)
    try {
      await personsApi.removeMany(ids)
      toast.success(toastTexts.deleteSuccess, countTexts.deleted(ids.length))
      setSelection(new Set())
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    } finally {
      setDeleting(false)
    }
    await reload()
  }

  const actions = (
    <>
      {persons.length > 0 ? (
        <ReportLinksMenu persons={persons} onChanged={() => void links.reload()} />
      ) : null}
      <Button
        icon="import"
        text="ייבוא מקובץ"
        variant="outlined"
        onClick={() => setDialog({ kind: 'import' })}
      />
      <Button
        icon="new-person"
        text="הוספת מתפלל"
        intent="primary"
        onClick={() => setDialog({ kind: 'add' })}
      />
    </>
  )

  let content
  if (loading) {
    content = <LoadingState text="טוען את רשימת המתפללים…" />
  } else if (error && persons.length === 0) {
    content = (
      <LoadFailedState title="לא ניתן לטעון את רשימת המתפללים" error={error} onRetry={() => void reload()} />
    )
  } else if (persons.length === 0) {
    content = (
      <EmptyState
        icon="people"
        title="עדיין אין מתפללים"
        description="מוסיפים מתפללים אחד אחד, או מייבאים את כל הרשימה מקובץ Excel או CSV."
        action={canEdit ? <div className="persons-page__empty-actions">{actions}</div> : undefined}
      />
    )
  } else {
    content = (
      <>
        <div className="persons-toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="חיפוש לפי שם או טלפון"
            aria-label="חיפוש מתפללים לפי שם או טלפון"
            value={query}
            onValueChange={setQuery}
            className="persons-toolbar__search"
          />
          <span className="persons-toolbar__count" aria-live="polite">
            {deferredQuery.trim() ? `נמצאו ${number.format(visible.length)}` : null}
          </span>
          <span className="persons-toolbar__spacer" />
          {selected.size > 0 && canEdit ? (
            <div className="persons-toolbar__bulk">
              <span>נבחרו {number.format(selected.size)}</span>
              <Button
                variant="minimal"
                size="small"
                text="ניקוי הבחירה"
                onClick={() => setSelection(new Set())}
              />
              <Button
                intent="danger"
                icon="trash"
                text="מחיקת הנבחרים"
                loading={deleting}
                onClick={() => void deleteSelected()}
              />
            </div>
          ) : null}
        </div>
        {visible.length === 0 ? (
          <EmptyState
            icon="search"
            title="לא נמצאו מתפללים"
            description={`אין מתפלל ששמו או הטלפון שלו מתאימים ל"${deferredQuery.trim()}".`}
          />
        ) : (
          <PersonsTable
            persons={visible}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            sort={sort}
            onSort={sortBy}
            onEdit={canEdit ? (person) => setDialog({ kind: 'edit', person }) : undefined}
            onDelete={canEdit ? (person) => void deleteOne(person) : undefined}
            rowActions={canEdit ? (person) => <PersonLinkButton person={person} links={links} /> : undefined}
          />
        )}
      </>
    )
  }

  return (
    <PageFrame
      title={sections.persons.title}
      subtitle={
        <span className="persons-page__subtitle">
          <span>{sections.persons.subtitle}</span>
          {!loading ? <PersonsUsage count={persons.length} maxPeople={user?.maxPeople} /> : null}
        </span>
      }
      actions={canEdit && (persons.length > 0 || loading) ? actions : undefined}
    >
      {!canEdit ? <ViewOnlyNote /> : null}
      {content}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <PersonDialog
          person={dialog.kind === 'edit' ? dialog.person : undefined}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            void reload()
          }}
          onImport={() => setDialog({ kind: 'import' })}
          existing={persons}
          maxPeople={user?.maxPeople}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportDialog
          existing={persons}
          maxPeople={user?.maxPeople}
          onClose={() => setDialog(null)}
          onImported={() => void reload()}
        />
      ) : null}
    </PageFrame>
  )
}
