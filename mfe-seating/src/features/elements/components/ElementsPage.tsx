import { Button, NonIdealState, confirmDelete, toast, toastTexts } from '@seats/sdk'
import { elementKindLabels, numberSeatsOfMap, rowLetterOrAisle, type MapElement } from '@seats/contracts'
import { useState } from 'react'
import { MapGridPreview, MapPartsPage, reportMapWriteError, useChosenMap } from '../../map-parts'
import { sections } from '../../sections'
import { placeText } from '../element-form'
import { elementsApi } from '../elements-api'
import { ElementDialog } from './ElementDialog'

type OpenDialog = { kind: 'add' } | { kind: 'edit'; element: MapElement } | null

/** /elements: the fixed items drawn on a map (ark, bimah, entrance…), with the map drawn beside the list. */
export function ElementsPage() {
  const chosen = useChosenMap()
  const { map } = chosen
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [active, setActive] = useState<number | null>(null)

  async function remove(element: MapElement) {
    if (!(await confirmDelete(element.name))) return
    try {
      await elementsApi.remove(element.id)
      toast.success(toastTexts.deleteSuccess)
    } catch (error) {
      await reportMapWriteError(error, chosen.reload, [])
      return
    }
    await chosen.reload()
  }

  return (
    <MapPartsPage
      chosen={chosen}
      title={sections.elements.title}
      subtitle={sections.elements.subtitle}
      addText="הוספת אלמנט"
      onAdd={() => setDialog({ kind: 'add' })}
      dialog={
        dialog && map ? (
          <ElementDialog
            map={map}
            element={dialog.kind === 'edit' ? dialog.element : undefined}
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
            <h2 className="map-screen__list-title">אלמנטים במפה {map.name}</h2>
            {map.elements.length === 0 ? (
              <NonIdealState
                className="map-screen__empty"
                icon="cube"
                title="עדיין אין אלמנטים"
                description="ארון הקודש, הבימה, עמוד החזן, הכניסה והחלונות עוזרים לאורחים להתמצא במפה."
                action={
                  <Button
                    icon="plus"
                    intent="primary"
                    text="הוספת אלמנט"
                    onClick={() => setDialog({ kind: 'add' })}
                  />
                }
              />
            ) : (
              <ul className="map-screen__items" aria-label="אלמנטים">
                {map.elements.map((element) => (
                  <li
                    key={element.id}
                    className={`map-screen__item${active === element.id ? ' map-screen__item--active' : ''}`}
                    onMouseEnter={() => setActive(element.id)}
                    onMouseLeave={() => setActive(null)}
                    onFocus={() => setActive(element.id)}
                    data-element-id={element.id}
                  >
                    <span className="element-swatch" style={{ background: element.color }} aria-hidden />
                    <span className="map-screen__item-text">
                      <span className="map-screen__item-name">{element.name}</span>
                      <span className="map-screen__item-detail">
                        {elementKindLabels[element.kind]} ·{' '}
                        {placeText(element, (row) => rowLetterOrAisle(numberSeatsOfMap(map), row))}
                      </span>
                    </span>
                    <span className="map-screen__item-actions">
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={`עריכת ${element.name}`}
                        title="עריכה"
                        onClick={() => setDialog({ kind: 'edit', element })}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        icon="trash"
                        intent="danger"
                        aria-label={`מחיקת ${element.name}`}
                        title="מחיקה"
                        onClick={() => void remove(element)}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="map-screen__preview">
            <h2 className="map-screen__preview-title">
              {map.name}: {map.rows} שורות, {map.cols} עמודות
            </h2>
            <MapGridPreview
              rows={map.rows}
              cols={map.cols}
              cells={map.cells}
              elements={map.elements.map((e) => ({ ...e, key: e.id }))}
              highlight={active}
            />
            <p className="map-screen__preview-note">עמודה 1 מימין, כמו באולם. מעברים מוצגים כרווח.</p>
          </div>
        </div>
      )}
    </MapPartsPage>
  )
}
