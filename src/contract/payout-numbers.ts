// The checks a saved withdrawal account passes (docs/decisions.md, "Saved withdrawal accounts"):
// a bank number in digits within its bounds, with the card checksum (Luhn) when its length is a
// card's; a chain address in the form its network writes one. The form and the server both ask
// these, so a refusal reads the same words on either side.

/** A bank number as stored: its digits, the spaces and dashes people type between groups taken out. */
export const bankDigits = (typed: string) => typed.replace(/[\s-]/g, '')

export const MIN_BANK_NUMBER = 6
export const MAX_BANK_NUMBER = 19
/** From this many digits the number is a card's (Napas, Visa, Mastercard, UnionPay: 16 to 19) and carries a Luhn check digit. */
export const CARD_NUMBER_FROM = 16

/** The Luhn (mod 10) check every payment card's last digit satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Why a typed bank number is refused (a msg key), or null when it passes. */
export function bankNumberIssue(typed: string): string | null {
  const digits = bankDigits(typed)
  if (digits === '') return 'msg.bankCardRequired'
  if (!/^\d+$/.test(digits)) return 'withdrawalAccounts.payoutNumberDigitsOnly'
  if (digits.length < MIN_BANK_NUMBER || digits.length > MAX_BANK_NUMBER) return 'withdrawalAccounts.payoutNumberLength'
  if (digits.length >= CARD_NUMBER_FROM && !passesLuhn(digits)) return 'withdrawalAccounts.payoutCardChecksum'
  return null
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'

/** Address forms by network code: TRON's base58 starting with T (34 characters), the EVM chains' 0x and 40 hex digits. */
const ADDRESS_FORMS: { codes: RegExp; form: RegExp }[] = [
  { codes: /^(TRC20|TRON|TRX)$/i, form: new RegExp(`^T${BASE58}{33}$`) },
  { codes: /^(ERC20|ETH|ARB|ARBITRUM|OP|OPTIMISM|POLYGON|MATIC|BASE|AVAXC)$/i, form: /^0x[0-9a-fA-F]{40}$/ },
  { codes: /^(SOL|SPL|SOLANA)$/i, form: new RegExp(`^${BASE58}{32,44}$`) },
]

/** Why an address is refused on this network (a msg key), or null; a network not listed here takes letters and digits, 20 to 100. */
export function chainAddressIssue(network: string, address: string): string | null {
  const trimmed = address.trim()
  if (trimmed === '') return 'msg.fillWithdrawalAddress'
  const known = ADDRESS_FORMS.find((f) => f.codes.test(network.trim()))
  const passes = known ? known.form.test(trimmed) : /^[A-Za-z0-9]{20,100}$/.test(trimmed)
  return passes ? null : 'withdrawalAccounts.payoutAddressForNetwork'
}
