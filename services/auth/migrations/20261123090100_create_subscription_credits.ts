import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('subscription_credits')) return
  // One row per payment or charge attempt that moved an account's paid time: a repeat of the same ref changes nothing.
  await knex.schema.createTable('subscription_credits', (t) => {
    t.bigIncrements('id').primary()
    t.string('ref', 120).notNullable().unique()
    t.integer('user_id').unsigned().notNullable().index()
    t.string('subscription_type', 50).notNullable()
    t.datetime('paid_through', { precision: 3 }).notNullable()
    t.datetime('ends_before', { precision: 3 }).nullable()
    t.datetime('ends_after', { precision: 3 }).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscription_credits')
}
