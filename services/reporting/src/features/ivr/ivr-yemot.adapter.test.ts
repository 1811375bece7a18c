import { describe, expect, it } from 'vitest'
import {
  missingYemotParams,
  queryPairs,
  renderYemot,
  ttsText,
  yemotParams,
  yemotTurn,
} from './ivr-yemot.adapter'

describe('Yemot API extension adapter', () => {
  it('keeps the last value of a repeated parameter, query first and form body after', () => {
    const params = yemotParams(queryPairs({ ApiPhone: '0501234567', val_1: ['2', '1'] }), [['val_2', '9']])
    const turn = yemotTurn(params)
    expect(turn.answerTo('val_1')).toBe('1')
    expect(turn.answerTo('val_2')).toBe('9')
    expect(turn.answerTo('val_3')).toBeUndefined()
    expect(yemotTurn(yemotParams([['hangup', 'yes']])).hangup).toBe(true)
  })

  it('reads values that are not text as text, or not at all', () => {
    expect(
      queryPairs({ ApiPhone: 501234567, val_1: [1, '2', { x: 1 }], hangup: false, ApiDID: null, o: {} }),
    ).toEqual([
      ['ApiPhone', '501234567'],
      ['val_1', '1'],
      ['val_1', '2'],
      ['hangup', 'false'],
    ])
    expect(queryPairs([1, 2])).toEqual([])
    expect(queryPairs('ApiPhone')).toEqual([])
    expect(queryPairs(null)).toEqual([])
  })

  it('names the required parameters a request lacks', () => {
    expect(
      missingYemotParams(
        yemotParams([
          ['ApiPhone', ''],
          ['ApiCallId', 'x'],
          ['ApiDID', ''],
        ]),
      ),
    ).toEqual(['ApiDID', 'ApiExtension'])
    expect(missingYemotParams(yemotParams([['ApiCallId', 'x'.repeat(201)]]))).toEqual([
      'ApiDID',
      'ApiExtension',
      'ApiCallId',
    ])
  })

  it('strips what the speech engine or our syntax cannot take', () => {
    expect(ttsText(`יוסף-חיים אבו'ח "הגבאי" & בניו | שבת.תזריע־מצרע, י״א=כסלו`)).toBe(
      'יוסף חיים אבו ח הגבאי בניו שבת תזריע מצרע י א כסלו',
    )
  })

  it('asks with read: one key, the allowed keys, asterisk blocked', () => {
    const text = renderYemot({
      say: ['שלום משה כהן', 'לאישור הקישו 1'],
      ask: { var: 'val_1', maxDigits: 1, options: ['1', '2'] },
      hangup: false,
    })
    expect(text).toBe('read=t-שלום משה כהן.t-לאישור הקישו 1=val_1,no,1,1,7,No,yes,no,,1.2,')
  })

  it('ends with the words and a hang-up', () => {
    expect(renderYemot({ say: ['הדיווח נרשם בהצלחה', 'תודה ולהתראות'], hangup: true })).toBe(
      'id_list_message=t-הדיווח נרשם בהצלחה.t-תודה ולהתראות&go_to_folder=hangup',
    )
    expect(renderYemot({ say: [], hangup: true })).toBe('go_to_folder=hangup')
  })
})
