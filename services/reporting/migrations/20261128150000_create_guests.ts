import type { Knex } from '@seats/kit'

// Guests lent a seat for one date. MySQL DDL is not transactional: check state first so a half-applied run
// can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('guests')) return
  await knex.schema.createTable('guests', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('map_id').unsigned().notNullable()
    t.integer('row').unsigned().notNullable()
    t.integer('col').unsigned().notNullable()
    t.date('date').notNullable()
    t.integer('event_id').unsigned().nullable()
    // A unique index treats NULLs as distinct; a plain Shabbat (no event) must still hold one guest a seat.
    t.specificType('event_key', 'INT UNSIGNED AS (IFNULL(event_id, 0)) STORED')
    t.string('name', 100).notNullable()
    t.string('phone', 20).nullable()
    t.string('host_name', 100).notNullable()
    t.string('note', 300).notNullable()
    // The seat as the hall numbered it when the guest was seated.
    t.string('seat_name', 100).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    // One guest a seat per date and event; its (owner_id, date) prefix serves the date's list too.
    t.unique(['owner_id', 'date', 'event_key', 'map_id', 'row', 'col'], {
      indexName: 'guests_one_per_seat_date_event',
    })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('guests')
}
