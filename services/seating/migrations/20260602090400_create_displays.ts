import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('displays')) return
  await knex.schema.createTable('displays', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('map_id').unsigned().notNullable()
    t.string('name', 100).notNullable()
    t.string('size', 2).notNullable()
    t.string('orientation', 10).notNullable()
    t.smallint('row_from').unsigned().nullable()
    t.smallint('row_to').unsigned().nullable()
    t.smallint('col_from').unsigned().nullable()
    t.smallint('col_to').unsigned().nullable()
    t.integer('position').unsigned().notNullable()
    t.index(['map_id', 'position'], 'displays_map_idx')
    t.index(['owner_id'], 'displays_owner_idx')
    t.foreign('map_id', 'displays_map_fk').references('maps.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('displays')
}
