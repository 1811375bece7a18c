import {
  Button,
  ButtonGroup,
  Divider,
  Icon,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  Spinner,
  ViewOnlyNote,
  followPageTheme,
  mapPath,
  Link,
} from '@seats/sdk'
import { elementKinds, type ElementKind, type MapSummary } from '@seats/contracts'
import { memo, useRef } from 'react'
import type { EditorTool } from '../selection/selection'
import { editorTexts } from '../editor-texts'
import { SeatListLink, SeatListMenuItem } from './SeatListLink'

interface EditorToolbarProps {
  mapId: number
  mapName: string
  maps: readonly MapSummary[]
  tool: EditorTool
  placing: ElementKind | null
  canUndo: boolean
  canRedo: boolean
  saving: boolean
  figures: string
  onTool(tool: EditorTool): void
  onPlace(kind: ElementKind | null): void
  onUndo(): void
  onRedo(): void
  onEditMap(): void
  onDeleteMap(): void
  /** The date selector, the date's vacated seats and printing. */
  dateTools?: React.ReactNode
  /** On a phone the tools and undo/redo fold into one menu. */
  compact?: boolean
  /** A viewer's map: no tools, no undo and no map editing, and a note saying why. */
  readOnly?: boolean
}

const tools: {
  tool: EditorTool
  /** Blueprint has no wheelchair icon: the accessible tool shows the ♿ glyph. */
  icon: 'people' | 'column-layout' | 'disable' | React.JSX.Element
  label: string
  hint: string
}[] = [
  { tool: 'seat', icon: 'people', label: editorTexts.toolSeat, hint: editorTexts.toolSeatHint },
  { tool: 'aisle', icon: 'column-layout', label: editorTexts.toolAisle, hint: editorTexts.toolAisleHint },
  { tool: 'blocked', icon: 'disable', label: editorTexts.toolBlocked, hint: editorTexts.toolBlockedHint },
  {
    tool: 'accessible',
    icon: (
      <span className="me-tool-glyph" aria-hidden>
        ♿
      </span>
    ),
    label: editorTexts.toolAccessible,
    hint: editorTexts.toolAccessibleHint,
  },
]

/** The editor's top row: map name and switcher, tools, undo/redo, zoom, and whether everything is saved. */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { mapId, mapName, maps, tool, placing, canUndo, canRedo, saving } = props
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl+'
  // A dialog asked for from the menu opens once the menu has closed: the menu gives the focus back to its
  // button as it closes, which would take it from a dialog already open (Escape would not reach it).
  const afterMenuCloses = useRef<(() => void) | null>(null)
  const runAfterClose = () => {
    const run = afterMenuCloses.current
    afterMenuCloses.current = null
    run?.()
  }
  return (
    <div className="me-toolbar" role="toolbar" aria-label={editorTexts.mapMenu}>
      <div className="me-toolbar__map">
        {/* The map's name is the page's h1; the button that switches maps sits inside it, as the WAI pattern allows
            (a button may not hold a heading). */}
        <h1 className="me-toolbar__heading">
          <PopoverNext
            {...followPageTheme}
            onClosed={runAfterClose}
            placement="bottom-end"
            content={
              <Menu>
                {maps.map((m) => (
                  <li key={m.id}>
                    <Link
                      to={mapPath(m.id)}
                      className={`bp6-menu-item${m.id === mapId ? ' bp6-active' : ''}`}
                    >
                      <span className="bp6-text-overflow-ellipsis bp6-fill">{m.name}</span>
                      <span className="bp6-menu-item-label">
                        {m.rows}×{m.cols}
                      </span>
                    </Link>
                  </li>
                ))}
                <MenuDivider />
                {props.readOnly ? null : (
                  <>
                    <MenuItem
                      icon="edit"
                      text={editorTexts.editMap}
                      onClick={() => (afterMenuCloses.current = props.onEditMap)}
                    />
                    <MenuItem
                      icon="trash"
                      intent="danger"
                      text={editorTexts.deleteMap}
                      onClick={() => (afterMenuCloses.current = props.onDeleteMap)}
                    />
                  </>
                )}
                <li>
                  <Link to="/maps" className="bp6-menu-item">
                    <Icon icon="map" />
                    <span className="bp6-text-overflow-ellipsis bp6-fill">{editorTexts.toMaps}</span>
                  </Link>
                </li>
              </Menu>
            }
          >
            <Button
              variant="minimal"
              endIcon="caret-down"
              className="me-toolbar__title"
              data-tour="maps"
              aria-label={`${editorTexts.switchMap}: ${mapName}`}
              text={mapName}
            />
          </PopoverNext>
        </h1>
        <span className="me-toolbar__figures">{props.figures}</span>
      </div>
      {props.compact ? null : <SeatListLink mapId={mapId} />}

      {props.readOnly ? (
        <ViewOnlyNote className="me-toolbar__view-only" />
      ) : props.compact ? (
        <CompactTools {...props} />
      ) : (
        <div className="me-toolbar__tools">
          <ButtonGroup role="group" aria-label={editorTexts.toolGroup}>
            {tools.map((t) => (
              <Button
                key={t.tool}
                data-tour={`${t.tool}-tool`}
                icon={t.icon}
                text={t.label}
                // On a laptop the layout tools show only their icons (map-editor.css): the name stays for readers.
                aria-label={t.label}
                className={t.tool === 'seat' ? undefined : 'me-tool--layout'}
                title={t.hint}
                active={tool === t.tool && !placing}
                onClick={() => props.onTool(t.tool)}
                aria-pressed={tool === t.tool && !placing}
              />
            ))}
            <PopoverNext
              {...followPageTheme}
              placement="bottom"
              content={<Menu>{elementKindItems(placing, props.onPlace)}</Menu>}
            >
              <Button
                icon="cube-add"
                text={placing ? editorTexts.elementKind(placing) : editorTexts.toolElement}
                endIcon="caret-down"
                active={placing !== null}
              />
            </PopoverNext>
          </ButtonGroup>

          <Divider />
          <ButtonGroup>
            <Button
              icon="undo"
              aria-label={editorTexts.undo}
              title={`${editorTexts.undo} (${mod}Z)`}
              disabled={!canUndo}
              onClick={props.onUndo}
            />
            <Button
              icon="redo"
              aria-label={editorTexts.redo}
              title={`${editorTexts.redo} (${mod}Shift+Z)`}
              disabled={!canRedo}
              onClick={props.onRedo}
            />
          </ButtonGroup>
        </div>
      )}

      {props.dateTools}

      <div
        className={saving ? 'me-toolbar__status me-toolbar__status--saving' : 'me-toolbar__status'}
        title={saving ? editorTexts.saving : editorTexts.saved}
        role="status"
        aria-live="polite"
      >
        {saving ? <Spinner size={14} /> : <Icon icon="cloud-tick" size={14} />}
        <span>{saving ? editorTexts.saving : editorTexts.saved}</span>
      </div>
    </div>
  )
})

/** One menu item per kind of element, the one being placed marked. */
const elementKindItems = (placing: ElementKind | null, onPlace: (kind: ElementKind) => void) =>
  elementKinds.map((kind) => (
    <MenuItem
      key={kind}
      text={editorTexts.elementKind(kind)}
      active={placing === kind}
      onClick={() => onPlace(kind)}
    />
  ))

/** The tools, elements and undo/redo as one menu, for a phone's narrow toolbar. */
function CompactTools(props: EditorToolbarProps) {
  const { tool, placing, canUndo, canRedo } = props
  return (
    <PopoverNext
      {...followPageTheme}
      placement="bottom-start"
      content={
        <Menu>
          {tools.map((t) => (
            <MenuItem
              key={t.tool}
              icon={t.icon}
              text={t.label}
              active={tool === t.tool && !placing}
              onClick={() => props.onTool(t.tool)}
            />
          ))}
          {/* In Hebrew a submenu opens towards the reading end, to the left (its caret: blueprint-rtl.css). */}
          <MenuItem icon="cube-add" text={editorTexts.toolElement} popoverProps={{ placement: 'left-start' }}>
            {elementKindItems(placing, props.onPlace)}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon="undo" text={editorTexts.undo} disabled={!canUndo} onClick={props.onUndo} />
          <MenuItem icon="redo" text={editorTexts.redo} disabled={!canRedo} onClick={props.onRedo} />
          <MenuDivider />
          <SeatListMenuItem mapId={props.mapId} />
        </Menu>
      }
    >
      <Button
        className="me-toolbar__more"
        data-tour="tools"
        icon={tools.find((t) => t.tool === tool && !placing)?.icon ?? 'cube-add'}
        endIcon="caret-down"
        aria-label={editorTexts.moreTools}
        title={editorTexts.moreTools}
      />
    </PopoverNext>
  )
}
