import { PageFrame, EmptyState } from '@seats/sdk'
import { routesDemoRoute } from './routes-demo'

export default function RoutesDemoPage() {
  return (
    <PageFrame title={routesDemoRoute.title} subtitle="מסך שנוסף בגרסת ניסיון של חלק הניהול בלבד.">
      <EmptyState
        icon="lab-test"
        title="המסך נוסף בלי לבנות מחדש את המעטפת"
        description="הנתיב, הכותרת, ההרשאה והקישור בסרגל העליון באים מהגדרת המסכים של חלק הניהול."
      />
    </PageFrame>
  )
}
