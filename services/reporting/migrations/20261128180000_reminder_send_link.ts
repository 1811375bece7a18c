import type { Knex } from '@seats/kit'

// A reminder may send each mobile it calls its report link by SMS. MySQL DDL is not transactional: check
// state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('reminder_settings', 'send_link')))
    await knex.schema.alterTable('reminder_settings', (t) =>
      t.boolean('send_link').notNullable().defaultTo(false),
    )
  // The call's phone was texted its link: a retry of the call says so again, and never texts twice.
  if (!(await knex.schema.hasColumn('reminder_calls', 'link_sent')))
    await knex.schema.alterTable('reminder_calls', (t) =>
      t.boolean('link_sent').notNullable().defaultTo(false),
    )
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('reminder_settings', 'send_link'))
    await knex.schema.alterTable('reminder_settings', (t) => t.dropColumn('send_link'))
  if (await knex.schema.hasColumn('reminder_calls', 'link_sent'))
    await knex.schema.alterTable('reminder_calls', (t) => t.dropColumn('link_sent'))
}
