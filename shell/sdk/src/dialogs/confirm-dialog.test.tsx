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
})
