import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('reminder_settings'))) {
    await knex.schema.createTable('reminder_settings', (t) => {
      t.integer('owner_id').unsigned().primary()
      t.boolean('enabled').notNullable()
      t.tinyint('weekday').unsigned().notNullable()
      t.tinyint('hour').unsigned().notNullable()
      t.tinyint('minute').unsigned().notNullable()
      t.string('audience', 10).notNullable()
      // JSON array of person ids (audience 'chosen').
      t.text('person_ids').notNullable()
      t.string('date_target', 10).notNullable()
      t.string('city', 40).notNullable()
      t.string('text', 1000).notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
    })
  }
  if (!(await knex.schema.hasTable('reminder_runs'))) {
    await knex.schema.createTable('reminder_runs', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      // The Shabbat whose week the run belongs to: one scheduled run per account and week.
      t.date('week_shabbat').notNullable()
      // Scheduled runs: 0; every "run now" and test: its own number.
      t.integer('manual_no').unsigned().notNullable().defaultTo(0)
      t.date('report_date').notNullable()
      t.integer('event_id').unsigned().nullable()
      t.string('date_name', 120).notNullable()
      t.string('status', 10).notNullable()
      t.datetime('stops_at', { precision: 3 }).nullable()
      t.datetime('started_at', { precision: 3 }).notNullable()
      t.datetime('finished_at', { precision: 3 }).nullable()
      t.unique(['owner_id', 'week_shabbat', 'manual_no'], { indexName: 'reminder_runs_one_per_week' })
      t.index(['owner_id', 'started_at'], 'reminder_runs_owner_idx')
    })
  }
  if (!(await knex.schema.hasTable('reminder_calls'))) {
    await knex.schema.createTable('reminder_calls', (t) => {
      t.increments('id').primary()
      t.integer('run_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('reminder_runs')
        .onDelete('CASCADE')
      t.integer('owner_id').unsigned().notNullable()
      t.string('phone', 20).notNullable()
      // JSON array of { id, name } of the persons on that phone.
      t.text('persons').notNullable()
      t.string('outcome', 20).notNullable()
      t.integer('attempts').unsigned().notNullable().defaultTo(0)
      t.string('reason', 200).nullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
      t.unique(['run_id', 'phone'], { indexName: 'reminder_calls_one_per_phone' })
    })
  }
  // The local telephony provider's log (development and tests): every call it "placed".
  if (!(await knex.schema.hasTable('reminder_local_calls'))) {
    await knex.schema.createTable('reminder_local_calls', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      t.integer('run_id').unsigned().nullable()
      t.string('phone', 20).notNullable()
      t.string('behaviour', 20).notNullable()
      t.string('spoken', 2000).notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.index(['phone'], 'reminder_local_calls_phone_idx')
    })
  }
  // How a phone behaves when the local provider calls it (default: answers and hangs up).
  if (!(await knex.schema.hasTable('reminder_local_callees'))) {
    await knex.schema.createTable('reminder_local_callees', (t) => {
      t.string('phone', 20).primary()
      t.string('behaviour', 20).notNullable()
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reminder_local_callees')
  await knex.schema.dropTableIfExists('reminder_local_calls')
  await knex.schema.dropTableIfExists('reminder_calls')
  await knex.schema.dropTableIfExists('reminder_runs')
  await knex.schema.dropTableIfExists('reminder_settings')
}
