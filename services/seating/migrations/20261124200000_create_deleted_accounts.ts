import type { Knex } from '@seats/kit'

export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('deleted_accounts')) return
  // Tombstones: an account deleted in auth stays gone here, whatever write arrives after its purge.
  await knex.schema.createTable('deleted_accounts', (t) => {
    t.integer('account_id').unsigned().primary()
    t.datetime('deleted_at', { precision: 3 }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('deleted_accounts')
}
