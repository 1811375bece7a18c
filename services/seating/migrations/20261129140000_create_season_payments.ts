import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // Money is DECIMAL: read back as written, summed in whole agorot.
  if (!(await knex.schema.hasTable('season_area_prices')))
    await knex.schema.createTable('season_area_prices', (t) => {
      t.integer('season_id').unsigned().notNullable()
      // An area of the season's own map: it goes with the area.
      t.integer('area_id').unsigned().notNullable()
      t.decimal('price', 10, 2).notNullable()
      t.primary(['season_id', 'area_id'])
      t.foreign('season_id', 'season_area_prices_season_fk').references('seasons.id').onDelete('CASCADE')
      t.foreign('area_id', 'season_area_prices_area_fk').references('map_areas.id').onDelete('CASCADE')
    })
  if (!(await knex.schema.hasTable('season_seat_prices')))
    await knex.schema.createTable('season_seat_prices', (t) => {
      t.integer('season_id').unsigned().notNullable()
      t.smallint('seat_row').unsigned().notNullable()
      t.smallint('seat_col').unsigned().notNullable()
      t.decimal('price', 10, 2).notNullable()
      t.primary(['season_id', 'seat_row', 'seat_col'])
      t.foreign('season_id', 'season_seat_prices_season_fk').references('seasons.id').onDelete('CASCADE')
    })
  if (!(await knex.schema.hasTable('season_payments')))
    await knex.schema.createTable('season_payments', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      t.integer('season_id').unsigned().notNullable()
      t.integer('household_id').unsigned().notNullable()
      t.decimal('amount', 10, 2).notNullable()
      // cash, cheque, transfer.
      t.string('method', 10).notNullable()
      t.date('paid_on').notNullable()
      t.string('note', 200).notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.index(['season_id', 'household_id'], 'season_payments_season_idx')
      t.index(['owner_id'], 'season_payments_owner_idx')
      // A season's payments go with the season (its map's deletion) and a household's with the household.
      t.foreign('season_id', 'season_payments_season_fk').references('seasons.id').onDelete('CASCADE')
      t.foreign('household_id', 'season_payments_household_fk')
        .references('households.id')
        .onDelete('CASCADE')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('season_payments')
  await knex.schema.dropTableIfExists('season_seat_prices')
  await knex.schema.dropTableIfExists('season_area_prices')
}
