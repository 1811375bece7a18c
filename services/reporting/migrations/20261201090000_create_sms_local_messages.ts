import type { Knex } from '@seats/kit'

// The local SMS provider's messages (development and tests). MySQL DDL is not transactional: check state
// first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('sms_local_messages')) return
  await knex.schema.createTable('sms_local_messages', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.string('phone', 20).notNullable()
    t.string('text', 1000).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    // A phone's messages in the order sent.
    t.index(['phone', 'id'], 'sms_local_messages_phone_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sms_local_messages')
}
