import { errorMessages } from '@seats/contracts'

/** Hebrew texts of the lobby screen. */
export const lobbyTexts = {
  title: 'מקומות פנויים',
  titleOf: (synagogue: string) => `מקומות פנויים · ${synagogue}`,
  loading: 'טוען את המפה…',
  freeCount: (n: number) =>
    n === 0 ? 'אין כרגע מקומות פנויים' : n === 1 ? 'מקום פנוי אחד' : `${n} מקומות פנויים`,
  welcome: 'אורחים יקרים, ברוכים הבאים. המקומות המסומנים בירוק פנויים לכם.',
  free: 'פנוי',
  taken: 'תפוס',
  row: (label: string) => `שורה ${label}`,
  freeList: 'המקומות הפנויים',
  freeInRow: (row: string, seats: string[]) => `שורה ${row}: ${seats.join(', ')}`,
  reconnecting: 'החיבור נותק. המפה תתעדכן כשיחזור.',
  updatedAt: (time: string) => `עודכן ${time}`,
  fullScreen: 'מסך מלא',
  invalid: errorMessages.lobby_link_invalid,
}
