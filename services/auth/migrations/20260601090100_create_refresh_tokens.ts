import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('refresh_tokens')) return
  await knex.schema.createTable('refresh_tokens', (t) => {
    t.bigIncrements('id').primary()
    t.integer('user_id').unsigned().notNullable()
    t.specificType('family_id', 'char(22) CHARACTER SET ascii COLLATE ascii_bin').notNullable()
    // SHA-256 of the token in hex; the token itself is never stored.
    t.specificType('token_hash', 'char(64) CHARACTER SET ascii COLLATE ascii_bin').notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('expires_at', { precision: 3 }).notNullable()
    t.datetime('rotated_at', { precision: 3 }).nullable()
    t.datetime('revoked_at', { precision: 3 }).nullable()
    t.unique(['token_hash'], { indexName: 'refresh_tokens_hash_unique' })
    t.index(['family_id'], 'refresh_tokens_family_idx')
    t.index(['user_id'], 'refresh_tokens_user_idx')
    t.index(['expires_at'], 'refresh_tokens_expires_idx')
    t.foreign('user_id', 'refresh_tokens_user_fk').references('users.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('refresh_tokens')
}
