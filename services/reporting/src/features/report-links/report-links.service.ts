import {
  isMobilePhone,
  normalizePhone,
  personDisplayName,
  REGULAR_EVENT_TYPE,
  REVERSE_EVENT_TYPE,
  type ChangeAuthor,
  type InternalPerson,
  type SeatEvent,
  type ReportLinkChange,
  type ReportLinkPage,
  type ReportLinksSend,
  type ReportLinksSent,
  type ReportLinkStatus,
} from '@seats/contracts'
import { AppError, accountOrNull, consumeOrReject } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { createDatesService } from '../dates'
import { createReportsService, reportsRepo } from '../reports'
import { smsProviderFor } from '../sms'
import { reportLinkSender } from './link-sender'
import { reportLinksRepo, type FoundLink } from './report-links.repo'

/** SMS sent at once: a synagogue's list goes out in a few seconds without flooding the provider. */
const SEND_CONCURRENCY = 4

const invalid = () => new AppError('report_link_invalid')

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work))
}

/**
 * Worshippers' report links: the warden sends them by SMS (one worshipper, or every one with a mobile) and
 * revokes them; the worshipper's page reads and changes that phone's own reports in that synagogue only,
 * through the same reports service as the phone line, so the warden's open map sees them live.
 */
export function createReportLinksService(deps: ReportingDeps) {
  const repo = reportLinksRepo(deps.db)
  const reports = createReportsService(deps)
  const reportRows = reportsRepo(deps.db)
  const dates = createDatesService(deps)
  const config = deps.reportLinks
  const sender = reportLinkSender(deps)

  function tokens() {
    // Without a secret the links are off: nothing is sent and no link opens.
    if (!config.tokens) throw new AppError('not_found')
    return config.tokens
  }

  /** The link behind a token, while it opens; anything else tells a stranger nothing but "invalid". */
  async function openLink(token: string): Promise<FoundLink> {
    const hash = tokens().verify(token)
    if (!hash) throw invalid()
    const link = await repo.byHash(hash)
    if (!link) throw invalid()
    if (link.revoked || link.expiresAt.getTime() <= deps.now().getTime())
      throw new AppError('report_link_expired')
    return link
  }

  /** The page, and the persons as seating gave them (a report's facts). */
  async function pageOf(link: FoundLink): Promise<{ page: ReportLinkPage; persons: InternalPerson[] }> {
    const account = await accountOrNull(deps.accounts, link.accountId)
    if (!account) throw invalid()
    const [persons, options] = await Promise.all([
      deps.seating.personsByPhone(link.phone),
      dates.list(link.accountId, true),
    ])
    const own = persons.filter((p) => p.accountId === link.accountId).sort((a, b) => a.id - b.id)
    const ahead = options.filter((o) => o.kind !== 'past')
    const reported = await reportRows.ofPersonsOnDates(
      link.accountId,
      own.map((p) => p.id),
      [...new Set(ahead.map((o) => o.date))],
    )
    const page: ReportLinkPage = {
      synagogue: account.synagogueName.trim(),
      persons: own.map((p) => ({ id: p.id, name: personDisplayName(p), seats: p.seatNames })),
      dates: ahead.map((o) => ({
        date: o.date,
        eventId: o.eventId,
        name: o.name,
        hebrewDate: o.hebrewDate,
        arrival: o.reverse,
      })),
      reported: reported
        .filter((r) => ahead.some((o) => o.date === r.date && o.eventId === r.eventId))
        .map((r) => ({ personId: r.personId, date: r.date, eventId: r.eventId })),
      expiresAt: link.expiresAt.toISOString(),
    }
    return { page, persons: own }
  }

  /** Phones the send or revoke is for: one worshipper's, or every worshipper's mobile. */
  async function phonesOf(accountId: number, target: ReportLinksSend) {
    if ('personId' in target) {
      const person = await deps.seating.person(accountId, target.personId)
      if (!person) throw new AppError('person_not_found')
      const phone = normalizePhone(person.phone)
      if (!isMobilePhone(phone)) throw new AppError('no_mobile_phone')
      return { phones: [phone], noMobile: 0 }
    }
    const persons = await deps.seating.persons(accountId)
    const phones = new Set<string>()
    let noMobile = 0
    for (const p of persons) {
      const phone = normalizePhone(p.phone)
      if (isMobilePhone(phone)) phones.add(phone)
      else noMobile++
    }
    return { phones: [...phones], noMobile }
  }

  return {
    /**
     * Sends each phone a fresh link (its earlier one stops opening). A phone sent one a moment ago is left
     * out (a double click sends once); a link the provider refused is revoked at once.
     */
    async send(accountId: number, target: ReportLinksSend, author: ChangeAuthor): Promise<ReportLinksSent> {
      tokens() // links off: refused before anything is counted
      const account = await deps.accounts.get(accountId)
      if ('all' in target) await consumeOrReject(config.limits.sendAllPerAccount, String(accountId))
      const { phones, noMobile } = await phonesOf(accountId, target)
      let sent = 0
      let failed = 0
      await inBatches(phones, SEND_CONCURRENCY, async (phone) => {
        try {
          await consumeOrReject(config.limits.smsPerPhone, `${accountId}:${phone}`)
        } catch (err) {
          // One worshipper asked twice is told so; in a send to all, a phone just sent is simply skipped.
          if ('personId' in target) throw err
          return
        }
        if (await sender.send(account, phone, author.memberId)) sent++
        else failed++
      })
      deps.log.info(
        { accountId, sent, failed, noMobile, provider: smsProviderFor(deps.sms, account).name },
        'report links sent',
      )
      if ('personId' in target && failed > 0) throw new AppError('sms_failed')
      return { sent, failed, noMobile }
    },

    /** Revokes one worshipper's link (their phone's) or all the account's; answers how many stopped opening. */
    async revoke(accountId: number, target: ReportLinksSend): Promise<number> {
      if ('all' in target) return repo.revoke(accountId, null, deps.now())
      const person = await deps.seating.person(accountId, target.personId)
      if (!person) throw new AppError('person_not_found')
      return repo.revoke(accountId, [normalizePhone(person.phone)], deps.now())
    },

    status: (accountId: number): Promise<ReportLinkStatus[]> => repo.live(accountId, deps.now()),

    /** The worshipper's page. */
    async page(token: string): Promise<ReportLinkPage> {
      const link = await openLink(token)
      await repo.markUsed(link.id, deps.now())
      return (await pageOf(link)).page
    },

    /** One tap: reports a person of the link away on an offered date (or coming, on a reverse event), or cancels it. */
    async change(token: string, input: ReportLinkChange): Promise<ReportLinkPage> {
      const link = await openLink(token)
      const { page, persons } = await pageOf(link)
      const person = persons.find((p) => p.id === input.personId)
      if (!person) throw new AppError('person_not_found')
      const eventId = input.eventId ?? null
      const date = page.dates.find((d) => d.date === input.date && d.eventId === eventId)
      if (!date) throw new AppError(eventId === null ? 'report_not_found' : 'event_not_found')
      const key = { personId: person.id, date: date.date, eventId }
      const others = page.reported.filter(
        (r) => !(r.personId === key.personId && r.date === key.date && r.eventId === key.eventId),
      )
      if (input.reported) {
        const event: SeatEvent | null =
          eventId === null
            ? null
            : {
                id: eventId,
                name: date.name,
                date: date.date,
                type: date.arrival ? REVERSE_EVENT_TYPE : REGULAR_EVENT_TYPE,
              }
        await reports.create(link.accountId, { ...key, source: 'link' }, { person, event })
      } else await reports.cancel(link.accountId, [key])
      await repo.markUsed(link.id, deps.now())
      return { ...page, reported: input.reported ? [...others, key] : others }
    },

    purgeAccount: (accountId: number) => repo.purgeAccount(accountId),
  }
}
export type ReportLinksService = ReturnType<typeof createReportLinksService>
