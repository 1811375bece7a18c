import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('mail_batches'))) {
    // One admin's send: the subject and the text as typed; each recipient's message renders from them.
    await knex.schema.createTable('mail_batches', (t) => {
      t.specificType('id', 'char(16) CHARACTER SET ascii COLLATE ascii_bin').primary()
      t.string('subject', 200).notNullable()
      t.text('body', 'mediumtext').notNullable()
      t.integer('sent_by').unsigned().nullable()
      t.integer('recipients').unsigned().notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
    })
  }
  if (!(await knex.schema.hasTable('mail_messages'))) {
    // One row per recipient: what the outbox screen lists and the workers report their attempts on.
    await knex.schema.createTable('mail_messages', (t) => {
      t.bigIncrements('id').primary()
      t.specificType('batch_id', 'char(16) CHARACTER SET ascii COLLATE ascii_bin').notNullable()
      t.integer('user_id').unsigned().nullable()
      t.string('to_email', 254).notNullable()
      t.string('to_name', 100).notNullable().defaultTo('')
      t.string('status', 10).notNullable()
      t.integer('attempts').unsigned().notNullable().defaultTo(0)
      t.string('error', 1000).nullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
      t.datetime('sent_at', { precision: 3 }).nullable()
      // One message per (send, recipient): the job id is built from the same pair.
      t.unique(['batch_id', 'user_id'], { indexName: 'mail_messages_batch_user_unique' })
      t.index(['status', 'id'], 'mail_messages_status_idx')
      t.index(['user_id', 'id'], 'mail_messages_user_idx')
      t.foreign('batch_id', 'mail_messages_batch_fk').references('mail_batches.id').onDelete('CASCADE')
      // The record stays when the account goes (the admin's history); it just no longer points at it.
      t.foreign('user_id', 'mail_messages_user_fk').references('users.id').onDelete('SET NULL')
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_messages')
  await knex.schema.dropTableIfExists('mail_batches')
}
