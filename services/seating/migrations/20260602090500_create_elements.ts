import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('map_elements')) return
  await knex.schema.createTable('map_elements', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('map_id').unsigned().notNullable()
    t.string('name', 60).notNullable()
    t.string('kind', 30).notNullable()
    t.smallint('el_row').unsigned().notNullable()
    t.smallint('el_col').unsigned().notNullable()
    t.smallint('row_span').unsigned().notNullable()
    t.smallint('col_span').unsigned().notNullable()
    t.specificType('color', 'char(7) CHARACTER SET ascii').notNullable()
    t.index(['map_id'], 'map_elements_map_idx')
    t.index(['owner_id'], 'map_elements_owner_idx')
    t.foreign('map_id', 'map_elements_map_fk').references('maps.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('map_elements')
}
