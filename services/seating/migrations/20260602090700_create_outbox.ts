import { outboxMigration } from '@seats/kit'

export const { up, down } = outboxMigration
