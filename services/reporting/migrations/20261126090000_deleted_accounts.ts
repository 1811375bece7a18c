import type { Knex } from '@seats/kit'

// Accounts deleted in auth: written before their rows are purged, so a write that arrives afterwards (or
// slipped in during the purge) is refused or swept, and the account never comes back here.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('deleted_accounts')) return
  await knex.schema.createTable('deleted_accounts', (t) => {
    t.integer('account_id').unsigned().primary()
    t.datetime('deleted_at').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('deleted_accounts')
}
