import { describe, expect, it } from 'vitest'
import { chunk, uploadInChunks, type UploadProgress } from './chunked-upload'

describe('chunk', () => {
  it('splits into pieces of the given size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
    expect(chunk([], 500)).toEqual([])
    expect(() => chunk([1], 0)).toThrow(RangeError)
  })
})

describe('uploadInChunks', () => {
  it('sends chunk after chunk and reports progress after each', async () => {
    const items = Array.from({ length: 1200 }, (_, i) => i)
    const sizes: number[] = []
    const progress: UploadProgress[] = []
    const outcome = await uploadInChunks({
      items,
      send: async (part) => {
        sizes.push(part.length)
        return part.length
      },
      onProgress: (p) => progress.push(p),
    })
    expect(sizes).toEqual([500, 500, 200])
    expect(outcome).toEqual({ sent: 1200, results: [500, 500, 200] })
    expect(progress.map((p) => p.done)).toEqual([0, 500, 1000, 1200])
    expect(progress.at(-1)?.fraction).toBe(1)
  })

  it('stops at the first refused chunk and does not send the rest', async () => {
    const refusal = new Error('limit')
    let calls = 0
    const outcome = await uploadInChunks({
      items: Array.from({ length: 25 }, (_, i) => i),
      size: 10,
      send: async (_part, index) => {
        calls++
        if (index === 1) throw refusal
        return index
      },
    })
    expect(calls).toBe(2)
    expect(outcome).toEqual({ sent: 10, results: [0], error: refusal })
  })

  it('stops when aborted between chunks', async () => {
    const controller = new AbortController()
    const outcome = await uploadInChunks({
      items: [1, 2, 3, 4],
      size: 2,
      signal: controller.signal,
      send: async (part) => {
        controller.abort(new Error('closed'))
        return part
      },
    })
    expect(outcome.sent).toBe(2)
    expect(outcome.error).toBeInstanceOf(Error)
  })
})
