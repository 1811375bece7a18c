import { Button } from '@blueprintjs/core'
import type { User } from '@seats/contracts'
import { confirmDelete, errorMessageOf, PageFrame, toast, toastTexts, useSession } from '@seats/sdk'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { EmptyState, LoadFailedState, LoadingState, nextSort, type SortState } from '../../shared-ui'
import { noUserFilters, toUserRow, visibleUsers, type UserFilters, type UserSortKey } from '../user-list'
import { USERS_DATA_MARK, USERS_FIRST_RENDER, usersStore, useUsersState } from '../users-store'
import '../users.css'
import { UserDialog } from './UserDialog'
import { UsersTable } from './UsersTable'
import { UsersToolbar } from './UsersToolbar'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; user: User } | null

/** /users: every account; search, filters, sort, add, edit and delete. */
export function UsersPage() {
  const { users, loaded, loading, error } = useUsersState()
  const { user: me } = useSession()
  const [query, setQuery] = useState('')
  const deferredQuery = useDeferredValue(query)
  const [filters, setFilters] = useState<UserFilters>(noUserFilters)
  const [sort, setSort] = useState<SortState<UserSortKey>>({ key: 'createdAt', direction: 'desc' })
  const [dialog, setDialog] = useState<OpenDialog>(null)

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

  async function remove(user: User) {
    if (!(await confirmDelete())) return
    try {
      await usersStore.remove(user.id)
      toast.success(toastTexts.deleteSuccess)
    } catch (err) {
      toast.error(toastTexts.deleteFailure, errorMessageOf(err))
    }
  }

  const addButton = (
    <Button
      icon="new-person"
      text="הוספת משתמש"
      intent="primary"
      onClick={() => setDialog({ kind: 'add' })}
    />
  )

  let content
  if (!loaded && (loading || !error)) {
    content = <LoadingState text="טוען את רשימת המשתמשים…" />
  } else if (!loaded) {
    content = (
      <LoadFailedState
        title="לא ניתן לטעון את רשימת המשתמשים"
        error={error}
        onRetry={() => void usersStore.reload()}
      />
    )
  } else if (users.length === 0) {
    content = (
      <EmptyState
        icon="people"
        title="עדיין אין משתמשים"
        description="חשבון שנוצר בהרשמה או כאן יופיע ברשימה."
      />
    )
  } else {
    content = (
      <>
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
          <UsersTable
            rows={visible}
            sort={sort}
            onSort={(key) => setSort((s) => nextSort(s, key))}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onDelete={(user) => void remove(user)}
            meId={me?.id ?? null}
          />
        )}
      </>
    )
  }

  return (
    <div className="admin-wide">
      <PageFrame
        title="משתמשים"
        subtitle="כל החשבונות במערכת: בתי כנסת, מנויים ותקופות ניסיון."
        actions={addButton}
      >
        {content}
        {dialog ? (
          <UserDialog
            user={dialog.kind === 'edit' ? dialog.user : null}
            onClose={() => setDialog(null)}
            onSaved={() => setDialog(null)}
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
