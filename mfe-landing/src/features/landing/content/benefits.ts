import type { LineIconName } from '../illustrations/LineIcon'

export interface Benefit {
  icon: LineIconName
  title: string
  text: string
}

export const benefits: readonly Benefit[] = [
  {
    icon: 'guests',
    title: 'אורחים לא נשארים לעמוד מאחור',
    text: 'המפה המודפסת מראה לכל אורח איפה לשבת, עוד לפני קבלת שבת, בלי לחפש את הגבאי.',
  },
  {
    icon: 'phone',
    title: 'דיווח בשיחת טלפון אחת',
    text: 'בלי אפליקציה ובלי סיסמה, מכל טלפון – גם כשר. המערכת מזהה את המתפלל לפי המספר.',
  },
  {
    icon: 'live',
    title: 'המפה מתעדכנת מעצמה',
    text: 'כל דיווח מופיע במפה כשהשיחה מסתיימת, גם אם המפה פתוחה אצל גבאי אחר.',
  },
  {
    icon: 'bell',
    title: 'תזכורת אוטומטית ביום שישי',
    text: 'המערכת מתקשרת למתפללים ומזכירה לדווח. מי שכבר דיווח לא מקבל שיחה.',
  },
  {
    icon: 'grid',
    title: 'מפה שבונים פעם אחת',
    text: 'שורות, מעברים, ארון הקודש והבימה. גוררים כל מתפלל למקומו, וזה נשאר לכל השנה.',
  },
  {
    icon: 'calendar',
    title: 'שבתות, חגים ואירועים',
    text: 'שם הפרשה והתאריך העברי מופיעים מעצמם, וחגים מלוח השנה נוספים בלחיצה.',
  },
]
