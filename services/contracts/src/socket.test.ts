import { describe, expect, it } from 'vitest'
import { accountRoom, SOCKET_JWT_EXPIRED, SOCKET_UNAUTHORIZED, socketIoRedisKey } from './socket'

describe('realtime contract', () => {
  it("refuses an expired token with the seed's exact message", () => {
    expect(SOCKET_JWT_EXPIRED).toBe('jwt expired')
    expect(SOCKET_UNAUTHORIZED).not.toBe(SOCKET_JWT_EXPIRED)
  })
  it('names rooms and the Redis key per account and per system', () => {
    expect(accountRoom(7)).toBe('account:7')
    expect(socketIoRedisKey('seats')).toBe('seats:socket.io')
  })
})
