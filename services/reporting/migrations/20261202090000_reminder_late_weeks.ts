import type { Knex } from '@seats/kit'

// A week whose set time is too late for its candle-lighting runs earlier ('earlier') or is skipped ('skip').
// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('reminder_settings', 'late_weeks')))
    await knex.schema.alterTable('reminder_settings', (t) =>
      t.string('late_weeks', 8).notNullable().defaultTo('earlier'),
    )
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('reminder_settings', 'late_weeks'))
    await knex.schema.alterTable('reminder_settings', (t) => t.dropColumn('late_weeks'))
}
