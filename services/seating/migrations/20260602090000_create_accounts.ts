import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('accounts')) return
  // One row per account that has data here: the lock that serialises its person writes (maxPeople)
  // and the revision of its persons, part of the cached map documents' key.
  await knex.schema.createTable('accounts', (t) => {
    t.integer('account_id').unsigned().primary()
    t.integer('persons_rev').unsigned().notNullable().defaultTo(0)
    t.datetime('created_at', { precision: 3 }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('accounts')
}
