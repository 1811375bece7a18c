import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('reports')) return
  await knex.schema.createTable('reports', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.integer('person_id').unsigned().notNullable()
    t.date('report_date').notNullable()
    t.integer('event_id').unsigned().nullable()
    // A unique index treats NULLs as distinct; a plain Shabbat (no event) must still be unique per person.
    t.specificType('event_key', 'INT UNSIGNED AS (IFNULL(event_id, 0)) STORED')
    t.string('source', 10).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.unique(['owner_id', 'report_date', 'event_key', 'person_id'], {
      indexName: 'reports_one_per_person_date_event',
    })
    t.index(['owner_id', 'person_id'], 'reports_owner_person_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reports')
}
