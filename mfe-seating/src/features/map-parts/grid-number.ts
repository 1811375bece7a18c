/** A whole number typed into a grid field, checked in Hebrew; `max` names what it may not pass. */
export function checkGridNumber(
  raw: string,
  max: { value: number; text: string },
): { ok: true; value: number } | { ok: false; message: string } {
  const text = raw.trim()
  if (!text) return { ok: false, message: 'שדה חובה' }
  const value = Number(text)
  if (!Number.isInteger(value)) return { ok: false, message: 'יש להזין מספר שלם' }
  if (value < 1) return { ok: false, message: 'המספר הקטן ביותר הוא 1' }
  if (value > max.value) return { ok: false, message: max.text }
  return { ok: true, value }
}

export const rowsText = (rows: number) => `במפה ${rows} שורות`
export const colsText = (cols: number) => `במפה ${cols} עמודות`
