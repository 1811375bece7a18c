import { NonIdealState } from '@blueprintjs/core'
import { PageFrame } from '@seats/sdk'

export function UsersPage() {
  return (
    <PageFrame title="משתמשים" subtitle="כל החשבונות במערכת: בתי כנסת, מנויים ותקופות ניסיון.">
      <NonIdealState
        icon="people"
        title="ניהול משתמשים"
        description="כאן מנהלים את המשתמשים: הוספה, עריכה, הארכת מנוי, מחיקה ושליחת מייל."
      />
    </PageFrame>
  )
}
