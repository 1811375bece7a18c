import { Button } from '@seats/sdk'
import type { ElementKind } from '@seats/contracts'
import { editorTexts } from '../editor-texts'
import type { EditorTool } from '../selection/selection'

/** The line under the map: the worshipper waiting for a seat (with a way to let them go), else the tool's hint. */
export function EditorHint(props: {
  tool: EditorTool
  placing: ElementKind | null
  phone: boolean
  /** A viewer's map: the tools' hints would tell them to do what they may not. */
  readOnly?: boolean
  /** The picked worshipper's name, while one waits for a seat. */
  pickedName: string | null
  onDropPick(): void
}) {
  const { tool, placing, phone, pickedName } = props
  if (pickedName !== null)
    return (
      <div className="me-pick" role="status">
        <span>{editorTexts.pickedHint(pickedName)}</span>
        <Button size="small" variant="minimal" icon="cross" onClick={props.onDropPick}>
          {editorTexts.cancelPick}
        </Button>
      </div>
    )
  const hint = props.readOnly
    ? editorTexts.viewOnlyHint
    : placing
      ? editorTexts.placeElementHint(editorTexts.elementKind(placing))
      : tool === 'seat'
        ? phone
          ? editorTexts.toolSeatHintTouch
          : editorTexts.toolSeatHint
        : tool === 'aisle'
          ? editorTexts.toolAisleHint
          : tool === 'accessible'
            ? editorTexts.toolAccessibleHint
            : editorTexts.toolBlockedHint
  return (
    <div className="me-hint" aria-hidden>
      {hint}
    </div>
  )
}
