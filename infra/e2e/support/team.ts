import { expect, type APIRequestContext } from '@playwright/test'
import type { Account } from './accounts.js'
import { api } from './api.js'
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
