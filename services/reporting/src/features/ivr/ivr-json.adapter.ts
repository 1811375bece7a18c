import type { IvrJsonReply, IvrJsonRequest } from '@seats/contracts'
import type { Prompt } from '../../platform/call-prompt'
import type { CallTurn } from './ivr.service'

/**
 * The provider-neutral adapter: one JSON object per turn ({callId, phone, digits?, var?, hangup?}) and the
 * reply as {say, ask?, hangup}. A `var` that is not the question now waiting makes the turn a replay.
 */
export function jsonTurn(body: IvrJsonRequest): CallTurn {
  return {
    adapter: 'json',
    callId: body.callId,
    phone: body.phone,
    hangup: body.hangup,
    answerTo: (name) => (body.var !== undefined && body.var !== name ? undefined : body.digits),
  }
}

export function renderJson(prompt: Prompt): IvrJsonReply {
  return { say: prompt.say, ...(prompt.ask ? { ask: prompt.ask } : {}), hangup: prompt.hangup }
}
