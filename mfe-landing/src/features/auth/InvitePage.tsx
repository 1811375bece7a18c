import {
  Button,
  Callout,
  LoadingState,
  enterSynagogue,
  errorMessageOf,
  isApiError,
  logout,
  teamApi,
  useParams,
  useSession,
  Link,
} from '@seats/sdk'
import { errorMessages, type InvitationPreview } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { AuthLayout } from './AuthLayout'
import { InviteSignIn, InviteRegistration } from './InviteForms'
import { closedInvitationText, inviteTexts as t, roleLine } from './invite-texts'

type Loaded =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; preview: InvitationPreview }

/** Opens the map of the synagogue just joined (a full load: see the sdk's enterSynagogue). */
export type EnterPage = (path: string) => void

/**
 * /invite/:token (public): what the link offers (synagogue, role, who invited), and the way in: joining
 * at once when signed in with the invited address, else signing in (an account exists) or a short
 * registration that passes the token; then the synagogue's map opens.
 */
export function InvitePage({ enter }: { enter?: EnterPage }) {
  const { token: inviteToken = '' } = useParams()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    setLoaded({ kind: 'loading' })
    teamApi
      .invitation(inviteToken)
      .then((preview) => live && setLoaded({ kind: 'ready', preview }))
      .catch((error: unknown) => {
        const notFound = isApiError(error) && error.status === 404
        if (live)
          setLoaded({
            kind: 'failed',
            message: notFound ? errorMessages.invitation_not_found : errorMessageOf(error),
          })
      })
    return () => {
      live = false
    }
  }, [inviteToken])

  if (loaded.kind === 'loading') {
    return (
      <AuthLayout title={t.titleUnknown}>
        <LoadingState text={t.loading} />
      </AuthLayout>
    )
  }
  if (loaded.kind === 'failed') return <ClosedInvitation title={t.titleUnknown} text={loaded.message} />
  const { preview } = loaded
  if (preview.state !== 'open')
    return (
      <ClosedInvitation title={t.title(preview.synagogueName)} text={closedInvitationText[preview.state]} />
    )
  return <OpenInvitation preview={preview} inviteToken={inviteToken} enter={enter} />
}

function ClosedInvitation({ title, text }: { title: string; text: string }) {
  return (
    <AuthLayout
      title={title}
      footer={
        <>
          <Link to="/login">{t.toLogin}</Link>
          <Link to="/">{t.toHome}</Link>
        </>
      }
    >
      <Callout intent="warning" icon="warning-sign" role="alert" data-testid="invite-closed">
        {text}
      </Callout>
    </AuthLayout>
  )
}

function OpenInvitation(props: { preview: InvitationPreview; inviteToken: string; enter?: EnterPage }) {
  const { preview, inviteToken, enter } = props
  const { token, user } = useSession()
  const signedIn = !!token && !!user && !user.isGuest
  const sameEmail = signedIn && user.email === preview.email
  return (
    <AuthLayout
      title={t.title(preview.synagogueName)}
      subtitle={preview.invitedBy ? t.invitedBy(preview.invitedBy) : undefined}
    >
      <dl className="landing-invite__facts" data-testid="invite-facts">
        <dt>{t.role}</dt>
        <dd>{roleLine(preview)}</dd>
      </dl>
      {sameEmail ? (
        <JoinNow inviteToken={inviteToken} name={user.contactName} enter={enter} />
      ) : signedIn ? (
        <Callout intent="warning" icon="warning-sign" className="landing-auth__notice">
          <p>{t.otherEmail(preview.email)}</p>
          <Button text={t.signOut} icon="log-out" onClick={() => void logout({ redirect: false })} />
        </Callout>
      ) : preview.hasAccount ? (
        <InviteSignIn email={preview.email} inviteToken={inviteToken} enter={enter} />
      ) : (
        <InviteRegistration email={preview.email} inviteToken={inviteToken} enter={enter} />
      )}
    </AuthLayout>
  )
}

function JoinNow({ inviteToken, name, enter }: { inviteToken: string; name: string; enter?: EnterPage }) {
  const [joining, setJoining] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const join = async () => {
    setJoining(true)
    setFailure(null)
    try {
      enterSynagogue(await teamApi.acceptInvitation(inviteToken), enter)
    } catch (error) {
      setFailure(errorMessageOf(error))
      setJoining(false)
    }
  }
  return (
    <div className="landing-invite__join">
      <p>{t.signedInAs(name)}</p>
      {failure ? (
        <Callout intent="danger" icon="error" role="alert" className="landing-auth__error">
          {failure}
        </Callout>
      ) : null}
      <Button
        intent="primary"
        size="large"
        fill
        loading={joining}
        text={t.join}
        onClick={() => void join()}
      />
    </div>
  )
}
