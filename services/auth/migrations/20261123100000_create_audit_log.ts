import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('audit_log')) return
  // Admin writes (and a user's own password and email changes): who, when, which fields before and after.
  // No foreign keys: an entry outlives both the admin and the account it is about.
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary()
    t.datetime('at', { precision: 3 }).notNullable()
    t.string('action', 40).notNullable()
    t.integer('actor_id').unsigned().nullable()
    t.integer('target_user_id').unsigned().notNullable()
    // JSON text: [{ field, before, after }]; never a password hash.
    t.text('changes', 'mediumtext').notNullable()
    t.text('detail').nullable()
    t.index(['target_user_id', 'id'], 'audit_log_target_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log')
}
