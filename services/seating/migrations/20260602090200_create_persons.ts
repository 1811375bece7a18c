import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('persons')) return
  await knex.schema.createTable('persons', (t) => {
    t.increments('id').primary()
    t.integer('owner_id').unsigned().notNullable()
    t.string('first_name', 60).notNullable()
    t.string('last_name', 60).notNullable()
    t.string('phone', 20).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
    // Several persons may share a phone, but not with the same name; also serves lookups by phone in an account.
    t.unique(['owner_id', 'phone', 'last_name', 'first_name'], {
      indexName: 'persons_owner_phone_name_unique',
    })
    // The phone system identifies a caller across accounts.
    t.index(['phone'], 'persons_phone_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('persons')
}
