import { Button, ButtonGroup, Divider, Icon, Menu, MenuDivider, MenuItem, Popover, Spinner, Tooltip } from '@blueprintjs/core'
import { elementKinds, type ElementKind, type MapSummary } from '@seats/contracts'
import { mapPath } from '@seats/sdk'
import { memo } from 'react'
import { Link } from 'react-router-dom'
import type { EditorTool } from '../drag/use-board-pointer'
import { editorTexts } from '../editor-texts'

interface EditorToolbarProps {
  mapId: number
  mapName: string
  maps: readonly MapSummary[]
  tool: EditorTool
  placing: ElementKind | null
  canUndo: boolean
  canRedo: boolean
  saving: boolean
  scale: number
  figures: string
  onTool(tool: EditorTool): void
  onPlace(kind: ElementKind | null): void
  onUndo(): void
  onRedo(): void
  onZoomIn(): void
  onZoomOut(): void
  onFit(): void
  onEditMap(): void
  onDeleteMap(): void
  /** The date selector, the date's vacated seats and printing. */
  dateTools?: React.ReactNode
}

const tools: { tool: EditorTool; icon: 'people' | 'column-layout' | 'disable'; label: string; hint: string }[] = [
  { tool: 'seat', icon: 'people', label: editorTexts.toolSeat, hint: editorTexts.toolSeatHint },
  { tool: 'aisle', icon: 'column-layout', label: editorTexts.toolAisle, hint: editorTexts.toolAisleHint },
  { tool: 'blocked', icon: 'disable', label: editorTexts.toolBlocked, hint: editorTexts.toolBlockedHint },
]

/** The editor's top row: map name and switcher, tools, undo/redo, zoom, and whether everything is saved. */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { mapId, mapName, maps, tool, placing, canUndo, canRedo, saving, scale } = props
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl+'
  return (
    <div className="me-toolbar" role="toolbar" aria-label={editorTexts.mapMenu}>
      <div className="me-toolbar__map">
        <Popover
          placement="bottom-end"
          content={
            <Menu>
              {maps.map((m) => (
                <li key={m.id}>
                  <Link to={mapPath(m.id)} className={`bp6-menu-item${m.id === mapId ? ' bp6-active' : ''}`}>
                    <span className="bp6-text-overflow-ellipsis bp6-fill">{m.name}</span>
                    <span className="bp6-menu-item-label">
                      {m.rows}×{m.cols}
                    </span>
                  </Link>
                </li>
              ))}
              <MenuDivider />
              <MenuItem icon="edit" text={editorTexts.editMap} onClick={props.onEditMap} />
              <MenuItem icon="trash" intent="danger" text={editorTexts.deleteMap} onClick={props.onDeleteMap} />
              <li>
                <Link to="/maps" className="bp6-menu-item">
                  <Icon icon="map" />
                  <span className="bp6-text-overflow-ellipsis bp6-fill">{editorTexts.toMaps}</span>
                </Link>
              </li>
            </Menu>
          }
        >
          <Button variant="minimal" endIcon="caret-down" className="me-toolbar__title" aria-label={`${editorTexts.switchMap}: ${mapName}`}>
            <h1>{mapName}</h1>
          </Button>
        </Popover>
        <span className="me-toolbar__figures">{props.figures}</span>
      </div>

      <div className="me-toolbar__tools">
        <ButtonGroup aria-label={editorTexts.toolSeat}>
          {tools.map((t) => (
            <Tooltip key={t.tool} content={t.hint} placement="bottom" hoverOpenDelay={500} className="me-tooltip-target">
              <Button icon={t.icon} text={t.label} active={tool === t.tool && !placing} onClick={() => props.onTool(t.tool)} aria-pressed={tool === t.tool && !placing} />
            </Tooltip>
          ))}
          <Popover
            placement="bottom"
            content={
              <Menu>
                {elementKinds.map((kind) => (
                  <MenuItem key={kind} text={editorTexts.elementKind(kind)} active={placing === kind} onClick={() => props.onPlace(kind)} />
                ))}
              </Menu>
            }
          >
            <Button icon="cube-add" text={placing ? editorTexts.elementKind(placing) : editorTexts.toolElement} endIcon="caret-down" active={placing !== null} />
          </Popover>
        </ButtonGroup>

        <Divider />
        <ButtonGroup>
          <Tooltip content={`${editorTexts.undo} (${mod}Z)`} placement="bottom" hoverOpenDelay={300}>
            <Button icon="undo" aria-label={editorTexts.undo} disabled={!canUndo} onClick={props.onUndo} />
          </Tooltip>
          <Tooltip content={`${editorTexts.redo} (${mod}Shift+Z)`} placement="bottom" hoverOpenDelay={300}>
            <Button icon="redo" aria-label={editorTexts.redo} disabled={!canRedo} onClick={props.onRedo} />
          </Tooltip>
        </ButtonGroup>

        <Divider />
        <ButtonGroup>
          <Button icon="zoom-out" aria-label={editorTexts.zoomOut} onClick={props.onZoomOut} />
          <Button className="me-toolbar__zoom" text={`${Math.round(scale * 100)}%`} onClick={props.onFit} aria-label={editorTexts.fit} />
          <Button icon="zoom-in" aria-label={editorTexts.zoomIn} onClick={props.onZoomIn} />
          <Tooltip content={editorTexts.fit} placement="bottom" hoverOpenDelay={300}>
            <Button icon="zoom-to-fit" aria-label={editorTexts.fit} onClick={props.onFit} />
          </Tooltip>
        </ButtonGroup>
      </div>

      {props.dateTools}

      <div className={saving ? 'me-toolbar__status me-toolbar__status--saving' : 'me-toolbar__status'} role="status" aria-live="polite">
        {saving ? <Spinner size={14} /> : <Icon icon="cloud-tick" size={14} />}
        <span>{saving ? editorTexts.saving : editorTexts.saved}</span>
      </div>
    </div>
  )
})
