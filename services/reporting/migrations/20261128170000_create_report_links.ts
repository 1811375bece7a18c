import type { Knex } from '@seats/kit'

// A worshipper's report link, one phone of one synagogue: only the hash of its id is kept. MySQL DDL is not
// transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('report_links')) return
  await knex.schema.createTable('report_links', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.string('phone', 20).notNullable()
    t.specificType('token_hash', 'CHAR(64)').notNullable().unique()
    t.integer('sent_by').unsigned().nullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('expires_at', { precision: 3 }).notNullable()
    t.datetime('revoked_at', { precision: 3 }).nullable()
    t.datetime('last_used_at', { precision: 3 }).nullable()
    // The warden's list and each revocation look links up by account and phone.
    t.index(['owner_id', 'phone'], 'report_links_owner_phone')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('report_links')
}
