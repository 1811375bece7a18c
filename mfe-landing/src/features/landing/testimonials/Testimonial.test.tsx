// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RevealRefreshContext } from '../motion/reveal-context'
import { CONTINUE_READING, Testimonial } from './Testimonial'

afterEach(cleanup)

const paragraphs = ['פסקה ראשונה', 'פסקה שנייה']

describe('Testimonial', () => {
  it('caps a long testimony until “continue reading”, then expands, hides the button and refreshes the scroll animations', async () => {
    const refresh = vi.fn()
    render(
      <RevealRefreshContext.Provider value={refresh}>
        <Testimonial name="ר׳ משה" initials="מ" role="גבאי" paragraphs={paragraphs} collapsedHeight="24rem" />
      </RevealRefreshContext.Provider>,
    )
    const body = screen.getByTestId('testimonial-body')
    expect(body.style.maxHeight).toBe('24rem')
    const button = screen.getByRole('button', { name: CONTINUE_READING })
    expect(button.getAttribute('aria-controls')).toBe(body.id)
    fireEvent.click(button)
    expect(screen.queryByRole('button', { name: CONTINUE_READING })).toBeNull()
    expect(body.style.maxHeight).toBe('')
    expect(body.className).not.toContain('collapsed')
    expect(document.activeElement).toBe(body)
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce())
  })

  it('shows a short testimony whole, with no button', () => {
    render(<Testimonial name="דוד" initials="ד" role="גבאי" paragraphs={['קצר']} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByTestId('testimonial-body').style.maxHeight).toBe('')
  })
})
