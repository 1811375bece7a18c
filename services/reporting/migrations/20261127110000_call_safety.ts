import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // A phone the account proved it answers (a spoken code): keyed by phone too, so a new phone is verified anew.
  if (!(await knex.schema.hasTable('phone_verifications'))) {
    await knex.schema.createTable('phone_verifications', (t) => {
      t.integer('owner_id').unsigned().notNullable()
      t.string('phone', 20).notNullable()
      t.datetime('verified_at', { precision: 3 }).notNullable()
      t.primary(['owner_id', 'phone'])
    })
  }
  // An account's own daily call cap, set by an admin; no row: the default.
  if (!(await knex.schema.hasTable('account_call_caps'))) {
    await knex.schema.createTable('account_call_caps', (t) => {
      t.integer('owner_id').unsigned().primary()
      t.integer('daily_cap').unsigned().notNullable()
      t.integer('updated_by').unsigned().nullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
    })
  }
  // Calls each account placed per Israel day, counted before each call rings.
  if (!(await knex.schema.hasTable('account_call_days'))) {
    await knex.schema.createTable('account_call_days', (t) => {
      t.integer('owner_id').unsigned().notNullable()
      t.date('day').notNullable()
      t.integer('calls').unsigned().notNullable().defaultTo(0)
      t.primary(['owner_id', 'day'])
    })
  }
  // Why an admin put a number on the stop-list.
  if (!(await knex.schema.hasColumn('call_opt_outs', 'reason')))
    await knex.schema.alterTable('call_opt_outs', (t) => t.string('reason', 200).nullable())
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('call_opt_outs', 'reason'))
    await knex.schema.alterTable('call_opt_outs', (t) => t.dropColumn('reason'))
  await knex.schema.dropTableIfExists('account_call_days')
  await knex.schema.dropTableIfExists('account_call_caps')
  await knex.schema.dropTableIfExists('phone_verifications')
}
