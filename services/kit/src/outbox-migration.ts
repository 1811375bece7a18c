import type { Knex } from 'knex'

/**
 * The outbox table, as a migration any service adds to its own list: domain events written in the same
 * transaction as the change and published after commit (never lost, never sent for a rolled-back change).
 */
export const outboxMigration = {
  async up(knex: Knex): Promise<void> {
    // MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
    if (await knex.schema.hasTable('outbox')) return
    await knex.schema.createTable('outbox', (t) => {
      t.bigIncrements('id').primary()
      t.text('payload', 'mediumtext').notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
    })
  },
  async down(knex: Knex): Promise<void> {
    await knex.schema.dropTableIfExists('outbox')
  },
}
