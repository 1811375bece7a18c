import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('communications')) return
  await knex.schema.createTable('communications', (t) => {
    t.increments('id').primary()
    t.integer('lead_id').unsigned().notNullable().references('id').inTable('leads').onDelete('CASCADE')
    t.string('type', 10).notNullable()
    t.text('content').notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
    t.index(['lead_id', 'created_at', 'id'], 'communications_lead_created_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('communications')
}
