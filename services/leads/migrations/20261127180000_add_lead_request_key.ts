import type { Knex } from '@seats/kit'

// A contact form sent again (its answer lost) carries the same key: the lead is stored once.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('leads', 'request_key')) return
  await knex.schema.alterTable('leads', (t) => {
    t.string('request_key', 80).nullable()
    t.unique(['request_key'], { indexName: 'leads_request_key_unique' })
  })
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('leads', 'request_key'))) return
  await knex.schema.alterTable('leads', (t) => {
    t.dropUnique(['request_key'], 'leads_request_key_unique')
    t.dropColumn('request_key')
  })
}
