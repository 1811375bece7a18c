import type { Knex } from '@seats/kit'

// A reminder may send each mobile it calls its report link by SMS. MySQL DDL is not transactional: check
// state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('reminder_settings', 'send_link')))
    await knex.schema.alterTable('reminder_settings', (t) => t.boolean('send_link').notNullable().defaultTo(false))
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('reminder_settings', 'send_link'))
    await knex.schema.alterTable('reminder_settings', (t) => t.dropColumn('send_link'))
}
