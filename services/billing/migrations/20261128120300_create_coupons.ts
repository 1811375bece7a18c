import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // An admin's coupon for one account: a percent off its next charges, or months free.
  if (!(await knex.schema.hasTable('coupons')))
    await knex.schema.createTable('coupons', (t) => {
      t.increments('id').primary()
      t.integer('account_id').unsigned().notNullable().index()
      t.string('kind', 20).notNullable()
      t.integer('percent').unsigned().nullable()
      t.integer('months').unsigned().nullable()
      // Discounted charges still to come (percent); 0 once used up.
      t.integer('charges_left').unsigned().notNullable().defaultTo(0)
      t.integer('granted_by').unsigned().nullable()
      t.datetime('created_at').notNullable()
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('coupons')
}
