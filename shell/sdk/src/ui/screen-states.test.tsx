// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState, LoadFailedState } from './screen-states'

describe('screen states', () => {
  it('title an empty or failed screen with an h2, next in the outline under the screen’s h1', () => {
    render(
      <>
        <h1>דיווחים</h1>
        <EmptyState icon="inbox" title="אין דיווחים לתאריך הזה" description="דיווח חדש יופיע כאן מיד." />
        <LoadFailedState title="לא ניתן לטעון" error="השירות אינו זמין" />
      </>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'אין דיווחים לתאריך הזה' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'לא ניתן לטעון' })).toBeTruthy()
    expect(screen.queryAllByRole('heading', { level: 4 })).toEqual([])
    expect(screen.getByText('דיווח חדש יופיע כאן מיד.')).toBeTruthy()
  })
})
