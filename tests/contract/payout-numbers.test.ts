// The checks of a saved withdrawal account (src/contract/payout-numbers.ts): a bank number's digits,
// bounds and the card checksum from 16 digits; an address in the form of its network.
import { describe, expect, it } from 'vitest'
import { bankNumberIssue, chainAddressIssue, passesLuhn } from '../../src/contract/payout-numbers'

describe('a bank number', () => {
  it('passes the Luhn check only with the right last digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    expect(passesLuhn('9704000012345678')).toBe(false)
  })

  it.each([
    ['4111 1111 1111 1111', null],
    ['4111-1111-1111-1111', null],
    ['0071001234567', null],
    ['123456', null],
    ['', 'msg.bankCardRequired'],
    ['4111 1111 1111 111x', 'withdrawalAccounts.payoutNumberDigitsOnly'],
    ['12345', 'withdrawalAccounts.payoutNumberLength'],
    ['12345678901234567890', 'withdrawalAccounts.payoutNumberLength'],
    ['4111 1111 1111 1112', 'withdrawalAccounts.payoutCardChecksum'],
  ])('%s reads %s', (typed, issue) => {
    expect(bankNumberIssue(typed)).toBe(issue)
  })
})

describe('an address on a network', () => {
  it.each([
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', null],
    ['trc20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', null],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS', 'withdrawalAccounts.payoutAddressForNetwork'],
    ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0', 'withdrawalAccounts.payoutAddressForNetwork'],
    ['TRC20', '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE', 'withdrawalAccounts.payoutAddressForNetwork'],
    ['ERC20', '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE', null],
    ['ERC20', '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0b', 'withdrawalAccounts.payoutAddressForNetwork'],
    ['POLYGON', '0x8894E0a0c962CB723c1976a4421c95949bE2D4E3', null],
    ['NEWCHAIN', 'abcdefghij0123456789', null],
    ['NEWCHAIN', 'short', 'withdrawalAccounts.payoutAddressForNetwork'],
    ['ERC20', '  ', 'msg.fillWithdrawalAddress'],
  ])('on %s, %s reads %s', (network, address, issue) => {
    expect(chainAddressIssue(network, address)).toBe(issue)
  })
})
