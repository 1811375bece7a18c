import { Button, Tag, confirmDelete, toast, toastTexts } from '@seats/sdk'
import { numberSeatsOfMap, rowLetterOrAisle, type Display, type SeatNumbering } from '@seats/contracts'
import { useMemo, useState } from 'react'
import { MapGridPreview, MapPartsPage, reportMapWriteError, useChosenMap } from '../../map-parts'
import { sections } from '../../sections'
import { orientationLabels, rangeText, updateOf } from '../display-form'
import { displaysApi } from '../displays-api'
import { DisplayDialog } from './DisplayDialog'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; display: Display } | null

function detailOf(d: Display, numbering: SeatNumbering): string {
  const letter = (n: number) => rowLetterOrAisle(numbering, n)
  const rows = rangeText(
    d.rowRange,
    'כל השורות',
    (n) => `שורה ${letter(n)}`,
    (a, b) => `שורות ${letter(a)}–${letter(b)}`,
  )
  const cols = rangeText(
    d.colRange,
    'כל העמודות',
    (n) => `עמודה ${n}`,
    (a, b) => `עמודות ${a}–${b}`,
  )
  return `${d.size} · ${orientationLabels[d.orientation]} · ${rows} · ${cols}`
}

/** /displays: a map's print layouts; the first prints by default, a large map splits into several. */
export function DisplaysPage() {
  const chosen = useChosenMap()
  const { map } = chosen
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [moving, setMoving] = useState<number | null>(null)
  const displays = useMemo(() => [...(map?.displays ?? [])].sort((a, b) => a.position - b.position), [map])
  const shown = displays.find((d) => d.id === selected) ?? displays[0]

  async function move(display: Display, position: number) {
    setMoving(display.id)
    try {
      await displaysApi.update(display.id, updateOf(display, position))
      await chosen.reload()
    } catch (error) {
      await reportMapWriteError(error, chosen.reload, [])
    } finally {
      setMoving(null)
    }
  }

  async function remove(display: Display) {
    if (!(await confirmDelete(display.name))) return
    try {
      await displaysApi.remove(display.id)
      toast.success(toastTexts.deleteSuccess)
      if (selected === display.id) setSelected(null)
    } catch (error) {
      await reportMapWriteError(error, chosen.reload, [])
      return
    }
    await chosen.reload()
  }

  return (
    <MapPartsPage
      chosen={chosen}
      title={sections.displays.title}
      subtitle={sections.displays.subtitle}
      addText="הוספת תצוגה"
      onAdd={() => setDialog({ kind: 'add' })}
      dialog={
        dialog && map ? (
          <DisplayDialog
            map={map}
            display={dialog.kind === 'edit' ? dialog.display : undefined}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null)
              void chosen.reload()
            }}
            reload={chosen.reload}
          />
        ) : null
      }
    >
      {(map) => (
        <div className="map-screen">
          <div className="map-screen__list">
            <h2 className="map-screen__list-title">תצוגות הדפסה של {map.name}</h2>
            <ul className="map-screen__items" aria-label="תצוגות הדפסה">
              {displays.map((display, index) => (
                <li
                  key={display.id}
                  className={`map-screen__item${shown?.id === display.id ? ' map-screen__item--active' : ''}`}
                  onClick={() => setSelected(display.id)}
                  data-display-id={display.id}
                >
                  <span className="map-screen__item-text">
                    <span className="map-screen__item-name">
                      <button
                        type="button"
                        className="displays-page__select"
                        onClick={() => setSelected(display.id)}
                        aria-pressed={shown?.id === display.id}
                      >
                        {display.name}
                      </button>{' '}
                      {index === 0 ? (
                        <Tag minimal round intent="primary">
                          ברירת מחדל
                        </Tag>
                      ) : null}
                    </span>
                    <span className="map-screen__item-detail">
                      {detailOf(display, numberSeatsOfMap(map))}
                    </span>
                  </span>
                  <span className="map-screen__item-actions">
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-up"
                      aria-label={`הזזת ${display.name} למעלה`}
                      title="למעלה"
                      disabled={index === 0 || moving !== null}
                      loading={moving === display.id}
                      onClick={() => void move(display, index - 1)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="arrow-down"
                      aria-label={`הזזת ${display.name} למטה`}
                      title="למטה"
                      disabled={index === displays.length - 1 || moving !== null}
                      onClick={() => void move(display, index + 1)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="edit"
                      aria-label={`עריכת ${display.name}`}
                      title="עריכה"
                      onClick={() => setDialog({ kind: 'edit', display })}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="trash"
                      intent="danger"
                      aria-label={`מחיקת ${display.name}`}
                      title={displays.length <= 1 ? 'למפה חייבת להיות לפחות תצוגה אחת' : 'מחיקה'}
                      disabled={displays.length <= 1}
                      onClick={() => void remove(display)}
                    />
                  </span>
                </li>
              ))}
            </ul>
            <p className="displays-page__note">
              התצוגה הראשונה היא ברירת המחדל בהדפסה. מפה גדולה אפשר לחלק לכמה תצוגות, כל אחת עם טווח שורות
              ועמודות משלה.
            </p>
          </div>
          <div className="map-screen__preview">
            <h2 className="map-screen__preview-title">
              {shown ? `${shown.name}: ${detailOf(shown, numberSeatsOfMap(map))}` : map.name}
            </h2>
            <MapGridPreview
              rows={map.rows}
              cols={map.cols}
              cells={map.cells}
              elements={map.elements.map((e) => ({ ...e, key: e.id }))}
              range={shown ? { rowRange: shown.rowRange, colRange: shown.colRange } : null}
            />
            <p className="map-screen__preview-note">
              החלק המודגש הוא מה שיודפס בתצוגה הזו. עמודה 1 מימין, כמו באולם.
            </p>
          </div>
        </div>
      )}
    </MapPartsPage>
  )
}
