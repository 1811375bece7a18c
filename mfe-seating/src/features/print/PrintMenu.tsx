import {
  Button,
  Menu,
  MenuDivider,
  Popover,
  Switch,
  Link,
  useSearchParams,
  followPageTheme,
} from '@seats/sdk'
import type { Display } from '@seats/contracts'
import { ALL_DISPLAYS } from './choose-displays'
import { sheetCount } from './print-parts'
import { printTexts } from './print-texts'
import './print.css'

export interface PrintMenuProps {
  mapId: number
  /** The map's grid, to count the pages a print takes. */
  grid: { rows: number; cols: number }
  displays: readonly Display[]
  hideReportedNames: boolean
  savingSettings: boolean
  onHideReportedNames(hide: boolean): void
}

/** Print one display or all of them for the selected date, and whether reported names are printed. */
export function PrintMenu({
  mapId,
  grid,
  displays,
  hideReportedNames,
  savingSettings,
  onHideReportedNames,
}: PrintMenuProps) {
  const [params] = useSearchParams()
  const href = (display: string) => {
    const q = new URLSearchParams()
    q.set('display', display)
    for (const key of ['date', 'event']) {
      const value = params.get(key)
      if (value) q.set(key, value)
    }
    return `/map/${mapId}/print?${q.toString()}`
  }
  const sorted = [...displays].sort((a, b) => a.position - b.position)
  const item = (to: string, text: string, label?: string) => (
    <li key={to}>
      <Link to={to} className="bp6-menu-item">
        <span className="bp6-text-overflow-ellipsis bp6-fill">{text}</span>
        {label ? <span className="bp6-menu-item-label">{label}</span> : null}
      </Link>
    </li>
  )
  return (
    <Popover
      {...followPageTheme}
      placement="bottom-end"
      content={
        <Menu aria-label={printTexts.print}>
          {sorted.length === 0
            ? item(href('default'), printTexts.print)
            : sorted.map((d) => item(href(String(d.id)), d.name, printTexts.paper(d.size, d.orientation)))}
          {sorted.length > 1
            ? item(href(ALL_DISPLAYS), printTexts.allDisplaysCount(sheetCount(sorted, grid)))
            : null}
          <MenuDivider />
          <li className="pr-menu__setting">
            <Switch
              checked={hideReportedNames}
              disabled={savingSettings}
              label={printTexts.hideNamesSetting}
              onChange={(e) => onHideReportedNames(e.currentTarget.checked)}
            />
          </li>
        </Menu>
      }
    >
      <Button
        className="pr-menu-button"
        icon="print"
        text={printTexts.print}
        title={printTexts.print}
        endIcon="caret-down"
      />
    </Popover>
  )
}
