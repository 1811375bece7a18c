import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('seasons')))
    await knex.schema.createTable('seasons', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      t.string('name', 100).notNullable()
      // The season's own map: deleting it (or the account's maps) deletes the season.
      t.integer('map_id').unsigned().notNullable().unique()
      t.integer('source_map_id').unsigned().nullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
      t.index(['owner_id', 'id'], 'seasons_owner_idx')
      t.foreign('map_id', 'seasons_map_fk').references('maps.id').onDelete('CASCADE')
      t.foreign('source_map_id', 'seasons_source_map_fk').references('maps.id').onDelete('SET NULL')
    })
  if (!(await knex.schema.hasTable('season_dates')))
    await knex.schema.createTable('season_dates', (t) => {
      t.integer('season_id').unsigned().notNullable()
      t.date('season_date').notNullable()
      t.string('name', 60).notNullable()
      t.primary(['season_id', 'season_date'])
      t.foreign('season_id', 'season_dates_season_fk').references('seasons.id').onDelete('CASCADE')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('season_dates')
  await knex.schema.dropTableIfExists('seasons')
}
