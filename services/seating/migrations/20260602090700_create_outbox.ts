import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('outbox')) return
  // Domain events written in the same transaction as the change, published after commit (never lost).
  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('id').primary()
    t.text('payload', 'mediumtext').notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox')
}
