import { describe, expect, it } from 'vitest'
import { heard, parseReply } from './protocol'

describe("reading an API extension's reply as the IVR does", () => {
  it('plays messages, asks with read, and hangs up on go_to_folder', () => {
    const reply = parseReply(
      'id_list_message=t-שלום.d-123&read=t-הקישו 1=reminder_1,no,1,1,7,No,yes,no,,1.2.0,&go_to_folder=hangup',
    )
    expect(reply.errors).toEqual([])
    expect(heard(reply.messages)).toEqual(['שלום', '123'])
    expect(reply.read).toMatchObject({ variable: 'reminder_1', maxDigits: 1, allowed: ['1', '2', '0'] })
    expect(heard(reply.read?.prompt ?? [])).toEqual(['הקישו 1'])
    expect(reply.goTo).toBe('hangup')
  })

  it('flags what the real IVR would misread: separators inside speech, unknown commands and prefixes', () => {
    expect(parseReply('id_list_message=t-שבת פרשת נח-לך').errors).toHaveLength(1)
    expect(parseReply('id_list_message=t-בית הכנסת "אהל משה"').errors).toHaveLength(1)
    // A full stop inside the text splits it into an item without a prefix.
    expect(parseReply('id_list_message=t-שלום. להתראות').errors).toEqual([
      'message item without a known prefix: " להתראות"',
    ])
    expect(parseReply('say=t-שלום').errors).toEqual(['unknown command "say"'])
    expect(parseReply('read=t-הקישו=x=y,no').errors).toHaveLength(1)
    expect(parseReply('').errors).toEqual(['empty reply'])
  })
})
