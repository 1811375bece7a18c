import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('leads')) return
  await knex.schema.createTable('leads', (t) => {
    t.increments('id').primary()
    t.string('name', 100).notNullable()
    t.string('phone', 30).notNullable()
    // The phone's digits, so a later registration finds the lead however the number was typed.
    t.string('phone_digits', 30).notNullable()
    t.string('email', 254).notNullable().defaultTo('')
    t.text('message').notNullable()
    t.string('source', 50).notNullable()
    t.string('status', 20).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
    t.index(['created_at', 'id'], 'leads_created_idx')
    t.index(['status', 'created_at'], 'leads_status_created_idx')
    t.index(['phone_digits'], 'leads_phone_idx')
    t.index(['email'], 'leads_email_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('leads')
}
