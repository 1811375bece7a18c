import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('sign_ins'))) {
    // Successful sign-ins, the newest 50 per account (older ones are pruned at each sign-in).
    await knex.schema.createTable('sign_ins', (t) => {
      t.bigIncrements('id').primary()
      t.integer('user_id').unsigned().notNullable()
      t.datetime('at', { precision: 3 }).notNullable()
      t.string('method', 20).notNullable()
      t.string('ip', 64).notNullable()
      t.string('user_agent', 255).notNullable().defaultTo('')
      t.index(['user_id', 'id'], 'sign_ins_user_idx')
      t.foreign('user_id', 'sign_ins_user_fk').references('users.id').onDelete('CASCADE')
    })
  }
  // The admin list shows the last sign-in without reading sign_ins: one query for 10,000 accounts.
  if (!(await knex.schema.hasColumn('users', 'last_sign_in_at'))) {
    await knex.schema.alterTable('users', (t) => {
      t.datetime('last_sign_in_at', { precision: 3 }).nullable()
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('users', 'last_sign_in_at'))
    await knex.schema.alterTable('users', (t) => t.dropColumn('last_sign_in_at'))
  await knex.schema.dropTableIfExists('sign_ins')
}
