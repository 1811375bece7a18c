import { Button, ButtonGroup } from '@seats/sdk'
import { memo } from 'react'
import { editorTexts } from '../editor-texts'

interface ZoomControlsProps {
  scale: number
  onZoomIn(): void
  onZoomOut(): void
  onFit(): void
  /** When the whole hall is too small to read: its toggle takes the fit button's place. */
  overview: { shown: boolean; toggle(): void } | null
}

/** Zoom buttons floating over the map's corner, where map tools usually sit (and the toolbar keeps one row). */
export const ZoomControls = memo(function ZoomControls({
  scale,
  onZoomIn,
  onZoomOut,
  onFit,
  overview,
}: ZoomControlsProps) {
  return (
    <ButtonGroup
      className="me-zoom"
      role="group"
      aria-label={editorTexts.zoom}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <Button
        icon="zoom-in"
        aria-label={editorTexts.zoomIn}
        title={`${editorTexts.zoomIn} (+)`}
        onClick={onZoomIn}
      />
      <Button
        className="me-zoom__value"
        text={`${Math.round(scale * 100)}%`}
        onClick={onFit}
        // The visible figure is part of the name (WCAG 2.5.3): "100% התאמה למסך".
        aria-label={`${Math.round(scale * 100)}% ${editorTexts.fit}`}
        title={`${editorTexts.fit} (0)`}
      />
      <Button
        icon="zoom-out"
        aria-label={editorTexts.zoomOut}
        title={`${editorTexts.zoomOut} (−)`}
        onClick={onZoomOut}
      />
      {overview ? (
        <Button
          className="me-zoom__whole"
          icon="zoom-to-fit"
          text={editorTexts.wholeHall}
          title={editorTexts.wholeHallHint}
          active={overview.shown}
          aria-pressed={overview.shown}
          onClick={overview.toggle}
        />
      ) : (
        <Button
          icon="zoom-to-fit"
          aria-label={editorTexts.fit}
          title={`${editorTexts.fit} (0)`}
          onClick={onFit}
        />
      )}
    </ButtonGroup>
  )
})
