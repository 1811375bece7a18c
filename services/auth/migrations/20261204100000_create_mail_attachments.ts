import type { Knex } from '@seats/kit'

/**
 * Files sent with a message (the guest map's PDF), kept until the batch's messages are settled. The bytes
 * go in parts of at most 1 MB (mail.repo's ATTACHMENT_PART_BYTES): mysql2 sends a Buffer inside the
 * statement as hex, twice its size, and one statement may not pass the server's max_allowed_packet (16 MB on
 * MariaDB by default), so a 15 MB PDF in one value could not be written. MySQL DDL is not transactional:
 * check state first so a half-applied run can be re-run.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('mail_attachments')))
    await knex.schema.createTable('mail_attachments', (t) => {
      t.bigIncrements('id').primary()
      t.specificType('batch_id', 'char(16) CHARACTER SET ascii COLLATE ascii_bin').notNullable()
      t.smallint('position').unsigned().notNullable()
      t.string('filename', 150).notNullable()
      t.string('content_type', 100).notNullable()
      t.unique(['batch_id', 'position'], { indexName: 'mail_attachments_batch_position' })
      t.foreign('batch_id', 'mail_attachments_batch_fk').references('mail_batches.id').onDelete('CASCADE')
    })
  if (!(await knex.schema.hasTable('mail_attachment_parts')))
    await knex.schema.createTable('mail_attachment_parts', (t) => {
      t.bigInteger('attachment_id').unsigned().notNullable()
      t.smallint('seq').unsigned().notNullable()
      t.specificType('bytes', 'MEDIUMBLOB').notNullable()
      t.primary(['attachment_id', 'seq'])
      t.foreign('attachment_id', 'mail_attachment_parts_attachment_fk')
        .references('mail_attachments.id')
        .onDelete('CASCADE')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_attachment_parts')
  await knex.schema.dropTableIfExists('mail_attachments')
}
