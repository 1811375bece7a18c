import { NonIdealState } from '@blueprintjs/core'
import { mapPath, PageFrame, session, useSession } from '@seats/sdk'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'

/** /map/:id? — remembers the map it shows as lastMapId, so '/' and the top bar come back to it. */
export function MapPage() {
  const { id } = useParams()
  const { lastMapId } = useSession()

  useEffect(() => {
    if (id) session.setLastMapId(id)
  }, [id])

  if (!id) {
    return (
      <PageFrame title="מפה" subtitle="מפת המושבים של בית הכנסת והמקומות הפנויים לתאריך שנבחר.">
        <NonIdealState
          icon="grid-view"
          title="לא נבחרה מפה"
          description="בוחרים מפה מרשימת המפות, או יוצרים מפה חדשה של בית הכנסת."
          action={
            <div className="seating-actions">
              <Link to="/maps" className="bp6-button bp6-intent-primary">
                לרשימת המפות
              </Link>
              {lastMapId ? (
                <Link to={mapPath(lastMapId)} className="bp6-button bp6-outlined">
                  המפה האחרונה
                </Link>
              ) : null}
            </div>
          }
        />
      </PageFrame>
    )
  }

  return (
    <PageFrame title="מפה" subtitle={`מפה מספר ${id}`}>
      <NonIdealState
        icon="grid-view"
        title="מפת המושבים"
        description="השורות, המעברים והמתפללים בכל מושב מוצגים כאן, יחד עם המקומות הפנויים לתאריך שנבחר."
      />
    </PageFrame>
  )
}
