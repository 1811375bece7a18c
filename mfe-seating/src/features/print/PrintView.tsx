// The print view of a loaded map: the chosen displays as sheets, the toolbar and the preview.
import {
  AnchorButton,
  Callout,
  HTMLSelect,
  Icon,
  NonIdealState,
  Spinner,
  Switch,
  Tag,
  useSession,
  Link,
  useSearchParams,
} from '@seats/sdk'
import {
  DEFAULT_DISPLAY_NAME,
  numberSeatsOfMap,
  type Display,
  type Person,
  type SeatMap,
} from '@seats/contracts'
import { useEffect, useMemo, useState } from 'react'
import { DateSelector, useReportStore } from '../report-dates'
import { useDateGuests } from '../date-guests'
import { sections } from '../sections'
import { chooseDisplays, mixesPapers, printChoices } from './choose-displays'
import { layoutPage, pageRules } from './print-layout'
import { onePageFit, printSheets, sheetCount } from './print-parts'
import { PrintIndexSheet } from './PrintIndexSheet'
import { PrintSheet } from './PrintSheet'
import { printedNameOf } from './print-names'
import { printTexts } from './print-texts'
import './print.css'

const MM_TO_PX = 96 / 25.4

/** The on-screen preview fits the window's width; printing uses the real size. */
function usePreviewScale(widestMm: number) {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])
  return widestMm > 0 ? Math.min(1, (width - 48) / (widestMm * MM_TO_PX)) : 1
}

const NO_NAME = {}
/** ?fit=page: the whole display on one page. */
const ONE_PAGE = 'page'

export function PrintView({ map, persons }: { map: SeatMap; persons: Person[] }) {
  const store = useReportStore({ israel: map.settings.il })
  const { guests, settled: guestsSettled } = useDateGuests(store.option)
  const guestNames = useMemo(
    () => new Map(guests.filter((g) => g.mapId === map.id).map((g) => [g.row * 1000 + g.col, g.name])),
    [guests, map.id],
  )
  const [params, setParams] = useSearchParams()
  const { user } = useSession()
  const displays = useMemo<Display[]>(
    () =>
      map.displays.length > 0
        ? [...map.displays].sort((a, b) => a.position - b.position)
        : [
            {
              id: 0,
              mapId: map.id,
              name: DEFAULT_DISPLAY_NAME,
              size: 'A4',
              orientation: 'landscape',
              colRange: null,
              rowRange: null,
              position: 0,
            },
          ],
    [map],
  )
  const choice = params.get('display')
  const choices = useMemo(() => printChoices(displays), [displays])
  const chosen = useMemo(() => chooseDisplays(displays, choice), [displays, choice])
  const onePage = params.get('fit') === ONE_PAGE
  const numbering = useMemo(() => numberSeatsOfMap(map), [map])
  const sheets = useMemo(
    () => printSheets(chosen.displays, map, numbering, { onePage }),
    [chosen, map, numbering, onePage],
  )
  // Offered where a display would print in parts; kept while on, so it can be turned off again.
  const canFitOnePage = onePage || chosen.displays.some((d) => layoutPage(d, map).tooSmall)
  const tooBig = onePage
    ? chosen.displays.flatMap((d) => {
        const fit = onePageFit(d, map)
        return fit.fits ? [] : [{ display: d, fit }]
      })
    : []
  const printable = sheets.map((s) => s.layout)
  const names = useMemo(() => new Map(persons.map((p) => [p.id, printedNameOf(p)])), [persons])
  const scale = usePreviewScale(Math.max(0, ...printable.map((l) => l.width)))
  const option = store.option
  const backQuery = new URLSearchParams(params)
  backQuery.delete('display')
  backQuery.delete('fit')
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value === null) next.delete(key)
    else next.set(key, value)
    setParams(next, { replace: true })
  }
  const back = `/map/${map.id}${backQuery.size ? `?${backQuery.toString()}` : ''}`

  return (
    <div
      className="pr-view"
      // What the server's PDF renderer waits for: the date's map drawn with its reports and guests.
      data-print-ready={String(Boolean(option) && store.status === 'ready' && guestsSettled)}
      data-print-date={option?.date ?? ''}
    >
      <style>{pageRules(printable)}</style>
      <div className="pr-toolbar" role="toolbar" aria-label={sections.print.title}>
        <Link to={back} className="bp6-button bp6-minimal pr-toolbar__back">
          <Icon icon="arrow-right" aria-hidden />
          <span>{printTexts.back}</span>
        </Link>
        <h1 className="pr-toolbar__title">
          {sections.print.title}: {map.name}
        </h1>
        <label className="pr-toolbar__field">
          <span>{printTexts.display}</span>
          <HTMLSelect value={chosen.value} onChange={(e) => setParam('display', e.currentTarget.value)}>
            {choices.map(({ value, displays: group, paper }) => (
              <option key={value} value={value}>
                {!paper
                  ? `${group[0]!.name} · ${printTexts.paper(group[0]!.size, group[0]!.orientation)}`
                  : mixesPapers(displays)
                    ? printTexts.allOfPaper(
                        printTexts.paper(paper.size, paper.orientation),
                        sheetCount(group, map, { onePage }),
                      )
                    : printTexts.allDisplaysCount(sheetCount(group, map, { onePage }))}
              </option>
            ))}
          </HTMLSelect>
        </label>
        {canFitOnePage ? (
          <Switch
            className="pr-toolbar__switch"
            checked={onePage}
            label={printTexts.onePage}
            onChange={(e) => setParam('fit', e.currentTarget.checked ? ONE_PAGE : null)}
          />
        ) : null}
        <DateSelector dates={store.dates} value={option} onChange={store.select} />
        {map.settings.printReportedNames ? (
          <Tag minimal round icon="eye-open" intent="warning">
            {printTexts.namesShown}
          </Tag>
        ) : (
          <Tag minimal round icon="eye-off">
            {printTexts.namesHidden}
          </Tag>
        )}
        <AnchorButton
          intent="primary"
          icon="print"
          text={printTexts.print}
          disabled={!option || store.status !== 'ready' || printable.length === 0}
          onClick={() => window.print()}
        />
      </div>

      {mixesPapers(displays) ? (
        <Callout icon="document" className="pr-warning">
          {printTexts.papersApart}
        </Callout>
      ) : null}

      {tooBig.map(({ display, fit }) => (
        <Callout
          key={`fit-${display.id}`}
          intent="warning"
          icon="zoom-to-fit"
          className="pr-warning"
          title={printTexts.onePageTooBig(printTexts.paper(display.size, display.orientation))}
        >
          <p>
            {printTexts.onePageDetail(fit.fitsRows, fit.fitsCols)}
            {fit.fitsA3 ? ` ${printTexts.suggestA3}` : ''}
          </p>
          <Link to="/displays">{printTexts.toDisplays}</Link>
        </Callout>
      ))}

      {sheets
        .filter((s) => s.kind === 'index' && !tooBig.some((t) => t.display.id === s.display.id))
        .map((sheet) => {
          if (sheet.kind !== 'index') return null
          const { display, parts, layout } = sheet
          const whole = layoutPage(display, map)
          return (
            <Callout
              key={display.id}
              intent="primary"
              icon="multi-select"
              className="pr-warning"
              title={printTexts.splitTitle(display.name, parts.length + 1)}
            >
              <p>
                {printTexts.splitDetail(
                  printTexts.paper(layout.size, layout.orientation),
                  whole.fitsRows,
                  whole.fitsCols,
                )}
                {onePageFit(display, map).fits ? ` ${printTexts.orOnePage}` : ''}
              </p>
              <Link to="/displays">{printTexts.toDisplays}</Link>
            </Callout>
          )
        })}

      {!option || store.status !== 'ready' ? (
        <div className="pr-screen-state">
          <NonIdealState icon={<Spinner size={32} />} description={printTexts.loading} />
        </div>
      ) : (
        <div className="pr-pages" style={{ ['--pr-preview-zoom' as string]: scale }}>
          {sheets.map((sheet) =>
            sheet.kind === 'index' ? (
              <PrintIndexSheet
                key={sheet.key}
                map={map}
                display={sheet.display}
                numbering={numbering}
                parts={sheet.parts}
                partTexts={sheet.partTexts}
                synagogueName={user?.synagogueName ?? ''}
                dateName={option.name}
                hebrewDate={option.hebrewDate}
              />
            ) : (
              <PrintSheet
                key={sheet.key}
                map={map}
                display={sheet.display}
                layout={sheet.layout}
                part={sheet.part}
                synagogueName={user?.synagogueName ?? ''}
                dateName={option.name}
                hebrewDate={option.hebrewDate}
                date={{
                  reported: store.reported,
                  reverse: store.reverse,
                  printReportedNames: map.settings.printReportedNames,
                  guests: guestNames,
                }}
                nameOf={(id) => names.get(id) ?? NO_NAME}
              />
            ),
          )}
        </div>
      )}
    </div>
  )
}
