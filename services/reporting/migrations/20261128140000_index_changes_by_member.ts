import type { Knex } from '@seats/kit'

const INDEX = 'changes_member_idx'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  const [rows] = (await knex.raw('SHOW INDEX FROM changes WHERE Key_name = ?', [INDEX])) as [unknown[]]
  if (rows.length > 0) return
  // The activity screen narrows the list to one member's changes, newest first.
  await knex.schema.alterTable('changes', (t) => t.index(['owner_id', 'member_id', 'id'], INDEX))
}

export async function down(knex: Knex): Promise<void> {
  const [rows] = (await knex.raw('SHOW INDEX FROM changes WHERE Key_name = ?', [INDEX])) as [unknown[]]
  if (rows.length > 0)
    await knex.schema.alterTable('changes', (t) => t.dropIndex(['owner_id', 'member_id', 'id'], INDEX))
}
