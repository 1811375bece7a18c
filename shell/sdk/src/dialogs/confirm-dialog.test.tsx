// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { confirmDelete, confirmDialog } from './confirm-dialog'

describe('confirm dialog', () => {
  it("asks with the seed's delete texts and resolves true on 'מחק'", async () => {
    const answer = confirmDelete()
    await screen.findByText('האם אתה בטוח שברצונך למחוק את הרשומה?')
    expect(screen.getByText('מחיקה')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'מחק' }))
    await expect(answer).resolves.toBe(true)
    await waitFor(() => expect(screen.queryByText('מחיקה')).toBeNull())
  })

  it("names the record when given a name, and resolves false on 'ביטול'", async () => {
    const answer = confirmDelete('יוסי כהן')
    await screen.findByText('האם אתה בטוח שברצונך למחוק את יוסי כהן?')
    fireEvent.click(screen.getByRole('button', { name: 'ביטול' }))
    await expect(answer).resolves.toBe(false)
  })

  it('takes other texts for other questions', async () => {
    const answer = confirmDialog({
      title: 'התנתקות',
      text: 'לצאת מהמערכת?',
      confirmText: 'יציאה',
      intent: 'primary',
    })
    await screen.findByText('לצאת מהמערכת?')
    fireEvent.click(screen.getByRole('button', { name: 'יציאה' }))
    await expect(answer).resolves.toBe(true)
  })

  it('waits for the typed name before it deletes, with the focus on the cancel button', async () => {
    const answer = confirmDialog({
      title: 'מחיקת אהל משה',
      text: 'האם אתה בטוח שברצונך למחוק את אהל משה?',
      details: ['המנוי יבוטל'],
      typeToConfirm: { label: 'לאישור, הקלידו את השם: אהל משה', value: 'אהל משה' },
    })
    await screen.findByText('המנוי יבוטל')
    const confirm = screen.getByRole('button', { name: 'מחק' }) as HTMLButtonElement
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ביטול' })))
    expect(confirm.disabled).toBe(true)
    const typed = screen.getByLabelText('לאישור, הקלידו את השם: אהל משה')
    fireEvent.change(typed, { target: { value: 'אהל' } })
    expect(confirm.disabled).toBe(true)
    fireEvent.change(typed, { target: { value: ' אהל  משה ' } })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    await expect(answer).resolves.toBe(true)
  })
})
