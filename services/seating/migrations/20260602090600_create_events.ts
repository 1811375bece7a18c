import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('events')) return
  await knex.schema.createTable('events', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.string('name', 100).notNullable()
    t.date('event_date').notNullable()
    t.string('type', 10).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.index(['owner_id', 'event_date'], 'events_owner_date_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('events')
}
