import type { Knex } from '@seats/kit'

export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('maps', 'seat_numbering')) return
  // Maps saved before the warden could choose keep counting per row.
  await knex.schema.alterTable('maps', (t) => {
    t.string('seat_numbering', 16).notNullable().defaultTo('row')
  })
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('maps', 'seat_numbering'))
    await knex.schema.alterTable('maps', (t) => t.dropColumn('seat_numbering'))
}
