import { canonicalEmail } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { recordFromRow, rowFromFields, type UserFields, type UserRecord, type UserRow } from './user-record'

/** Queries on the users table; pass a transaction to run them inside it. */
export function usersRepo(db: Knex | Knex.Transaction) {
  const users = () => db<UserRow>('users')
  const one = async (q: Knex.QueryBuilder<UserRow>) => {
    const row = (await q.first()) as UserRow | undefined
    return row ? recordFromRow(row) : null
  }

  return {
    findById: (id: number, opts: { forUpdate?: boolean } = {}) => {
      const q = users().where({ id })
      return one(opts.forUpdate ? q.forUpdate() : q)
    },

    findByEmail: (email: string) => one(users().where({ email: canonicalEmail(email) })),

    async emailTaken(email: string, exceptId?: number): Promise<boolean> {
      const q = users()
        .where({ email: canonicalEmail(email) })
        .select('id')
      if (exceptId !== undefined) q.whereNot({ id: exceptId })
      return Boolean(await q.first())
    },

    async insert(fields: UserFields): Promise<UserRecord> {
      const [id] = await users().insert({
        ...rowFromFields(fields),
        updated_at: fields.createdAt,
      } as Partial<UserRow>)
      const created = await one(users().where({ id: Number(id) }))
      if (!created) throw new Error('inserted user not found')
      return created
    },

    /** Updates what is given; answers the stored user afterwards, or null when there is no such user. */
    async update(id: number, fields: Partial<UserFields>, now = new Date()): Promise<UserRecord | null> {
      const changed = await users()
        .where({ id })
        .update({ ...rowFromFields(fields), updated_at: now } as Partial<UserRow>)
      if (changed === 0) return null
      return one(users().where({ id }))
    },

    /** Synagogues, newest first, as the admin screen lists them (not members who joined another's). */
    async list(): Promise<UserRecord[]> {
      const rows = (await users()
        .where({ member_only: false })
        .select('*')
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])) as UserRow[]
      return rows.map(recordFromRow)
    },

    async remove(id: number): Promise<boolean> {
      return (await users().where({ id }).delete()) > 0
    },

    async isAdmin(id: number): Promise<boolean> {
      const row = (await users().where({ id }).select('is_admin').first()) as
        Pick<UserRow, 'is_admin'> | undefined
      return Boolean(row?.is_admin)
    },
  }
}
export type UsersRepo = ReturnType<typeof usersRepo>
