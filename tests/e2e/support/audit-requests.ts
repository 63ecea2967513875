// What a shopper asks the operator for, sent through the API the way their browser would (its
// Idempotency-Key, its evidence uploaded): a recharge and a withdrawal, for the journeys in which
// the operator decides them in the console.
import { randomBytes } from 'node:crypto'
import { uploadPicture, type BrowserAccount } from './api'

async function send(baseURL: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', token, 'Idempotency-Key': randomBytes(8).toString('hex') },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { code: number; msg: string; data: any }
  if (answer.code !== 1) throw new Error(`${path} refused: ${JSON.stringify(answer)}`)
  return answer.data
}

/** A manual recharge of `amount` with a picture of the transfer: its row and the evidence's URL. */
export async function askRecharge(baseURL: string, shopper: BrowserAccount, amount: string): Promise<{ id: number; evidence: string }> {
  const evidence = await uploadPicture(baseURL, shopper.token, 'transfer.png')
  const recharge = await send(baseURL, shopper.token, '/api/user/recharge', { method: 'manual', amount, evidence })
  return { id: recharge.id, evidence }
}

/** A withdrawal of `amount` to a bank card, paid with the shopper's payment code: its row (the amount held). */
export async function askWithdrawal(baseURL: string, shopper: BrowserAccount, amount: string, paymentCode: string): Promise<{ id: number; arrival: string }> {
  const body = { type: 'bank', amount, bank_card: '9704 0000 1234 5678', bank_name: 'Vietcombank', payment_code: paymentCode }
  return (await send(baseURL, shopper.token, '/api/user/extract', body)).withdrawal
}
