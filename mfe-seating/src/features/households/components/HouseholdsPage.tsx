import {
  Button,
  confirmDialog,
  confirmTexts,
  EmptyState,
  InputGroup,
  Link,
  LoadFailedState,
  LoadingState,
  PageFrame,
  toast,
  toastTexts,
  useTeamRole,
  ViewOnlyNote,
} from '@seats/sdk'
import { householdImportColumn, type Household } from '@seats/contracts'
import { useDeferredValue, useMemo, useState } from 'react'
import { sections } from '../../sections'
import { householdsApi } from '../households-api'
import {
  countsText,
  householdByPerson,
  householdRows,
  matchesHousehold,
  sortPersons,
} from '../household-list'
import '../households.css'
import { useHouseholds } from '../hooks/use-households'
import { GroupByPhoneButton } from './GroupByPhoneButton'
import { HouseholdDialog } from './HouseholdDialog'
import { HouseholdsTable } from './HouseholdsTable'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; household: Household } | null

const number = new Intl.NumberFormat('he-IL')

/** /households: the families who ask for seats together, and where their link and seats are sent. */
export function HouseholdsPage() {
  const { canEdit } = useTeamRole()
  const { households, persons, loading, error, reload, reloadHouseholds } = useHouseholds()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const sortedPersons = useMemo(() => sortPersons(persons), [persons])
  const householdOf = useMemo(() => householdByPerson(households), [households])
  const rows = useMemo(() => householdRows(households, persons), [households, persons])
  const visible = useMemo(() => rows.filter((r) => matchesHousehold(r, deferredQuery)), [rows, deferredQuery])
  const ungrouped = persons.filter((p) => !householdOf.has(p.id)).length

  async function remove(household: Household) {
    const confirmed = await confirmDialog({
      text: confirmTexts.deleteNamed(household.name),
      details: ['המתפללים שבה נשארים ברשימת המתפללים, ללא משפחה.'],
    })
    if (!confirmed) return
    try {
      await householdsApi.remove(household.id)
      toast.success(toastTexts.deleteSuccess)
    } catch (err) {
      toast.failure(toastTexts.deleteFailure, err)
    }
    await reloadHouseholds()
  }

  const addButton = (
    <Button icon="plus" intent="primary" text="משפחה חדשה" onClick={() => setDialog({ kind: 'add' })} />
  )
  const actions = (
    <>
      <GroupByPhoneButton ungrouped={ungrouped} onGrouped={() => void reloadHouseholds()} />
      {addButton}
    </>
  )

  let content
  if (loading) {
    content = <LoadingState text="טוען את המשפחות…" />
  } else if (error && (households.length === 0 || persons.length === 0)) {
    content = <LoadFailedState title="לא ניתן לטעון את המשפחות" error={error} onRetry={() => void reload()} />
  } else if (households.length === 0) {
    content = (
      <EmptyState
        icon="home"
        title="עדיין אין משפחות"
        description={
          persons.length === 0 ? (
            <>
              משפחה היא מתפללים שמבקשים מקומות יחד לימים הנוראים. קודם מוסיפים את המתפללים,{' '}
              <Link to={sections.persons.path}>במסך המתפללים</Link>, ואז מקבצים אותם למשפחות. קובץ מתפללים עם
              עמודת "{householdImportColumn.label}" יוצר את המשפחות כבר בייבוא.
            </>
          ) : (
            `משפחה היא מתפללים שמבקשים מקומות יחד לימים הנוראים, עם הטלפון או האימייל שאליו נשלחים הקישור והמקומות.${canEdit ? ` אפשר לקבץ את כל המתפללים אוטומטית לפי מספר הטלפון, ליצור משפחה בעצמכם, או לייבא קובץ מתפללים עם עמודת "${householdImportColumn.label}".` : ''}`
          )
        }
        action={canEdit ? <div className="households-page__empty-actions">{actions}</div> : undefined}
      />
    )
  } else {
    content = (
      <>
        <div className="households-toolbar">
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="חיפוש לפי שם משפחה או מתפלל"
            aria-label="חיפוש משפחות לפי שם המשפחה או שם של מתפלל"
            value={query}
            onValueChange={setQuery}
            className="households-toolbar__search"
          />
          <span className="households-toolbar__counts" data-testid="households-counts">
            {countsText(households.length, ungrouped)}
          </span>
          <span className="households-toolbar__found" role="status">
            {deferredQuery.trim() ? `נמצאו ${number.format(visible.length)}` : null}
          </span>
        </div>
        {visible.length === 0 ? (
          <EmptyState
            icon="search"
            title="לא נמצאו משפחות"
            description={`אין משפחה ששמה או שם אחד מבני המשפחה מתאים ל"${deferredQuery.trim()}".`}
          />
        ) : (
          <HouseholdsTable
            rows={visible}
            onEdit={canEdit ? (household) => setDialog({ kind: 'edit', household }) : undefined}
            onDelete={canEdit ? (household) => void remove(household) : undefined}
          />
        )}
      </>
    )
  }

  return (
    <PageFrame
      title={sections.households.title}
      subtitle={sections.households.subtitle}
      actions={canEdit && !loading && households.length > 0 ? actions : undefined}
    >
      {!canEdit ? <ViewOnlyNote /> : null}
      {content}
      {dialog ? (
        <HouseholdDialog
          household={dialog.kind === 'edit' ? dialog.household : undefined}
          persons={sortedPersons}
          householdOf={householdOf}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null)
            void reloadHouseholds()
          }}
        />
      ) : null}
    </PageFrame>
  )
}
