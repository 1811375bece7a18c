import type { ReminderSetting } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface SettingRow {
  owner_id: number
  enabled: number
  weekday: number
  hour: number
  minute: number
  audience: ReminderSetting['audience']
  person_ids: string
  date_target: ReminderSetting['dateTarget']
  city: string
  text: string
  send_link: number
  late_weeks: ReminderSetting['lateWeeks']
}

const toSetting = (r: SettingRow): ReminderSetting => ({
  enabled: Boolean(r.enabled),
  weekday: r.weekday,
  hour: r.hour,
  minute: r.minute,
  audience: r.audience,
  personIds: JSON.parse(r.person_ids) as number[],
  dateTarget: r.date_target,
  city: r.city,
  text: r.text,
  sendLink: Boolean(r.send_link),
  lateWeeks: r.late_weeks === 'skip' ? 'skip' : 'earlier',
})

/** An account's reminder setting (one row, or none: reminders were never set). */
export function reminderSettingsRepo(db: Knex) {
  return {
    setting: async (ownerId: number): Promise<ReminderSetting | null> => {
      const row = (await db('reminder_settings').where({ owner_id: ownerId }).first()) as
        SettingRow | undefined
      return row ? toSetting(row) : null
    },
    saveSetting: (ownerId: number, s: ReminderSetting) => {
      const row = {
        enabled: s.enabled,
        weekday: s.weekday,
        hour: s.hour,
        minute: s.minute,
        audience: s.audience,
        person_ids: JSON.stringify(s.audience === 'chosen' ? s.personIds : []),
        date_target: s.dateTarget,
        city: s.city,
        text: s.text,
        send_link: s.sendLink,
        late_weeks: s.lateWeeks,
        updated_at: new Date(),
      }
      return db('reminder_settings')
        .insert({ owner_id: ownerId, ...row })
        .onConflict('owner_id')
        .merge(row)
    },
  }
}
