import type { Knex } from '@seats/kit'

const INDEX = 'reports_created_idx'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  const [rows] = (await knex.raw('SHOW INDEX FROM reports WHERE Key_name = ?', [INDEX])) as [unknown[]]
  if (rows.length > 0) return
  // The admin dashboard reads reports per week across every synagogue by when they were made.
  await knex.schema.alterTable('reports', (t) => t.index(['created_at'], INDEX))
}

export async function down(knex: Knex): Promise<void> {
  const [rows] = (await knex.raw('SHOW INDEX FROM reports WHERE Key_name = ?', [INDEX])) as [unknown[]]
  if (rows.length > 0) await knex.schema.alterTable('reports', (t) => t.dropIndex(['created_at'], INDEX))
}
