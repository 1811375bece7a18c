import type { ComponentType } from 'react'
import type { IllustrationProps } from '../illustrations/IllustrationFrame'
import { PhoneReportIllustration } from '../illustrations/PhoneReportIllustration'
import { PrintedMapIllustration } from '../illustrations/PrintedMapIllustration'
import { SanctuaryIllustration } from '../illustrations/SanctuaryIllustration'
import { SeatMapIllustration } from '../illustrations/SeatMapIllustration'

export interface ShowcaseSlide {
  title: string
  text: string
  alt: string
  Picture: ComponentType<IllustrationProps>
}

/** The carousel's four pictures, in the order of a warden's week. */
export const showcaseSlides: readonly ShowcaseSlide[] = [
  {
    title: 'בונים את האולם פעם אחת',
    text: 'שורות, מעברים, ארון הקודש והבימה – בדיוק כמו אצלכם.',
    alt: 'איור של אולם בית כנסת: ארון קודש עם פרוכת, בימה, ושורות מושבים משני צדי המעבר',
    Picture: SanctuaryIllustration,
  },
  {
    title: 'מתפלל נוסע? שיחה אחת',
    text: 'מחייגים מכל טלפון, מאשרים בלחיצה, והמקום מתפנה.',
    alt: 'איור של טלפון עם מקשים, בועת דיבור עם סימן אישור ומושב שהפך לירוק',
    Picture: PhoneReportIllustration,
  },
  {
    title: 'רואים מה פנוי השבת',
    text: 'המקומות של מי שדיווח מסומנים בירוק, בזמן אמת.',
    alt: 'איור של מפת מושבים על המסך, כשהמקומות הפנויים מודגשים בירוק',
    Picture: SeatMapIllustration,
  },
  {
    title: 'מדפיסים ותולים על הדלת',
    text: 'A4 או A3, ואורחים מוצאים מקום בלי לשאול אף אחד.',
    alt: 'איור של דלת בית כנסת עם מזוזה ומפת מושבים מודפסת שמודבקת עליה',
    Picture: PrintedMapIllustration,
  },
]
