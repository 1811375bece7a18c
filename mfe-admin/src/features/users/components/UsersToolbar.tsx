import { HTMLSelect, InputGroup } from '@seats/sdk'
import { SortSelect, type SortState } from '../../shared-ui'
import {
  countFormat,
  statusMeta,
  subscriptionStatuses,
  userSortLabels,
  type FlagFilter,
  type UserFilters,
  type UserSortKey,
} from '../user-list'

interface UsersToolbarProps {
  query: string
  onQuery: (query: string) => void
  filters: UserFilters
  onFilters: (filters: UserFilters) => void
  sort: SortState<UserSortKey>
  onSort: (sort: SortState<UserSortKey>) => void
  shown: number
  total: number
}

const flagOptions = (only: string, exclude: string) => [
  { value: 'any', label: 'הכול' },
  { value: 'only', label: only },
  { value: 'exclude', label: exclude },
]

const flags: { key: 'guest' | 'demoGuest' | 'admin'; label: string; only: string; exclude: string }[] = [
  { key: 'guest', label: 'אורחים', only: 'רק אורחים', exclude: 'בלי אורחים' },
  { key: 'demoGuest', label: 'הדגמה', only: 'רק הדגמה', exclude: 'בלי הדגמה' },
  { key: 'admin', label: 'מנהלים', only: 'רק מנהלים', exclude: 'בלי מנהלים' },
]

/** Search, filters, and (on a phone, where there are no column headers) the order. */
export function UsersToolbar({
  query,
  onQuery,
  filters,
  onFilters,
  sort,
  onSort,
  shown,
  total,
}: UsersToolbarProps) {
  const filtered = shown !== total
  return (
    <div className="admin-toolbar">
      <InputGroup
        type="search"
        leftIcon="search"
        placeholder="חיפוש: שם, בית כנסת, אימייל או טלפון"
        aria-label="חיפוש משתמשים לפי שם, בית כנסת, אימייל או טלפון"
        value={query}
        onValueChange={onQuery}
        className="admin-toolbar__search"
      />
      <div className="admin-toolbar__filters">
        <label className="admin-toolbar__filter">
          סטטוס
          <HTMLSelect
            value={String(filters.status)}
            onChange={(e) => {
              const value = e.currentTarget.value
              onFilters({
                ...filters,
                status: value === 'all' ? 'all' : (Number(value) as UserFilters['status']),
              })
            }}
            options={[
              { value: 'all', label: 'הכול' },
              ...subscriptionStatuses.map((s) => ({ value: String(s), label: statusMeta[s].label })),
            ]}
          />
        </label>
        {flags.map((flag) => (
          <label key={flag.key} className="admin-toolbar__filter">
            {flag.label}
            <HTMLSelect
              value={filters[flag.key]}
              onChange={(e) => onFilters({ ...filters, [flag.key]: e.currentTarget.value as FlagFilter })}
              options={flagOptions(flag.only, flag.exclude)}
            />
          </label>
        ))}
        <SortSelect sort={sort} labels={userSortLabels} onSort={onSort} />
      </div>
      <span className="admin-toolbar__count" aria-live="polite">
        {filtered
          ? `${countFormat.format(shown)} מתוך ${countFormat.format(total)}`
          : `${countFormat.format(total)} משתמשים`}
      </span>
    </div>
  )
}
