import { Queue } from 'bullmq'
import { MAIL_QUEUE, MAIL_SEND_JOB, type MailJob } from '@seats/contracts'

/** Where auth puts messages for the workers to send (BullMQ queue `mail`). */
export interface MailQueue {
  /** Adds one job per message; a job id already in the queue is left as it is (BullMQ's dedupe). */
  enqueue(jobs: Array<{ jobId: string; data: MailJob }>): Promise<void>
  close(): Promise<void>
}

export interface MailQueueOptions {
  redisUrl: string
  prefix: string
  /** SMTP attempts per message before it is marked failed. */
  attempts: number
  /** The first retry's delay; each next one doubles (exponential backoff). */
  retryDelayMs: number
}

const ENQUEUE_TIMEOUT_MS = 5_000

export function createMailQueue(opts: MailQueueOptions): MailQueue {
  const queue = new Queue(MAIL_QUEUE, { connection: { url: opts.redisUrl }, prefix: opts.prefix })
  // Reconnects are automatic; a send while Redis is away fails through the timeout below.
  queue.on('error', () => undefined)
  return {
    async enqueue(jobs) {
      const adding = queue.addBulk(
        jobs.map((j) => ({
          name: MAIL_SEND_JOB,
          data: j.data,
          opts: {
            jobId: j.jobId,
            attempts: opts.attempts,
            backoff: { type: 'exponential', delay: opts.retryDelayMs },
            removeOnComplete: { age: 7 * 86_400, count: 10_000 },
            removeOnFail: { age: 30 * 86_400 },
          },
        })),
      )
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the mail queue did not answer')), ENQUEUE_TIMEOUT_MS)
      })
      try {
        await Promise.race([adding, timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    close: () => queue.close(),
  }
}
