import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // What the provider's documents name the payer by; one row per account.
  if (!(await knex.schema.hasTable('billing_details')))
    await knex.schema.createTable('billing_details', (t) => {
      t.integer('account_id').unsigned().primary()
      t.string('legal_name', 150).notNullable()
      t.string('entity_type', 20).notNullable()
      t.string('entity_number', 9).notNullable()
      t.string('address', 200).notNullable()
      t.string('billing_email', 254).notNullable()
      // When the provider's customer last took these details (null: not yet, sent again on the next charge).
      t.datetime('sent_at').nullable()
      t.datetime('created_at').notNullable()
      t.datetime('updated_at').notNullable()
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('billing_details')
}
