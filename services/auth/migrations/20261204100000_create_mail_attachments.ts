import type { Knex } from '@seats/kit'

// Files sent with a message (the guest map's PDF), kept until the batch's messages are settled. MySQL DDL is
// not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('mail_attachments')) return
  await knex.schema.createTable('mail_attachments', (t) => {
    t.bigIncrements('id').primary()
    t.specificType('batch_id', 'char(16) CHARACTER SET ascii COLLATE ascii_bin').notNullable()
    t.smallint('position').unsigned().notNullable()
    t.string('filename', 150).notNullable()
    t.string('content_type', 100).notNullable()
    t.specificType('content', 'LONGBLOB').notNullable()
    t.unique(['batch_id', 'position'], { indexName: 'mail_attachments_batch_position' })
    t.foreign('batch_id', 'mail_attachments_batch_fk').references('mail_batches.id').onDelete('CASCADE')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_attachments')
}
