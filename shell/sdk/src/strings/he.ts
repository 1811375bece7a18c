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
  personsBulkFailure: 'הוספת אנשים נכשלה',
  reportDeleted: 'דיווח נמחק',
  /** The seed's wording; a worshipper recorded as a woman gets the feminine verb. */
  reportCreated: (personName: string, dateName: string, gender?: 'male' | 'female' | null) =>
    `${personName} ${gender === 'female' ? 'הוסיפה' : 'הוסיף'} דיווח ל${dateName}`,
  /** A report the warden entered: the worshipper did not call, so the toast does not say they did. */
  reportEntered: (personName: string, dateName: string) => `נרשם דיווח עבור ${personName} ל${dateName}`,
  reportReceived: 'התקבל דיווח חדש',
  leadSendFailure: 'שגיאה בשליחת ההודעה',
  leadSentTitle: 'ההודעה נשלחה בהצלחה',
  leadSentDetail: 'נחזור אליכם בהקדם',
  communicationAddFailure: 'הוספת התקשורת נכשלה',
  communicationEditFailure: 'עריכת התקשורת נכשלה',
} as const

const count = new Intl.NumberFormat('he-IL')

/** Counts of worshippers as Hebrew says them: one is "מתפלל אחד" (the number after the noun, the verb singular). */
export const countTexts = {
  worshippers: (n: number) => (n === 1 ? 'מתפלל אחד' : `${count.format(n)} מתפללים`),
  added: (n: number) => (n === 1 ? 'נוסף מתפלל אחד' : `נוספו ${count.format(n)} מתפללים`),
  deleted: (n: number) => (n === 1 ? 'נמחק מתפלל אחד' : `נמחקו ${count.format(n)} מתפללים`),
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
  trialEnding: (when: string) =>
    `תקופת הניסיון מסתיימת ${when}. אפשר להזין אמצעי תשלום כבר עכשיו: החיוב הראשון רק אחרי סופה`,
  subscriptionExpired: 'משתמש יקר, המנוי שלך הסתיים',
  guest: 'אתה גולש כאורח. כדי לשמור את עבודתך ולהנות מכל התכונות, אנא הירשם.',
  guestRegister: 'הירשם עכשיו',
  enterPaymentMethod: 'הזנת אמצעי תשלום',
  dismiss: 'סגירת ההודעה',
  offline: 'לא מחובר',
  offlineSyncedAt: (time: string) => `לא מחובר · מעודכן ל-${time}`,
  offlineDetail:
    'מוצג המידע מהסנכרון האחרון. אפשר לצפות במפה, במקומות הפנויים ובמתפללים; העריכה תחזור כשהחיבור יחזור.',
} as const

/** The payment dialog, the subscription screen and the offer to pay after a 402 (seed §3, §5, §9). */
export const billingTexts = {
  dialogTitle: 'הזנת אמצעי תשלום',
  changeCardTitle: 'החלפת כרטיס',
  planPeople: (maxPeople: number) => `עד ${maxPeople} מתפללים`,
  planPrice: (shekels: string) => `${shekels} לחודש`,
  planPriceYearly: (shekels: string) => `${shekels} לשנה`,
  renewsMonthly: 'מתחדש מדי חודש',
  renewsYearly: 'מתחדש מדי שנה',
  firstCharge: (date: string) => `החיוב הראשון: ${date}`,
  cardNumber: 'מספר כרטיס',
  expiration: 'תוקף',
  expirationMonth: 'חודש',
  expirationYear: 'שנה',
  cvv: 'CVV (3 ספרות)',
  citizenId: 'תעודת זהות',
  submit: 'שמירת אמצעי התשלום',
  cancel: 'ביטול',
  secureNote: 'פרטי הכרטיס עוברים ישירות לחברת הסליקה ואינם נשמרים אצלנו.',
  cardNumberRequired: 'יש להזין מספר כרטיס',
  cardNumberInvalid: 'מספר הכרטיס אינו תקין',
  monthRequired: 'יש להזין חודש',
  monthInvalid: 'חודש בין 01 ל-12',
  yearRequired: 'יש להזין שנה',
  yearInvalid: 'שנה בת 4 ספרות',
  cardExpired: 'תוקף הכרטיס עבר',
  cvvRequired: 'יש להזין CVV',
  cvvInvalid: 'CVV בן 3 או 4 ספרות',
  citizenIdRequired: 'יש להזין תעודת זהות',
  citizenIdInvalid: 'מספר תעודת הזהות אינו תקין',
  scriptFailed: 'לא ניתן לטעון את רכיב התשלום. נסו שוב בעוד רגע.',
  tokenFailed: 'פרטי הכרטיס לא אושרו. בדקו אותם ונסו שוב.',
  loadFailed: 'לא ניתן לטעון את פרטי המנוי',
  retry: 'נסו שוב',
  offerPayment: 'להזנת אמצעי תשלום',
  pageTitle: 'מנוי ותשלומים',
  guestNote: 'לחשבון אורח אין מנוי. אחרי ההרשמה אפשר להפעיל מנוי ולנהל כאן את התשלומים.',
  plan: 'המסלול',
  state: 'מצב המנוי',
  trialUntil: 'תקופת הניסיון עד',
  paidUntil: 'בתוקף עד',
  nextCharge: 'החיוב הבא',
  card: 'אמצעי תשלום',
  cardEndingIn: (digits: string, expiry: string | null) =>
    expiry ? `כרטיס המסתיים ב-${digits}, בתוקף עד ${expiry}` : `כרטיס המסתיים ב-${digits}`,
  noCard: 'לא הוזן כרטיס',
  paymentConfirming: 'התשלום בבדיקה',
  paymentConfirmed: 'התשלום אושר, והמנוי פעיל',
  paymentDeclinedLate: 'התשלום לא אושר',
  tryAnotherCard: 'אפשר לנסות כרטיס אחר',
  paymentNotMade: 'התשלום לא בוצע, ולא חויבתם',
  tryAgain: 'אפשר לנסות שוב',
  enterPaymentMethod: 'הזנת אמצעי תשלום',
  changeCard: 'החלפת כרטיס',
  cancelSubscription: 'ביטול המנוי',
  cancelConfirmText: (paidUntil: string) =>
    `המנוי יבוטל ולא יבוצעו חיובים נוספים. הזמן ששולם נשמר עד ${paidUntil}.`,
  cancelConfirmTextNoDate: 'המנוי יבוטל ולא יבוצעו חיובים נוספים.',
  keepSubscription: 'השארת המנוי',
  cancelSuccess: 'המנוי בוטל',
  cancelFailure: 'ביטול המנוי נכשל',
  payments: 'היסטוריית תשלומים',
  noValue: '—',
  guestTitle: 'אין מנוי לחשבון אורח',
  register: 'הרשמה',
  paymentsEmpty: 'עדיין אין תשלומים',
  date: 'תאריך',
  amount: 'סכום',
  status: 'סטטוס',
  receipt: 'קבלה',
  plansTitle: 'בחירת מסלול',
  plansNote:
    'המסלול קובע כמה מתפללים אפשר לרשום. שדרוג חל מיד (וחיוב יחסי על יתרת התקופה), הקטנה חלה מהחיוב הבא.',
  periodMonthly: 'חודשי',
  periodYearly: 'שנתי (מוזל)',
  billingPeriod: 'תקופת חיוב',
  planOption: (maxPeople: number, price: string) => `עד ${maxPeople} מתפללים · ${price}`,
  currentPlan: 'המסלול הנוכחי',
  choosePlan: 'מעבר למסלול',
  planApplied: (maxPeople: number) => `המסלול עודכן: עד ${maxPeople} מתפללים`,
  planUpgraded: (maxPeople: number, charged: string) =>
    `המסלול שודרג: עד ${maxPeople} מתפללים. חויבתם ${charged} על יתרת התקופה`,
  planScheduled: (maxPeople: number, date: string) =>
    `המסלול יוחלף לעד ${maxPeople} מתפללים ב־${date}, עם החיוב הבא`,
  planScheduledNote: (maxPeople: number, date: string) => `מ־${date}: עד ${maxPeople} מתפללים`,
  planFailed: 'החלפת המסלול נכשלה',
  yearlySaving: (percent: number) => `חיסכון ${percent}%`,
  noPlans: 'עדיין לא הוגדרו מסלולים',
  documents: 'מסמכים (קבלות)',
  documentsNote: 'כל קבלה שהונפקה על תשלום, להורדה.',
  documentLink: (date: string) => `הורדת הקבלה מ־${date}`,
  detailsTitle: 'פרטים לקבלה',
  detailsNote: 'הפרטים שיופיעו על הקבלות: השם המשפטי של בית הכנסת, מספר העמותה או החברה, כתובת ואימייל.',
  legalName: 'השם המשפטי',
  entityType: 'סוג התאגיד',
  entityNumber: 'מספר התאגיד (ע״ר / ח.פ.)',
  address: 'כתובת',
  billingEmail: 'אימייל לקבלות',
  saveDetails: 'שמירת הפרטים',
  detailsSaved: 'פרטי הקבלה נשמרו',
  detailsSavedLater: 'פרטי הקבלה נשמרו, ויועברו לחברת הסליקה בדקות הקרובות',
  detailsFailed: 'שמירת פרטי הקבלה נכשלה',
} as const

export const errorTexts = {
  network: 'לא ניתן להתחבר לשרת. בדקו את החיבור לאינטרנט ונסו שוב.',
  offlineEdit: 'אין חיבור לאינטרנט, ולכן אי אפשר לשמור שינויים כרגע. העריכה תחזור כשהחיבור יחזור.',
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

/** A screen's loading, failed and empty states. */
export const screenStateTexts = {
  retry: 'ניסיון נוסף',
} as const

/** The footer of an add/edit form dialog. */
export const formDialogTexts = {
  cancel: 'ביטול',
  add: 'הוספה',
  save: 'שמירה',
} as const
