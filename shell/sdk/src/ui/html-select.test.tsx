// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HTMLSelect } from '../blueprint'

describe('HTMLSelect', () => {
  it('announces the select by its label, and its arrow not at all (no English "Open dropdown")', () => {
    const { container } = render(
      <label>
        מיון
        <HTMLSelect options={['שם', 'תאריך']} />
      </label>,
    )
    expect(screen.getByRole('combobox', { name: 'מיון' })).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.textContent).not.toContain('Open dropdown')
    expect(container.querySelector('[data-icon]')?.closest('[aria-hidden="true"]')).toBeTruthy()
  })
})
