import type { Knex } from '@seats/kit'

/**
 * A synagogue (the account whose id every service scopes by) has members, each with one role. Every
 * existing account becomes a synagogue whose owner is its own user. Additive only: code that does not
 * know memberships keeps working while this runs, and a user it registers meanwhile is made the owner of
 * its own synagogue on first use (memberships.ts).
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('memberships')))
    await knex.schema.createTable('memberships', (t) => {
      t.increments('id').primary()
      t.integer('account_id').unsigned().notNullable()
      t.integer('user_id').unsigned().notNullable()
      t.string('role', 16).notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
      t.datetime('last_active_at', { precision: 3 }).nullable()
      t.unique(['account_id', 'user_id'], { indexName: 'memberships_account_user_uq' })
      t.index(['user_id'], 'memberships_user_idx')
    })
  if (!(await knex.schema.hasTable('invitations')))
    await knex.schema.createTable('invitations', (t) => {
      t.increments('id').primary()
      t.integer('account_id').unsigned().notNullable()
      t.string('email', 254).notNullable()
      t.string('role', 16).notNullable()
      // Only the token's SHA-256 is kept: the link itself is the secret.
      t.string('token_hash', 64).notNullable().unique('invitations_token_uq')
      t.integer('invited_by').unsigned().notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('expires_at', { precision: 3 }).notNullable()
      t.datetime('used_at', { precision: 3 }).nullable()
      t.integer('used_by').unsigned().nullable()
      t.datetime('revoked_at', { precision: 3 }).nullable()
      t.index(['account_id', 'created_at'], 'invitations_account_idx')
    })
  if (!(await knex.schema.hasColumn('users', 'current_account_id')))
    await knex.schema.alterTable('users', (t) => {
      // The synagogue the person last worked in, chosen again at the next sign-in.
      t.integer('current_account_id').unsigned().nullable()
      // Joined through an invitation with no synagogue of their own (never an owner of their own row).
      t.boolean('member_only').notNullable().defaultTo(false)
    })
  await knex.raw(
    `INSERT IGNORE INTO memberships (account_id, user_id, role, created_at, updated_at)
     SELECT u.id, u.id, 'owner', u.created_at, u.created_at FROM users u
     WHERE NOT EXISTS (SELECT 1 FROM memberships m WHERE m.account_id = u.id)`,
  )
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('invitations')
  await knex.schema.dropTableIfExists('memberships')
  if (await knex.schema.hasColumn('users', 'current_account_id'))
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn('current_account_id')
      t.dropColumn('member_only')
    })
}
