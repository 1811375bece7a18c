import { GUEST_MAP_QUEUE, GUEST_MAP_SEND_JOB, guestMapJobId, type GuestMapJob } from '@seats/contracts'
import { Queue } from 'bullmq'

/** The guest-map queue as reporting uses it: one job a mailing, its id the mailing's (added once). */
export interface GuestMapQueue {
  send(sendId: number): Promise<void>
  close(): Promise<void>
}

export function createGuestMapQueue(opts: { redisUrl: string; prefix: string }): GuestMapQueue {
  const queue = new Queue(GUEST_MAP_QUEUE, {
    connection: { url: opts.redisUrl, maxRetriesPerRequest: null },
    prefix: opts.prefix,
  })
  return {
    async send(sendId) {
      const data: GuestMapJob = { sendId }
      // A few minutes of tries (Chromium or auth away); past candle-lighting the job sends nothing anyway.
      await queue.add(GUEST_MAP_SEND_JOB, data, {
        jobId: guestMapJobId(sendId),
        attempts: 5,
        backoff: { type: 'exponential', delay: 15_000 },
        removeOnComplete: 200,
        removeOnFail: 500,
      })
    },
    close: () => queue.close(),
  }
}
