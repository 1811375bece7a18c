import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // Months one charge pays for: 1 (monthly) or 12 (a yearly plan).
  if (!(await knex.schema.hasColumn('subscriptions', 'period_months')))
    await knex.schema.alterTable('subscriptions', (t) => {
      t.integer('period_months').unsigned().notNullable().defaultTo(1).after('price')
    })
  if (!(await knex.schema.hasColumn('charge_attempts', 'period_months')))
    await knex.schema.alterTable('charge_attempts', (t) => {
      t.integer('period_months').unsigned().notNullable().defaultTo(1).after('amount')
    })
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('charge_attempts', 'period_months'))
    await knex.schema.alterTable('charge_attempts', (t) => t.dropColumn('period_months'))
  if (await knex.schema.hasColumn('subscriptions', 'period_months'))
    await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('period_months'))
}
