import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('subscriptions')) return
  // One row per account that ever gave a card: the provider's customer and the one recurring charge we keep.
  await knex.schema.createTable('subscriptions', (t) => {
    t.integer('account_id').unsigned().primary()
    t.string('state', 16).notNullable()
    t.string('customer_id', 64).nullable().index()
    t.string('recurring_item_id', 64).nullable()
    t.string('card_last_digits', 8).nullable()
    t.decimal('price', 10, 2).notNullable()
    t.date('next_charge_date').nullable()
    t.datetime('started_at', { precision: 3 }).nullable()
    t.datetime('cancelled_at', { precision: 3 }).nullable()
    t.datetime('checked_at', { precision: 3 }).nullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('subscriptions')
}
