// A saved withdrawal account in one line, as the withdrawal form's choices and the accounts page
// name it: the bank and the number's last four, or the network and the address shortened.
import type { WithdrawalAccountView } from '../../contract/withdrawal-accounts'

/** An address with its middle left out (TQn9Y2…cbLSE): enough to recognise, short enough for a chip. */
export const shortAddress = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-5)}` : address)

export function accountLabel(account: WithdrawalAccountView): string {
  return account.type === 'bank' ? `${account.bank_name ?? ''} ${account.number ?? ''}`.trim() : `${account.network ?? ''} ${shortAddress(account.address ?? '')}`.trim()
}
