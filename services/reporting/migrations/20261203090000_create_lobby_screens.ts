import type { Knex } from '@seats/kit'

// A lobby screen's link, one a map: only the hash of its id is kept. MySQL DDL is not transactional: check
// state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('lobby_screens')) return
  await knex.schema.createTable('lobby_screens', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('map_id').unsigned().notNullable()
    t.specificType('token_hash', 'CHAR(64)').notNullable().unique()
    t.integer('created_by').unsigned().nullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('last_seen_at', { precision: 3 }).nullable()
    // One live link a map: a new one replaces the row.
    t.unique(['owner_id', 'map_id'], { indexName: 'lobby_screens_owner_map' })
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('lobby_screens')
}
