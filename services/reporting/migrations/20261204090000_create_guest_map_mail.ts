import type { Knex } from '@seats/kit'

// The guest map mailed before candle-lighting: one setting an account, one row a mailing. MySQL DDL is not
// transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('guest_map_mail_settings')))
    await knex.schema.createTable('guest_map_mail_settings', (t) => {
      t.integer('owner_id').unsigned().primary()
      t.boolean('enabled').notNullable().defaultTo(false)
      t.integer('map_id').unsigned().nullable()
      t.json('display_ids').notNullable()
      t.string('city', 40).notNullable()
      t.smallint('minutes_before').unsigned().notNullable()
      t.boolean('updates').notNullable().defaultTo(true)
      t.json('recipients').notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
    })
  if (!(await knex.schema.hasTable('guest_map_sends')))
    await knex.schema.createTable('guest_map_sends', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      t.integer('map_id').unsigned().notNullable()
      t.date('map_date').notNullable()
      t.enum('kind', ['scheduled', 'update', 'manual']).notNullable()
      // 'scheduled' for the eve's mailing, 'update:<fingerprint>' for an update: each is made once, however
      // many ticks or workers race to it. A warden's 'send now' has none.
      t.string('once_key', 80).nullable()
      t.specificType('fingerprint', 'CHAR(64)').notNullable()
      t.integer('free_count').unsigned().notNullable()
      t.json('display_ids').notNullable()
      t.json('recipients').notNullable()
      t.enum('status', ['queued', 'sent', 'failed', 'expired']).notNullable()
      // Candle-lighting: nothing of this mailing leaves after it.
      t.datetime('send_before', { precision: 3 }).nullable()
      t.string('error', 500).nullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('sent_at', { precision: 3 }).nullable()
      t.unique(['owner_id', 'map_date', 'once_key'], { indexName: 'guest_map_sends_once' })
      t.index(['owner_id', 'created_at'], 'guest_map_sends_owner_created')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('guest_map_sends')
  await knex.schema.dropTableIfExists('guest_map_mail_settings')
}
