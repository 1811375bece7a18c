import type { Knex } from '@seats/kit'

// The synagogue's activity list: every change a member made, who made it and when (issue: who did what).
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('changes')) return
  await knex.schema.createTable('changes', (t) => {
    t.bigIncrements('id')
    t.integer('owner_id').unsigned().notNullable()
    // The event's key: a change delivered twice is kept once.
    t.string('change_key', 64).notNullable().unique()
    t.integer('member_id').unsigned().notNullable()
    t.string('member_name', 200).notNullable()
    t.string('action', 32).notNullable()
    t.string('subject', 64).notNullable()
    // Apart from the details, so a deleted worshipper's name can be erased from the list.
    t.integer('person_id').unsigned().nullable()
    t.string('person_name', 200).nullable()
    t.text('details').notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.index(['owner_id', 'id'])
    t.index(['owner_id', 'subject', 'id'])
    t.index(['owner_id', 'person_id'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('changes')
}
