// The payment code's rules, one for the forms and the server
// (docs/product/rules.md#validation-messages; docs/product/money.md#payment-code).
import { describe, expect, it } from 'vitest'
import { changePaymentCodeForm, isWeakPaymentCode, setPaymentCode } from '../../src/contract/payment-code'

const firstIssue = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.success ? null : { message: result.error!.issues[0]!.message, field: result.error!.issues[0]!.path[0] }

describe('a weak payment code', () => {
  it('is one digit repeated or a straight run up or down, whatever its length', () => {
    for (const code of ['111111', '000000000', '123456', '654321', '0123456789', '3456789', '987654']) {
      expect(isWeakPaymentCode(code), code).toBe(true)
    }
  })

  it('is not a run that wraps, a run with a break, or anything else', () => {
    for (const code of ['890123', '123457', '147258', '112233', '121212', '135790']) {
      expect(isWeakPaymentCode(code), code).toBe(false)
    }
  })
})

describe('the set-or-change call', () => {
  it('takes a first code without an old one, and a change with it', () => {
    expect(setPaymentCode.body.safeParse({ new_code: '147258', confirm_code: '147258' }).success).toBe(true)
    expect(setPaymentCode.body.safeParse({ old_code: '258147', new_code: '147258', confirm_code: '147258' }).success).toBe(true)
  })

  it('names the field of each refusal with its msg key', () => {
    const parse = (body: object) => firstIssue(setPaymentCode.body.safeParse(body))
    expect(parse({ new_code: '123456', confirm_code: '123456' })).toEqual({ message: 'msg.paymentCodeWeak', field: 'new_code' })
    expect(parse({ new_code: '14725', confirm_code: '14725' })).toEqual({ message: 'msg.paymentCodeFormat', field: 'new_code' })
    expect(parse({ new_code: '147258', confirm_code: '147259' })).toEqual({ message: 'msg.passwordsDoNotMatch', field: 'confirm_code' })
    expect(parse({ old_code: '147258', new_code: '147258', confirm_code: '147258' })).toEqual({ message: 'msg.newPasswordSameAsOld', field: 'new_code' })
  })
})

describe('the change form', () => {
  it('needs the old code, digits only', () => {
    const parse = (body: object) => firstIssue(changePaymentCodeForm.safeParse(body))
    expect(parse({ new_code: '147258', confirm_code: '147258' })).toEqual({ message: 'msg.oldPaymentCodeRule', field: 'old_code' })
    expect(parse({ old_code: '', new_code: '147258', confirm_code: '147258' })).toEqual({ message: 'msg.oldPaymentCodeRule', field: 'old_code' })
    expect(parse({ old_code: '25a147', new_code: '147258', confirm_code: '147258' })).toEqual({ message: 'msg.paymentCodeFormat', field: 'old_code' })
    expect(changePaymentCodeForm.safeParse({ old_code: '258147', new_code: '147258', confirm_code: '147258' }).success).toBe(true)
  })
})
