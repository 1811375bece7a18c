import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('charge_attempts')) return
  // Every createRecurringCharge attempt. `open_account_id` holds the account id while the provider's answer is
  // not known, and its unique index lets one attempt per account be open: a second tab waits, never charges.
  await knex.schema.createTable('charge_attempts', (t) => {
    t.bigIncrements('id').primary()
    t.integer('account_id').unsigned().notNullable()
    t.string('idempotency_key', 80).notNullable()
    t.integer('open_account_id').unsigned().nullable().unique()
    t.string('state', 16).notNullable()
    t.date('date_start').notNullable()
    t.decimal('amount', 10, 2).notNullable()
    t.string('customer_id', 64).nullable()
    t.string('recurring_item_id', 64).nullable()
    t.string('error_message', 500).nullable()
    t.datetime('credited_at', { precision: 3 }).nullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('settled_at', { precision: 3 }).nullable()
    t.unique(['account_id', 'idempotency_key'])
    t.index(['state', 'created_at'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('charge_attempts')
}
