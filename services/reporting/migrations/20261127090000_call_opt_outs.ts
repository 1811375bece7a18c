import type { Knex } from '@seats/kit'

// Phones that asked never to be called again (a key in a reminder call): no account's run rings them.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('call_opt_outs')) return
  await knex.schema.createTable('call_opt_outs', (t) => {
    t.string('phone', 20).primary()
    t.string('source', 20).notNullable()
    t.datetime('created_at').notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('call_opt_outs')
}
