import type { Knex } from '@seats/kit'

/**
 * When each refresh family (one sign-in) began, so a family can be given an absolute age however often
 * it rotates. Existing families start at their oldest token still stored (rotated tokens are kept until
 * they expire, so that is the sign-in or close to it). Re-runnable: the column is added once and only
 * empty values are filled.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('refresh_tokens', 'family_started_at')))
    await knex.schema.alterTable('refresh_tokens', (t) => {
      t.datetime('family_started_at', { precision: 3 }).nullable()
    })
  await knex.raw(
    `UPDATE refresh_tokens t
       JOIN (SELECT family_id, MIN(created_at) AS started FROM refresh_tokens GROUP BY family_id) f
         ON f.family_id = t.family_id
        SET t.family_started_at = f.started
      WHERE t.family_started_at IS NULL`,
  )
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('refresh_tokens', 'family_started_at'))
    await knex.schema.alterTable('refresh_tokens', (t) => {
      t.dropColumn('family_started_at')
    })
}
