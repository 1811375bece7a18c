import {
  Button,
  Menu,
  MenuDivider,
  PopoverNext,
  Switch,
  Link,
  useSearchParams,
  followPageTheme,
} from '@seats/sdk'
import type { Display } from '@seats/contracts'
import { mixesPapers, printChoices } from './choose-displays'
import { sheetCount } from './print-parts'
import { printTexts } from './print-texts'
import './print.css'

export interface PrintMenuProps {
  mapId: number
  /** The map's grid, to count the pages a print takes. */
  grid: { rows: number; cols: number }
  displays: readonly Display[]
  printReportedNames: boolean
  savingSettings: boolean
  onPrintReportedNames(print: boolean): void
}

/**
 * Print one display, or all of them for the selected date (one paper per job), and whether the names of
 * those who reported are printed (an internal copy; off by default).
 */
export function PrintMenu({
  mapId,
  grid,
  displays,
  printReportedNames,
  savingSettings,
  onPrintReportedNames,
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
    <PopoverNext
      {...followPageTheme}
      placement="bottom-end"
      content={
        <Menu aria-label={printTexts.print}>
          {sorted.length === 0
            ? item(href('default'), printTexts.print)
            : printChoices(sorted).map(({ value, displays: group, paper }) =>
                !paper
                  ? item(href(value), group[0]!.name, printTexts.paper(group[0]!.size, group[0]!.orientation))
                  : mixesPapers(sorted)
                    ? item(
                        href(value),
                        printTexts.allOfPaper(
                          printTexts.paper(paper.size, paper.orientation),
                          sheetCount(group, grid),
                        ),
                      )
                    : item(href(value), printTexts.allDisplaysCount(sheetCount(group, grid))),
              )}
          <MenuDivider />
          <li className="pr-menu__setting">
            <Switch
              checked={printReportedNames}
              disabled={savingSettings}
              label={printTexts.printNamesSetting}
              onChange={(e) => onPrintReportedNames(e.currentTarget.checked)}
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
    </PopoverNext>
  )
}
