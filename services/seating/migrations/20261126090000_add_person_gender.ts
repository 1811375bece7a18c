import type { Knex } from '@seats/kit'

export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('persons', 'gender')) return
  // Optional: texts about a worshipper use the right grammatical form when the warden gave it.
  await knex.schema.alterTable('persons', (t) => {
    t.enu('gender', ['male', 'female']).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('persons', 'gender'))
    await knex.schema.alterTable('persons', (t) => t.dropColumn('gender'))
}
