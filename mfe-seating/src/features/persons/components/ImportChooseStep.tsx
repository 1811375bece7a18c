import { Button, Callout, EmptyState } from '@seats/sdk'
import { useState, type DragEvent } from 'react'

interface ImportChooseStepProps {
  error: string | undefined
  busy: boolean
  onPickFile: () => void
  onDropFile: (file: File | undefined) => void
  onTemplate: () => void
  /** What the plan still takes, said before a file is chosen; undefined when it sets no limit. */
  roomText?: string
}

/** The first step: drop a file or pick one, or download the template; a file that could not be read says why. */
export function ImportChooseStep({
  error,
  busy,
  onPickFile,
  onDropFile,
  onTemplate,
  roomText,
}: ImportChooseStepProps) {
  const [dragging, setDragging] = useState(false)
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!busy) onDropFile(event.dataTransfer.files[0])
  }
  return (
    <>
      <div
        className={`import-drop${dragging ? ' import-drop--active' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <EmptyState
          icon="th-list"
          title="בחרו קובץ Excel או CSV"
          description={
            <>
              השורה הראשונה צריכה לכלול כותרות: <strong>שם פרטי</strong>, <strong>שם משפחה</strong> אם יש (או
              עמודה אחת של <strong>שם מלא</strong>) ו<strong>טלפון</strong>. אפשר גם כותרות באנגלית. לפני
              השמירה תוצג תצוגה מקדימה עם הבעיות בכל שורה.
            </>
          }
          action={
            <div className="import-drop__actions">
              <Button intent="primary" icon="folder-open" text="בחירת קובץ" onClick={onPickFile} />
              <Button variant="minimal" icon="download" text="קובץ לדוגמה" onClick={onTemplate} />
            </div>
          }
        />
        <p className="import-drop__hint">או גררו לכאן את הקובץ</p>
      </div>
      {roomText ? (
        <Callout intent="primary" icon="people" compact className="import-dialog__callout">
          {roomText}
        </Callout>
      ) : null}
      {error ? (
        <Callout intent="danger" icon="error" className="import-dialog__callout" role="alert">
          {error}
        </Callout>
      ) : null}
    </>
  )
}
