import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('seasons', 'requests_state')))
    await knex.schema.alterTable('seasons', (t) => {
      // draft (no link sent), open (households answer), closed (answers kept).
      t.string('requests_state', 10).notNullable().defaultTo('draft').after('source_map_id')
    })
  if (!(await knex.schema.hasTable('season_links')))
    await knex.schema.createTable('season_links', (t) => {
      t.integer('season_id').unsigned().notNullable()
      t.integer('household_id').unsigned().notNullable()
      // Only the hash of the link's id: the database alone opens no link. A new link replaces the old.
      t.string('token_hash', 64).notNullable().unique()
      t.datetime('sent_at', { precision: 3 }).notNullable()
      t.primary(['season_id', 'household_id'])
      t.foreign('season_id', 'season_links_season_fk').references('seasons.id').onDelete('CASCADE')
      t.foreign('household_id', 'season_links_household_fk').references('households.id').onDelete('CASCADE')
    })
  if (!(await knex.schema.hasTable('season_requests')))
    await knex.schema.createTable('season_requests', (t) => {
      t.integer('season_id').unsigned().notNullable()
      t.integer('household_id').unsigned().notNullable()
      // [{ personId, areaId }]: who comes, to which area.
      t.text('attending').notNullable()
      t.boolean('same_as_last').notNullable()
      t.boolean('together').notNullable()
      t.boolean('near_ark').notNullable()
      t.boolean('not_front_row').notNullable()
      t.boolean('accessible').notNullable()
      t.string('note', 500).notNullable()
      t.datetime('submitted_at', { precision: 3 }).notNullable()
      t.primary(['season_id', 'household_id'])
      t.foreign('season_id', 'season_requests_season_fk').references('seasons.id').onDelete('CASCADE')
      t.foreign('household_id', 'season_requests_household_fk')
        .references('households.id')
        .onDelete('CASCADE')
    })
  if (!(await knex.schema.hasTable('season_notices')))
    await knex.schema.createTable('season_notices', (t) => {
      // Which seats a household was told (its key names the seats): told again only when they change.
      t.string('notice_key', 120).primary()
      t.integer('season_id').unsigned().notNullable()
      t.integer('household_id').unsigned().notNullable()
      t.datetime('sent_at', { precision: 3 }).notNullable()
      t.foreign('season_id', 'season_notices_season_fk').references('seasons.id').onDelete('CASCADE')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('season_notices')
  await knex.schema.dropTableIfExists('season_requests')
  await knex.schema.dropTableIfExists('season_links')
  if (await knex.schema.hasColumn('seasons', 'requests_state'))
    await knex.schema.alterTable('seasons', (t) => t.dropColumn('requests_state'))
}
