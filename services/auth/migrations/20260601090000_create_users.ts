import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('users')) return
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary()
    t.string('email', 254).nullable().unique('users_email_unique')
    t.string('password_hash', 255).nullable()
    t.string('contact_name', 100).notNullable().defaultTo('')
    t.string('synagogue_name', 150).notNullable().defaultTo('')
    t.string('phone', 20).notNullable().defaultTo('')
    t.boolean('is_new').notNullable().defaultTo(true)
    t.boolean('is_guest').notNullable().defaultTo(false)
    t.boolean('is_demo_guest').notNullable().defaultTo(false)
    t.boolean('has_completed_demo').notNullable().defaultTo(false)
    t.boolean('is_admin').notNullable().defaultTo(false)
    t.string('subscription_type', 50).notNullable()
    t.datetime('subscription_ends_at', { precision: 3 }).nullable()
    t.integer('max_people').unsigned().notNullable()
    t.decimal('price', 10, 2).notNullable()
    t.datetime('created_at', { precision: 3 }).notNullable()
    t.datetime('updated_at', { precision: 3 }).notNullable()
    // Demo guests are cleaned up by age; the admin list is newest first.
    t.index(['is_demo_guest', 'created_at'], 'users_demo_guest_created_idx')
    t.index(['created_at'], 'users_created_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('users')
}
