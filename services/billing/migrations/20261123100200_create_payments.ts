import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('payments'))) {
    // Every charge the provider reports, once by its payment id; `credited_at` once auth extended the account for it.
    await knex.schema.createTable('payments', (t) => {
      t.bigIncrements('id').primary()
      t.integer('account_id').unsigned().notNullable()
      t.string('provider_payment_id', 64).notNullable().unique()
      t.string('recurring_item_id', 64).nullable()
      t.date('charge_date').notNullable()
      t.decimal('amount', 10, 2).notNullable()
      t.boolean('valid').notNullable()
      t.string('description', 500).nullable()
      t.string('document_url', 1000).nullable()
      t.string('card_last_digits', 8).nullable()
      t.datetime('credited_at', { precision: 3 }).nullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.index(['account_id', 'charge_date'])
    })
  }
  if (!(await knex.schema.hasTable('billing_state'))) {
    // Small facts of the reconcile (the date the provider's payments were read up to).
    await knex.schema.createTable('billing_state', (t) => {
      t.string('name', 64).primary()
      t.string('value', 255).notNullable()
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('billing_state')
  await knex.schema.dropTableIfExists('payments')
}
