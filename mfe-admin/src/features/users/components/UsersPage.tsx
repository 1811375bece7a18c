import {
  Button,
  confirmDialog,
  ExportButtons,
  PageFrame,
  toast,
  toastTexts,
  useSession,
  EmptyState,
} from '@seats/sdk'
import type { User } from '@seats/contracts'
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import {
  listState,
  nextSort,
  type ListStateTexts,
  type SortState,
  type TableSelection,
} from '../../shared-ui'
import {
  countFormat,
  noUserFilters,
  toUserRow,
  visibleUsers,
  type ListedUser,
  type UserFilters,
  type UserRow,
  type UserSortKey,
} from '../user-list'
import { USERS_DATA_MARK, USERS_FIRST_RENDER, usersStore, useUsersState } from '../users-store'
import '../users.css'
import { EmailDialog } from './EmailDialog'
import { UserDialog } from './UserDialog'
import { UserDrawer } from './UserDrawer'
import { usersSheet } from '../users-export'
import { UsersTable } from './UsersTable'
import { UsersToolbar } from './UsersToolbar'

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; user: User } | { kind: 'email'; recipients: ListedUser[] } | null

/** /users: every account; search, filters, sort, add, edit and delete. */
const userListTexts: ListStateTexts = {
  loading: 'טוען את רשימת המשתמשים…',
  failed: 'לא ניתן לטעון את רשימת המשתמשים',
  empty: {
    icon: 'people',
    title: 'עדיין אין משתמשים',
    description: 'חשבון שנוצר בהרשמה או כאן יופיע ברשימה.',
  },
}

export function UsersPage() {
  const { users, loaded, loading, error } = useUsersState()
  const { user: me } = useSession()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [filters, setFilters] = useState<UserFilters>(noUserFilters)
  const [sort, setSort] = useState<SortState<UserSortKey>>({ key: 'createdAt', direction: 'desc' })
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [openId, setOpenId] = useState<number | null>(null)

  useEffect(() => {
    void usersStore.load()
  }, [])
  useFirstRenderMeasure(loaded && users.length > 0)

  // Statuses and search text once per list, not once per keystroke.
  const rows = useMemo(() => {
    const now = new Date()
    return users.map((u) => toUserRow(u, now))
  }, [users])
  const visible = useMemo(
    () => visibleUsers(rows, deferredQuery, filters, sort),
    [rows, deferredQuery, filters, sort],
  )

  // A deleted account is no longer selected or open.
  const selectedUsers = useMemo(() => users.filter((u) => selected.has(u.id)), [users, selected])
  const openRow = useMemo(() => rows.find((r) => r.user.id === openId) ?? null, [rows, openId])
  const shownSelected = visible.reduce((n, r) => n + (selected.has(r.user.id) ? 1 : 0), 0)
  const toggle = useCallback((row: UserRow, checked: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (checked) next.add(row.user.id)
      else next.delete(row.user.id)
      return next
    })
  }, [])
  const allShownState = shownSelected === 0 ? 'none' : shownSelected === visible.length ? 'all' : 'some'
  // Stable between renders, so the table's memoised rows re-render only when the selection changes.
  const selection = useMemo<TableSelection<UserRow>>(
    () => ({
      isSelected: (row) => selected.has(row.user.id),
      onToggle: toggle,
      shownSelected: allShownState,
      onToggleAll: (checked) =>
        setSelected((prev) => {
          const next = new Set(prev)
          for (const r of visible)
            if (checked) next.add(r.user.id)
            else next.delete(r.user.id)
          return next
        }),
      label: (row) => `בחירת ${row.user.contactName || row.user.email || row.user.id}`,
    }),
    [selected, toggle, allShownState, visible],
  )
  const handlers = useMemo(
    () => ({
      onSort: (key: UserSortKey) => setSort((s) => nextSort(s, key)),
      onEdit: (user: User) => setDialog({ kind: 'edit', user }),
      onDelete: (user: User) => void remove(user),
      onOpen: (row: UserRow) => setOpenId(row.user.id),
      onEmail: (user: User) => setDialog({ kind: 'email', recipients: [user] }),
    }),
    [],
  )

  const addButton = (
    <>
      <ExportButtons table={() => usersSheet(visible)} fileName="משתמשים" label="ייצוא המשתמשים" />
      <Button
        icon="new-person"
        text="הוספת משתמש"
        intent="primary"
        onClick={() => setDialog({ kind: 'add' })}
      />
    </>
  )

  const content = listState(
    { loaded: loaded, loading: loading, error: error, empty: users.length === 0 },
    userListTexts,
    () => void usersStore.reload(),
  ) ?? (
    <>
      {selectedUsers.length > 0 ? (
        <div className="admin-toolbar users-selection" role="region" aria-label="הנבחרים">
          <span>נבחרו {countFormat.format(selectedUsers.length)}</span>
          <Button variant="minimal" size="small" text="ניקוי הבחירה" onClick={() => setSelected(new Set())} />
          <Button
            icon="envelope"
            intent="primary"
            text="שליחת מייל לנבחרים"
            onClick={() => setDialog({ kind: 'email', recipients: selectedUsers })}
          />
        </div>
      ) : null}
      <UsersToolbar
        query={query}
        onQuery={setQuery}
        filters={filters}
        onFilters={setFilters}
        sort={sort}
        onSort={setSort}
        shown={visible.length}
        total={users.length}
      />
      {visible.length === 0 ? (
        <EmptyState
          icon="search"
          title="לא נמצאו משתמשים"
          description="אין משתמש שמתאים לחיפוש ולסינון שנבחרו."
          action={
            <Button
              text="ניקוי החיפוש והסינון"
              variant="outlined"
              onClick={() => {
                setQuery('')
                setFilters(noUserFilters)
              }}
            />
          }
        />
      ) : (
        <UsersTable rows={visible} sort={sort} {...handlers} selection={selection} meId={me?.id ?? null} />
      )}
    </>
  )

  return (
    <div className="admin-wide">
      <PageFrame
        title="משתמשים"
        subtitle="כל החשבונות במערכת: בתי כנסת, מנויים ותקופות ניסיון."
        actions={addButton}
      >
        {content}
        {openRow ? (
          <UserDrawer
            key={openRow.user.id}
            row={openRow}
            onClose={() => setOpenId(null)}
            onEdit={() => setDialog({ kind: 'edit', user: openRow.user })}
            onEmail={() => setDialog({ kind: 'email', recipients: [openRow.user] })}
          />
        ) : null}
        {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
          <UserDialog
            user={dialog.kind === 'edit' ? dialog.user : null}
            onClose={() => setDialog(null)}
            onSaved={() => setDialog(null)}
          />
        ) : null}
        {dialog?.kind === 'email' ? (
          <EmailDialog
            recipients={dialog.recipients}
            onClose={() => setDialog(null)}
            onSent={() => setSelected(new Set())}
          />
        ) : null}
      </PageFrame>
    </div>
  )
}

/** Once per list load: the time from the data's arrival to the next frame with the table on screen. */
function useFirstRenderMeasure(shown: boolean) {
  useEffect(() => {
    if (!shown || performance.getEntriesByName(USERS_DATA_MARK, 'mark').length === 0) return
    const frame = requestAnimationFrame(() => {
      performance.measure(USERS_FIRST_RENDER, USERS_DATA_MARK)
      performance.clearMarks(USERS_DATA_MARK)
    })
    return () => cancelAnimationFrame(frame)
  }, [shown])
}

/**
 * A synagogue's delete cannot be undone: the dialog names it, says what goes with it, and waits for its name
 * to be typed; then the seed's 'נמחק בהצלחה' (naming it) or 'שגיאה במחיקה'.
 */
async function remove(user: User) {
  const name = accountName(user)
  const confirmed = await confirmDialog({
    title: `מחיקת ${name}`,
    text: `האם אתה בטוח שברצונך למחוק את ${name}?`,
    details: [
      'כל המפות, המתפללים, הדיווחים והאירועים שלו יימחקו.',
      'המנוי יבוטל אצל חברת הסליקה, ולא יהיו חיובים נוספים.',
      'אי אפשר לבטל את המחיקה.',
    ],
    typeToConfirm: { label: `לאישור, הקלידו את השם: ${name}`, value: name },
  })
  if (!confirmed) return
  try {
    await usersStore.remove(user.id)
    toast.success(toastTexts.deleteSuccess, `${name} נמחק עם כל נתוניו`)
  } catch (err) {
    toast.failure(toastTexts.deleteFailure, err)
  }
}

/** The name a warden knows the account by: the synagogue's, else the contact's, else the email. */
const accountName = (user: User): string =>
  user.synagogueName.trim() || user.contactName.trim() || user.email || `#${user.id}`
