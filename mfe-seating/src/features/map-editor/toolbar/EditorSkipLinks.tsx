import { SkipLink } from '@seats/sdk'
import { editorTexts } from '../editor-texts'
import { WORSHIPPERS_LIST_ID } from '../worshippers/WorshippersPanel'

/** Links past the toolbar for the keyboard: to the map's grid, or to the worshippers list. */
export function EditorSkipLinks({ gridId }: { gridId: string }) {
  return (
    <nav className="me-skip" aria-label={editorTexts.skipLinks}>
      <SkipLink target={gridId}>{editorTexts.skipToMap}</SkipLink>
      <SkipLink target={WORSHIPPERS_LIST_ID} fallback=".me-worshippers input">
        {editorTexts.skipToWorshippers}
      </SkipLink>
    </nav>
  )
}
