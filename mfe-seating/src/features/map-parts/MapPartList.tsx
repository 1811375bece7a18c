import { Button, Tag, EmptyState } from '@seats/sdk'
import type { SeatMap } from '@seats/contracts'
import type { MapPart, MapPartKind } from './map-part-kind'
import type { PartWrites } from './use-part-writes'

interface MapPartListProps<P extends MapPart, V extends object, I extends { mapId: number }, U> {
  kind: MapPartKind<P, V, I, U>
  map: SeatMap
  parts: P[]
  /** The part the drawing shows. */
  shown: P | undefined
  onShow: (id: number | null) => void
  onAdd: () => void
  onEdit: (part: P) => void
  writes: PartWrites<P>
}

/** The map's parts of one kind, each with its actions; the kind's empty state when there are none. */
export function MapPartList<P extends MapPart, V extends object, I extends { mapId: number }, U>(
  props: MapPartListProps<P, V, I, U>,
) {
  const { kind, map, parts, onAdd } = props
  const { texts } = kind
  return (
    <div className="map-screen__list">
      <h2 className="map-screen__list-title">{texts.listTitle(map.name)}</h2>
      {parts.length === 0 && texts.empty ? (
        <EmptyState
          className="map-screen__empty"
          icon={kind.icon}
          title={texts.empty.title}
          description={texts.empty.description}
          action={<Button icon="plus" intent="primary" text={texts.add} onClick={onAdd} />}
        />
      ) : (
        <ul className="map-screen__items" aria-label={texts.listLabel}>
          {parts.map((part, index) => (
            <MapPartItem key={part.id} {...props} part={part} index={index} />
          ))}
        </ul>
      )}
      {texts.listNote ? <p className="map-screen__list-note">{texts.listNote}</p> : null}
    </div>
  )
}

function MapPartItem<P extends MapPart, V extends object, I extends { mapId: number }, U>({
  kind,
  map,
  parts,
  shown,
  onShow,
  onEdit,
  writes,
  part,
  index,
}: MapPartListProps<P, V, I, U> & { part: P; index: number }) {
  const { texts } = kind
  const isShown = shown?.id === part.id
  // A clicked part stays shown; a hovered one only while the pointer or the focus is on it.
  const showing =
    kind.shows === 'click'
      ? { onClick: () => onShow(part.id) }
      : {
          onMouseEnter: () => onShow(part.id),
          onMouseLeave: () => onShow(null),
          onFocus: () => onShow(part.id),
        }
  const lastKept = texts.keepsOne !== undefined && parts.length <= 1

  return (
    <li
      className={`map-screen__item${isShown ? ' map-screen__item--active' : ''}`}
      {...showing}
      {...{ [`data-${kind.name}-id`]: part.id }}
    >
      {kind.color ? (
        <span className="map-screen__swatch" style={{ background: kind.color(part, map) }} aria-hidden />
      ) : null}
      <span className="map-screen__item-text">
        <span className="map-screen__item-name">
          {kind.shows === 'click' ? (
            <>
              <button
                type="button"
                className="map-screen__item-select"
                onClick={() => onShow(part.id)}
                aria-pressed={isShown}
              >
                {part.name}
              </button>{' '}
              {index === 0 && texts.firstTag ? (
                <Tag minimal round intent="primary">
                  {texts.firstTag}
                </Tag>
              ) : null}
            </>
          ) : (
            part.name
          )}
        </span>
        <span className="map-screen__item-detail">{kind.detail(part, map)}</span>
      </span>
      <span className="map-screen__item-actions">
        {kind.moved ? (
          <>
            <Button
              variant="minimal"
              size="small"
              icon="arrow-up"
              aria-label={`הזזת ${part.name} למעלה`}
              title="למעלה"
              disabled={index === 0 || writes.moving !== null}
              loading={writes.moving === part.id}
              onClick={() => void writes.move(part, index - 1)}
            />
            <Button
              variant="minimal"
              size="small"
              icon="arrow-down"
              aria-label={`הזזת ${part.name} למטה`}
              title="למטה"
              disabled={index === parts.length - 1 || writes.moving !== null}
              onClick={() => void writes.move(part, index + 1)}
            />
          </>
        ) : null}
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          aria-label={`עריכת ${part.name}`}
          title="עריכה"
          onClick={() => onEdit(part)}
        />
        <Button
          variant="minimal"
          size="small"
          icon="trash"
          intent="danger"
          aria-label={`מחיקת ${part.name}`}
          title={lastKept ? texts.keepsOne : 'מחיקה'}
          disabled={lastKept}
          onClick={() => void writes.remove(part)}
        />
      </span>
    </li>
  )
}
