import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('map_areas')) return
  await knex.schema.createTable('map_areas', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('map_id').unsigned().notNullable()
    t.string('name', 40).notNullable()
    t.smallint('row_from').unsigned().notNullable()
    t.smallint('row_to').unsigned().notNullable()
    t.smallint('col_from').unsigned().notNullable()
    t.smallint('col_to').unsigned().notNullable()
    // The service answers a taken name under the name field; the index keeps two writes from racing past it.
    t.unique(['map_id', 'name'], { indexName: 'map_areas_map_name_uq' })
    t.index(['owner_id'], 'map_areas_owner_idx')
    t.foreign('map_id', 'map_areas_map_fk').references('maps.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('map_areas')
}
