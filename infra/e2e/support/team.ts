import { expect, type APIRequestContext } from '@playwright/test'
import { registerViaApi, type Account } from './accounts.js'
import { api, apiToken, type Person } from './api.js'
import { receivedMail } from './mailbox.js'

/** The link's token in the invitation email (APP_URL/invite/<token>). */
export async function invitationToken(request: APIRequestContext, to: string): Promise<string> {
  const mail = await receivedMail(request, to, /^הזמנה לצוות של /)
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
  expect(token, mail.text).toBeTruthy()
  return token!
}

/** Someone joins through an invitation by registering with its token, as the invite page does. */
export async function joinByRegistration(
  request: APIRequestContext,
  token: string,
  person: Account,
): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: {
      email: person.email,
      password: person.password,
      contactName: person.contactName,
      phone: '0527654321',
      invitationToken: token,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

/** The owner invites `person` with `role`, who registers through the emailed link. */
export async function joinTeam(
  request: APIRequestContext,
  ownerToken: string,
  person: Account,
  role: 'warden' | 'viewer',
): Promise<void> {
  await api(request, ownerToken, 'POST', '/members/invitations', { email: person.email, role })
  await joinByRegistration(request, await invitationToken(request, person.email), person)
}

/**
 * A new synagogue with two worshippers, משה כהן and דוד לוי, and a 4x6 map 'בית מדרש' (משה at א1 when
 * `mosheSeated`): the team scenarios' starting point.
 */
export async function synagogueOfTwo(request: APIRequestContext, { mosheSeated = false } = {}) {
  const owner = await registerViaApi(request)
  const ownerToken = await apiToken(request, owner)
  const { created } = await api<{ created: Person[] }>(request, ownerToken, 'POST', '/persons/many', [
    { firstName: 'משה', lastName: 'כהן', phone: '0521110001' },
    { firstName: 'דוד', lastName: 'לוי', phone: '0521110002' },
  ])
  const moshe = created.find((p) => p.firstName === 'משה')!
  const david = created.find((p) => p.firstName === 'דוד')!
  const { id: mapId } = await api<{ id: number }>(request, ownerToken, 'POST', '/maps', {
    name: 'בית מדרש',
    rows: 4,
    cols: 6,
    ...(mosheSeated ? { cells: [{ row: 1, col: 1, kind: 'seat', people: [{ id: moshe.id }] }] } : {}),
  })
  return { owner, ownerToken, moshe, david, mapId }
}
