import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // The admin's plans by size: a worshipper cap at a monthly and a yearly price.
  if (!(await knex.schema.hasTable('plans')))
    await knex.schema.createTable('plans', (t) => {
      t.increments('id').primary()
      t.integer('max_people').unsigned().notNullable()
      t.decimal('monthly_price', 10, 2).notNullable()
      t.decimal('yearly_price', 10, 2).notNullable()
      t.boolean('active').notNullable().defaultTo(true)
      t.datetime('created_at').notNullable()
      t.datetime('updated_at').notNullable()
    })
  // Each account's plan, and a downgrade waiting for the next charge.
  if (!(await knex.schema.hasTable('account_plans')))
    await knex.schema.createTable('account_plans', (t) => {
      t.integer('account_id').unsigned().primary()
      t.integer('plan_id').unsigned().nullable()
      t.string('period', 10).notNullable().defaultTo('monthly')
      t.integer('scheduled_plan_id').unsigned().nullable()
      t.string('scheduled_period', 10).nullable()
      t.date('scheduled_from').nullable().index()
      t.integer('scheduled_by').unsigned().nullable()
      t.datetime('updated_at').notNullable()
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_plans')
  await knex.schema.dropTableIfExists('plans')
}
