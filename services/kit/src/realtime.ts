import {
  accountRoom,
  cuesLobby,
  lobbyRoom,
  socketIoRedisKey,
  type ServerToClientEvents,
} from '@seats/contracts'
import type { Logger } from './logger'
import type { Redis } from './redis'
import { Emitter } from '@socket.io/redis-emitter'

/** Pushes changes to the browsers of one account through the realtime server's Redis adapter. */
export interface Realtime {
  emit<E extends keyof ServerToClientEvents>(
    accountId: number,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void
}

export function createRealtime(redis: Redis, redisPrefix: string, log: Logger): Realtime {
  // The emitter drops publish()'s promise; a failed publish must not become an unhandled rejection.
  const client = {
    publish: (channel: string, message: Buffer | string) =>
      redis.publish(channel, message).catch((err: unknown) => {
        log.warn({ err, channel }, 'realtime publish failed')
        return 0
      }),
  }
  const emitter = new Emitter<ServerToClientEvents>(client, { key: socketIoRedisKey(redisPrefix) })
  return {
    emit(accountId, event, ...args) {
      try {
        emitter.to(accountRoom(accountId)).emit(event, ...args)
        if (cuesLobby(event)) emitter.to(lobbyRoom(accountId)).emit('lobbyChanged')
      } catch (err) {
        log.warn({ err, event }, 'realtime emit failed')
      }
    },
  }
}
