import { Worker, type ConnectionOptions, type Job } from 'bullmq'
import { MAIL_QUEUE, type MailJob } from '@seats/contracts'
import { closeRedis, connectRedis, createInternalClient, type Logger } from '@seats/kit'
import type { WorkersEnv } from '../env'
import { processMailJob, type MailResult } from './mail.processor'
import { createSmtpTransport, fromDomain, smtpConfigured } from './smtp-transport'

export interface RunningMail {
  worker: Worker<MailJob, MailResult>
  close: () => Promise<void>
}

/**
 * The `mail` queue's worker: auth adds one job per recipient (id `mail-<batch>-<user>`, exponential backoff),
 * this sends each over SMTP. Without SMTP settings it does not start and the jobs wait.
 */
export async function startMail(
  env: WorkersEnv,
  connection: ConnectionOptions,
  log: Logger,
): Promise<RunningMail | null> {
  if (!smtpConfigured(env)) {
    log.warn('no SMTP_URL or SMTP_HOST: mail stays queued until one is set')
    return null
  }
  const transport = createSmtpTransport(env)
  const redis = await connectRedis(env.REDIS_URL)
  const deps = {
    auth: createInternalClient(env.AUTH_URL, env.INTERNAL_TOKEN, { timeoutMs: 10_000 }),
    transport,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    from: env.MAIL_FROM,
    domain: fromDomain(env.MAIL_FROM),
    log,
  }
  const worker = new Worker<MailJob, MailResult>(
    MAIL_QUEUE,
    (job: Job<MailJob>) => processMailJob(job, deps),
    {
      connection,
      prefix: env.REDIS_PREFIX,
      concurrency: env.MAIL_CONCURRENCY,
      limiter: { max: env.MAIL_RATE_PER_SECOND, duration: 1_000 },
    },
  )
  worker.on('completed', (job, result) => log.info({ id: job.id, result }, 'mail job completed'))
  worker.on('failed', (job, err) =>
    log.warn({ id: job?.id, attempts: job?.attemptsMade, err: err.message }, 'mail job failed'),
  )
  worker.on('error', (err) => log.warn({ err: err.message }, 'mail worker error'))
  return {
    worker,
    close: async () => {
      await worker.close()
      transport.close()
      await closeRedis(redis)
    },
  }
}
