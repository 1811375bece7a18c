import { HTMLSelect } from '@seats/sdk'
import type { SortState } from './table-layout'

/** The toolbar's sort choice: every key both ways, for the phone's cards where no column head is tapped. */
export function SortSelect<K extends string>({
  sort,
  labels,
  onSort,
}: {
  sort: SortState<K>
  labels: Record<K, string>
  onSort: (sort: SortState<K>) => void
}) {
  return (
    <label className="admin-toolbar__filter admin-toolbar__sort">
      מיון
      <HTMLSelect
        value={`${sort.key}:${sort.direction}`}
        onChange={(e) => {
          const [key, direction] = e.currentTarget.value.split(':') as [K, SortState<K>['direction']]
          onSort({ key, direction })
        }}
        options={(Object.keys(labels) as K[]).flatMap((key) => [
          { value: `${key}:asc`, label: `${labels[key]} ↑` },
          { value: `${key}:desc`, label: `${labels[key]} ↓` },
        ])}
      />
    </label>
  )
}
