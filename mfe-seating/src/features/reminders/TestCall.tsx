import { Button } from '@seats/sdk'
import { PhoneVerification } from './PhoneVerification'
import { RefusalNote } from './RefusalNote'
import type { Refusal } from './use-reminder-actions'

/** The test call to the account's own phone, once that phone is verified. */
export function TestCall({ refusal, onCall }: { refusal: Refusal | null; onCall: () => Promise<void> }) {
  return (
    <>
      <PhoneVerification>
        <Button icon="phone" text="שיחת ניסיון לטלפון שלי" onClick={() => void onCall()} />
      </PhoneVerification>
      <RefusalNote refusal={refusal} action="test" />
    </>
  )
}
