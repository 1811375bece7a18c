import {
  changeSubject,
  REVERSE_EVENT_TYPE,
  type ChangeAuthor,
  personDisplayName,
  type PersonGender,
  type Report,
  type ReportInput,
  type SeatEvent,
} from '@seats/contracts'
import { AppError, isDuplicateKey } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { createActivityService } from '../activity'
import { checkedDate, plainDateName } from '../calendar'
import { reportsRepo, type ReportKey } from './reports.repo'

const personNotFound = () => new AppError('person_not_found')
const reportNotFound = () => new AppError('report_not_found')

/** What a caller of createReport may already know (the phone line has both from seating). */
export interface KnownFacts {
  person?: { firstName: string; lastName: string; gender?: PersonGender | null }
  event?: SeatEvent | null
}

export type ReportsService = ReturnType<typeof createReportsService>

/** Reports of one account: every write, from the browser or the phone, goes through here and is pushed live. */
export function createReportsService(
  deps: Pick<ReportingDeps, 'db' | 'seating' | 'realtime' | 'log' | 'now'>,
) {
  const repo = reportsRepo(deps.db)
  const activity = createActivityService(deps)

  /**
   * The person must be the account's; the event too, on its own date; a plain report is for a Shabbat or a
   * yom tov, no later than the last Shabbat the date selector offers.
   */
  async function checked(accountId: number, input: ReportKey, known: KnownFacts) {
    const [person, event] = await Promise.all([
      known.person ?? deps.seating.person(accountId, input.personId),
      input.eventId === null
        ? null
        : known.event !== undefined
          ? known.event
          : findEvent(accountId, input.eventId),
    ])
    if (!person) throw personNotFound()
    const { dateName } = checkedDate(input, event, deps.now())
    return {
      personName: personDisplayName(person),
      personGender: person.gender ?? null,
      dateName,
      arrival: event?.type === REVERSE_EVENT_TYPE,
    }
  }

  /** The words of a report's line in the activity list, as it was when the member made or cancelled it. */
  async function changeDetails(accountId: number, report: Report) {
    const [person, event] = await Promise.all([
      deps.seating.person(accountId, report.personId),
      report.eventId === null ? null : findEvent(accountId, report.eventId),
    ])
    return {
      personId: report.personId,
      ...(person ? { personName: personDisplayName(person) } : {}),
      dateName: event ? event.name : plainDateName(report.date),
      ...(event?.type === REVERSE_EVENT_TYPE ? { arrival: true } : {}),
    }
  }

  async function findEvent(accountId: number, eventId: number): Promise<SeatEvent | null> {
    return (await deps.seating.events(accountId)).find((e) => e.id === eventId) ?? null
  }

  const keyOf = (input: ReportInput): ReportKey => ({
    personId: input.personId,
    date: input.date,
    eventId: input.eventId,
  })

  return {
    async find(accountId: number, id: number): Promise<Report> {
      const report = await repo.find(accountId, id)
      if (!report) throw reportNotFound()
      return report
    },

    /**
     * Records a report, or answers the one that already exists for that person, date and event
     * (a worshipper who calls twice makes one report). Only a new report is pushed to the browsers.
     */
    async create(
      accountId: number,
      input: ReportInput,
      known: KnownFacts = {},
      /** The member who entered it on the screen; the phone line's reports are the worshipper's own. */
      author?: ChangeAuthor,
    ): Promise<{ report: Report; created: boolean }> {
      const key = keyOf(input)
      const { arrival, ...names } = await checked(accountId, key, known)
      // A second try covers an existing report deleted between our insert and our read.
      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await repo.insert(accountId, key, input.source)
        if (inserted) {
          deps.realtime.emit(accountId, 'createReport', { ...inserted, ...names })
          if (author)
            await activity.record(accountId, {
              ...author,
              action: 'report.create',
              subject: changeSubject.report(inserted.id),
              details: {
                personId: inserted.personId,
                personName: names.personName,
                dateName: names.dateName,
                ...(arrival ? { arrival } : {}),
              },
            })
          return { report: inserted, created: true }
        }
        const existing = await repo.findByKey(accountId, key)
        if (existing) return { report: existing, created: false }
      }
      throw new AppError('conflict')
    },

    /** Moves a report to another person, date or event; the browsers see it leave and come back. */
    async update(accountId: number, id: number, input: ReportInput, author?: ChangeAuthor): Promise<Report> {
      const before = await repo.find(accountId, id)
      if (!before) throw reportNotFound()
      const key = keyOf(input)
      const { arrival, ...names } = await checked(accountId, key, {})
      try {
        await repo.update(accountId, id, key, input.source)
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError('report_exists')
        throw err
      }
      const after = await repo.find(accountId, id)
      if (!after) throw reportNotFound()
      if (
        before.personId !== after.personId ||
        before.date !== after.date ||
        before.eventId !== after.eventId
      ) {
        deps.realtime.emit(accountId, 'deleteReport', id)
        deps.realtime.emit(accountId, 'createReport', { ...after, ...names })
        if (author)
          await activity.record(accountId, {
            ...author,
            action: 'report.update',
            subject: changeSubject.report(id),
            details: {
              personId: after.personId,
              personName: names.personName,
              dateName: names.dateName,
              ...(arrival ? { arrival } : {}),
            },
          })
      }
      return after
    },

    async remove(accountId: number, id: number, author?: ChangeAuthor): Promise<void> {
      const report = author ? await repo.find(accountId, id) : null
      if ((await repo.remove(accountId, id)) === 0) throw reportNotFound()
      deps.realtime.emit(accountId, 'deleteReport', id)
      if (author && report)
        await activity.record(accountId, {
          ...author,
          action: 'report.delete',
          subject: changeSubject.report(id),
          details: await changeDetails(accountId, report),
        })
    },

    /** Cancels reports by what they are (the phone line does not know ids); missing ones are ignored. */
    async cancel(accountId: number, keys: ReportKey[]): Promise<number[]> {
      const ids = await repo.removeByKeys(accountId, keys)
      for (const id of ids) deps.realtime.emit(accountId, 'deleteReport', id)
      return ids
    },

    /** A person was deleted in seating: their reports go too. */
    async removePersons(accountId: number, personIds: number[]): Promise<number[]> {
      const ids = await repo.removeOfPersons(accountId, personIds)
      for (const id of ids) deps.realtime.emit(accountId, 'deleteReport', id)
      return ids
    },

    purgeAccount: (accountId: number) => repo.removeAccount(accountId),
  }
}
