import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('maps')) return
  await knex.schema.createTable('maps', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.string('name', 100).notNullable()
    // ROWS is a reserved word in MySQL 8.
    t.smallint('row_count').unsigned().notNullable()
    t.smallint('col_count').unsigned().notNullable()
    // Only the cells that are not plain seats: [[row, col, kind, label?], ...]; seats live in seat_assignments.
    t.text('layout', 'longtext').notNullable()
    t.text('settings').notNullable()
    t.integer('version').unsigned().notNullable().defaultTo(1)
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
    t.index(['owner_id', 'id'], 'maps_owner_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('maps')
}
