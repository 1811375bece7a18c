import { describe, expect, it } from 'vitest'
import { PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE } from '@seats/contracts'
import { ApiError } from '@seats/sdk'
import { refusalReason } from './server-refusal'

describe("the server's reason for a refused chunk", () => {
  it('points at the file lines of rows refused for a phone a synagogue of a like name has', () => {
    const error = new ApiError(409, 'synagogue_name_confusable', 'x', [
      { field: '1.phone', message: `שורה 2, טלפון: ${PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE}` },
    ])
    const reason = refusalReason(error, [10, 11, 12])
    expect(reason.message).toBe('השרת דחה את שורה 11 בקובץ.')
    expect([...reason.lines]).toEqual([[11, `טלפון: ${PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE}`]])
  })
})
