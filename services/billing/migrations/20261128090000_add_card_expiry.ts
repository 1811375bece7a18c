import type { Knex } from '@seats/kit'

// MySQL DDL is not transactional: check state first so a half-applied run can be re-run.
export async function up(knex: Knex): Promise<void> {
  // The saved card's expiry ("12/29"), read from the provider when the card is saved.
  if (!(await knex.schema.hasColumn('subscriptions', 'card_expiry')))
    await knex.schema.alterTable('subscriptions', (t) => {
      t.string('card_expiry', 7).nullable().after('card_last_digits')
    })
  // The expiry its warden was told about, so the notice goes once per card.
  if (!(await knex.schema.hasColumn('subscriptions', 'card_expiry_noticed')))
    await knex.schema.alterTable('subscriptions', (t) => {
      t.string('card_expiry_noticed', 7).nullable().after('card_expiry')
    })
}

export async function down(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('subscriptions', 'card_expiry_noticed'))
    await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('card_expiry_noticed'))
  if (await knex.schema.hasColumn('subscriptions', 'card_expiry'))
    await knex.schema.alterTable('subscriptions', (t) => t.dropColumn('card_expiry'))
}
