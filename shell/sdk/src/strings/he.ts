/**
 * The product's Hebrew interface texts in one place. Texts the specification quotes in Hebrew are
 * copied word for word; the rest are ours and follow the same voice.
 */

export const toastTexts = {
  updateSuccess: 'העדכון בוצע בהצלחה',
  updateFailure: 'העדכון נכשל',
  addUserSuccess: 'הוספת משתמש בוצעה בהצלחה',
  addUserFailure: 'הוספת משתמש נכשלה',
  addPaymentMethodSuccess: 'הוספת אמצעי תשלום בוצעה בהצלחה',
  addPaymentMethodFailure: 'הוספת אמצעי תשלום נכשלה',
  deleteSuccess: 'נמחק בהצלחה',
  deleteFailure: 'שגיאה במחיקה',
  emailSent: 'המייל נשלח!',
  emailFailure: 'שגיאה בשליחת המייל',
  unexpectedError: 'אירעה שגיאה בלתי צפויה.',
  registrationInvalid: 'שגיאת הרשמה',
  registrationFailureTitle: 'שגיאה בהרשמה',
  registrationFailureDetail: 'אירעה שגיאה בעת הרשמה',
  demoFailureTitle: 'שגיאה',
  demoFailureDetail: 'הכניסה להדגמה נכשלה. נסו שוב מאוחר יותר.',
  personsBulkSuccess: 'הוספת אנשים בוצעה בהצלחה',
  personsBulkFailure: 'הוספת אנשים נכשלה',
  reportDeleted: 'דיווח נמחק',
  reportCreated: (personName: string, dateName: string) => `${personName} הוסיף דיווח ל${dateName}`,
  reportReceived: 'התקבל דיווח חדש',
  leadSendFailure: 'שגיאה בשליחת ההודעה',
  leadSentTitle: 'ההודעה נשלחה בהצלחה',
  leadSentDetail: 'נחזור אליכם בהקדם',
  communicationAddFailure: 'הוספת התקשורת נכשלה',
  communicationEditFailure: 'עריכת התקשורת נכשלה',
} as const

export const confirmTexts = {
  deleteTitle: 'מחיקה',
  deleteRecord: 'האם אתה בטוח שברצונך למחוק את הרשומה?',
  deleteNamed: (name: string) => `האם אתה בטוח שברצונך למחוק את ${name}?`,
  confirm: 'מחק',
  cancel: 'ביטול',
} as const

export const bannerTexts = {
  lateTrial: 'משתמש יקר, הנך נמצא בתקופת ניסיון בחינם שתסתיים',
  trialExpired: 'משתמש יקר, תקופת הניסיון שלך הסתיימה',
  subscriptionExpired: 'משתמש יקר, המנוי שלך הסתיים',
  guest: 'אתה גולש כאורח. כדי לשמור את עבודתך ולהנות מכל התכונות, אנא הירשם.',
  guestRegister: 'הירשם עכשיו',
  enterPaymentMethod: 'הזנת אמצעי תשלום',
  dismiss: 'סגירת ההודעה',
} as const

export const tourTexts = {
  phoneRequired: 'יש להזין מספר טלפון',
} as const

export const errorTexts = {
  network: 'לא ניתן להתחבר לשרת. בדקו את החיבור לאינטרנט ונסו שוב.',
  badResponse: 'התקבלה תשובה לא צפויה מהשרת. נסו שוב בעוד רגע.',
  remoteUnavailable: 'לא ניתן לטעון את החלק הזה של המערכת כרגע',
  remoteUnavailableDetail: 'ייתכן שהשרת מתעדכן או שהחיבור לאינטרנט נותק. שאר המערכת ממשיכה לעבוד.',
  remoteCrashed: 'אירעה תקלה בהצגת החלק הזה של המערכת',
  remoteCrashedDetail: 'אפשר לטעון את הדף מחדש. אם התקלה חוזרת, פנו אלינו.',
  reload: 'טעינה מחדש',
  notFoundTitle: 'הדף לא נמצא',
  notFoundDetail: 'הכתובת שהגעתם אליה אינה קיימת במערכת.',
  backHome: 'לדף הבית',
} as const
