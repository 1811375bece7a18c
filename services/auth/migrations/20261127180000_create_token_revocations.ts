import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('token_revocations')) return
  // The logout deny-list as auth wrote it to Redis, kept here so it can be written back if Redis loses it.
  await knex.schema.createTable('token_revocations', (t) => {
    t.bigIncrements('id').primary()
    t.string('kind', 16).notNullable()
    t.string('subject', 64).notNullable()
    t.integer('revoked_before').unsigned().nullable()
    t.datetime('expires_at', { precision: 3 }).notNullable()
    t.unique(['kind', 'subject'], { indexName: 'token_revocations_subject_uq' })
    t.index(['expires_at'], 'token_revocations_expires_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('token_revocations')
}
