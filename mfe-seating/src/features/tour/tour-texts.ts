import { tourTexts as sdkTourTexts } from '@seats/sdk'
import type { TourStepId } from './tour-flow'

interface StepText {
  title: string
  body: string
}

type StepTexts = Record<Exclude<TourStepId, 'call'>, StepText> & {
  call: { title: string; body: (display: string) => string }
}

const steps: StepTexts = {
  createMap: {
    title: 'יצירת מפה',
    body: 'מתחילים במפה של אולם התפילה: שם, מספר השורות ומספר המקומות בכל שורה. אפשר לשנות הכול גם אחר כך.',
  },
  aisles: {
    title: 'בניית המעברים',
    body: 'בחרו בכלי "מעברים" ולחצו על מספר של עמודה (או על אות של שורה) כדי להפוך אותה למעבר. המקומות ימוספרו מחדש בדילוג על המעברים.',
  },
  worshippers: {
    title: 'העלאת המתפללים',
    body: 'במסך המתפללים מייבאים קובץ Excel (שם ומספר טלפון) או מוסיפים מתפללים אחד אחד. הוסיפו גם את עצמכם, עם הטלפון שלכם, כדי לנסות את הדיווח הטלפוני.',
  },
  drag: {
    title: 'הושבת המתפללים',
    body: 'גררו כל מתפלל מהרשימה אל המקום שלו במפה. מתפלל יכול להחזיק כמה מקומות, ובמקום אחד יכולים לשבת כמה מתפללים.',
  },
  call: {
    title: 'דיווח בטלפון',
    body: (display) =>
      `עכשיו הרגע הקסום: התקשרו מהטלפון שלכם ל־${display} ודווחו שהמקום שלכם פנוי. המקום יתפנה כאן במפה מול העיניים.`,
  },
}

/** Users who completed the demo already saw a seeded map: the texts say so. */
const afterDemo: StepTexts = {
  createMap: {
    title: 'המפה של בית הכנסת שלכם',
    body: 'בהדגמה ראיתם מפה מוכנה. עכשיו יוצרים את המפה של האולם שלכם: שם, מספר השורות ומספר המקומות בכל שורה.',
  },
  aisles: {
    title: 'המעברים שלכם',
    body: 'בדיוק כמו בהדגמה: בחרו בכלי "מעברים" ולחצו על מספר של עמודה או על אות של שורה כדי לסמן מעבר. המספור מתעדכן לבד.',
  },
  worshippers: {
    title: 'המתפללים שלכם',
    body: 'מייבאים את רשימת המתפללים מקובץ Excel או מוסיפים ידנית במסך המתפללים. הוסיפו גם את עצמכם, כדי שתוכלו לדווח מהטלפון.',
  },
  drag: {
    title: 'כל מתפלל למקומו',
    body: 'כמו שראיתם בהדגמה, גוררים כל מתפלל מהרשימה אל המקום שלו במפה.',
  },
  call: {
    title: 'הדיווח הראשון שלכם',
    body: (display) =>
      `התקשרו ל־${display} מהטלפון שלכם ודווחו שהמקום פנוי, והוא יתפנה כאן במפה, הפעם בבית הכנסת שלכם.`,
  },
}

export const tourTexts = {
  welcome: 'ברוכים הבאים למקום פנוי!',
  welcomeDetail:
    'חמישה צעדים קצרים: בונים את מפת בית הכנסת, מושיבים את המתפללים, ורואים איך דיווח בטלפון מפנה מקום במפה.',
  welcomeBack: 'ברוכים השבים! הפעם זה בית הכנסת שלכם',
  welcomeBackDetail: 'אותם חמישה צעדים שראיתם בהדגמה, עם המפה והמתפללים שלכם.',
  stepsFor: (hasCompletedDemo: boolean): StepTexts => (hasCompletedDemo ? afterDemo : steps),
  progress: (step: number, total: number) => `שלב ${step} מתוך ${total}`,
  next: 'הבא',
  back: 'הקודם',
  skip: 'דילוג על ההדרכה',
  skipTitle: 'לדלג על ההדרכה?',
  skipText: 'ההדרכה לא תוצג שוב. כל מה שבניתם נשמר, ואפשר להמשיך לבד בכל עת.',
  skipConfirm: 'דילוג',
  skipCancel: 'המשך ההדרכה',
  stepsLabel: 'הדרכה',
  aislesAnimation: 'הדגמה: לחיצה על מספר העמודה הופכת אותה למעבר',
  phoneLoading: 'טוען את מספר הטלפון…',
  phoneUnavailable: 'מספר מערכת הטלפון אינו זמין כרגע. נסו שוב בעוד רגע.',
  callNow: (display: string) => `חיוג ל־${display}`,
  waitingForCall: 'ממתינים לדיווח שלכם…',
  guestPhoneLabel: 'הטלפון שממנו תתקשרו',
  guestPhoneHelp: 'כך נזהה את הדיווח שלכם. המספר צריך להופיע גם ברשימת המתפללים.',
  guestPhoneSave: 'שמירה',
  guestPhoneSaved: 'נשמר. עכשיו התקשרו ודווחו.',
  phoneRequired: sdkTourTexts.phoneRequired,
  phoneInvalid: 'מספר טלפון לא תקין',
  endTitle: 'כל הכבוד! המקום שלכם התפנה',
  endRegisteredTitle: 'נרשמתם בהצלחה. המערכת שלכם מוכנה',
  endBody: (display: string | null) =>
    `זה בדיוק מה שיקרה בכל שבוע: מתפלל שנוסע מתקשר${display ? ` ל־${display}` : ' למערכת הטלפון'}, מדווח, והמקום שלו מתפנה אצלכם במפה מיד.`,
  endFriday:
    'ביום שישי מדפיסים את המפה (כפתור "הדפסה" שבראש המפה) ותולים אותה בכניסה: המקומות הפנויים מסומנים בה, והאורחים יודעים בדיוק איפה לשבת. בכל יום שישי המערכת גם מתקשרת להזכיר למתפללים לדווח.',
  endGuest: 'אתם גולשים כאורחים. כדי לשמור את המפה ואת המתפללים ולהמשיך להשתמש במערכת, הירשמו עכשיו.',
  register: 'להרשמה',
  close: 'סיום',
  demoHint: (display: string) =>
    `התקשרו עכשיו ל־${display} מהטלפון שהזנתם ודווחו שהמקום שלכם פנוי — תראו אותו מתפנה כאן במפה.`,
  demoHintTitle: 'נסו את הדיווח הטלפוני',
  dismiss: 'סגירה',
} as const
