import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('households')))
    await knex.schema.createTable('households', (t) => {
      t.increments('id').primary()
      t.integer('owner_id').unsigned().notNullable()
      t.string('name', 100).notNullable()
      t.string('phone', 20).notNullable()
      t.string('email', 254).notNullable()
      t.datetime('created_at', { precision: 3 }).notNullable()
      t.datetime('updated_at', { precision: 3 }).notNullable()
      t.index(['owner_id', 'name'], 'households_owner_idx')
    })
  if (!(await knex.schema.hasTable('household_members')))
    await knex.schema.createTable('household_members', (t) => {
      t.integer('household_id').unsigned().notNullable()
      // One household per worshipper.
      t.integer('person_id').unsigned().notNullable().primary()
      t.index(['household_id'], 'household_members_household_idx')
      t.foreign('household_id', 'household_members_household_fk')
        .references('households.id')
        .onDelete('CASCADE')
      t.foreign('person_id', 'household_members_person_fk').references('persons.id').onDelete('CASCADE')
    })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('household_members')
  await knex.schema.dropTableIfExists('households')
}
