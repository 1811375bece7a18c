import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('seat_assignments')) return
  await knex.schema.createTable('seat_assignments', (t) => {
    t.integer('map_id').unsigned().notNullable()
    t.smallint('seat_row').unsigned().notNullable()
    t.smallint('seat_col').unsigned().notNullable()
    t.integer('person_id').unsigned().notNullable()
    // The key is also the map's read order (row, col, person).
    t.primary(['map_id', 'seat_row', 'seat_col', 'person_id'])
    t.index(['person_id', 'map_id'], 'seat_assignments_person_idx')
    t.foreign('map_id', 'seat_assignments_map_fk').references('maps.id').onDelete('CASCADE')
    t.foreign('person_id', 'seat_assignments_person_fk').references('persons.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('seat_assignments')
}
