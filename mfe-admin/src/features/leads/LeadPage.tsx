import { NonIdealState } from '@blueprintjs/core'
import { PageFrame } from '@seats/sdk'
import { Link, useParams } from 'react-router-dom'

export function LeadPage() {
  const { id } = useParams()
  return (
    <PageFrame
      title="ליד"
      subtitle={`ליד מספר ${id ?? ''}`}
      actions={
        <Link to="/leads" className="bp6-button bp6-outlined">
          חזרה ללידים
        </Link>
      }
    >
      <NonIdealState
        icon="id-number"
        title="פרטי הליד"
        description="פרטי הקשר, הסטטוס וכל ההתקשרויות עם הליד, מהחדשה לישנה."
      />
    </PageFrame>
  )
}
