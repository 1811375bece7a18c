import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // Set while an attempt is with the provider: a second delivery of the job waits for it rather than ring.
  if (!(await knex.schema.hasColumn('reminder_calls', 'placing_since')))
    await knex.schema.alterTable('reminder_calls', (t) =>
      t.datetime('placing_since', { precision: 3 }).nullable(),
    )
  // Attempts the provider refused (nothing rang): retried with backoff, counted apart from busy/no answer.
  if (!(await knex.schema.hasColumn('reminder_calls', 'provider_errors')))
    await knex.schema.alterTable('reminder_calls', (t) =>
      t.integer('provider_errors').unsigned().notNullable().defaultTo(0),
    )
}

export async function down(knex: Knex): Promise<void> {
  for (const column of ['placing_since', 'provider_errors'])
    if (await knex.schema.hasColumn('reminder_calls', column))
      await knex.schema.alterTable('reminder_calls', (t) => t.dropColumn(column))
}
