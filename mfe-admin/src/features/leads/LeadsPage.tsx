import { NonIdealState } from '@blueprintjs/core'
import { PageFrame } from '@seats/sdk'

export function LeadsPage() {
  return (
    <PageFrame title="לידים" subtitle="פניות מטופס יצירת הקשר ומכניסות להדגמה.">
      <NonIdealState
        icon="inbox"
        title="עדיין אין לידים"
        description="כל פנייה מדף הנחיתה נשמרת כאן עם הסטטוס שלה והיסטוריית ההתקשרות."
      />
    </PageFrame>
  )
}
