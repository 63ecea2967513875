// Exact money arithmetic shared by the server and the apps (docs/product/money.md#amounts): amounts are
// decimal strings on the wire and integer cents in arithmetic, never floats; rates are decimal
// strings read as basis points.

/** Cents of an amount ("12.5" -> 1250n, "-3.05" -> -305n). */
export function centsOf(amount: string): bigint {
  const negative = amount.trim().startsWith('-')
  const [whole, fraction = ''] = amount.trim().replace(/^-/, '').split('.')
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
  return negative ? -cents : cents
}

/** Cents back to the decimal string of the API (1250n -> "12.50"). */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const abs = cents < 0n ? -cents : cents
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}

/** A rate setting ('0.05') in basis points (500n). */
export function basisPoints(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rate.trim())
  if (!match) throw new Error(`a rate must be a decimal like 0.05, got "${rate}"`)
  return BigInt(match[1]!) * 10000n + BigInt((match[2] ?? '').padEnd(4, '0'))
}

/** `rate` of `cents`, rounded half up to the cent (commission, service charge). */
export function shareOf(cents: bigint, rate: string): bigint {
  return (cents * basisPoints(rate) + 5000n) / 10000n
}

/**
 * The service charge of a withdrawal and what actually arrives (docs/product/money.md#withdrawals):
 * `rate` of the amount, but never less than `minCharge` (so splitting a withdrawal into small ones
 * saves nothing). The page shows them before submitting and the server records the same figures.
 */
export function withdrawalCharge(amount: string, rate: string, minCharge = '0.00'): { charge: string; arrival: string } {
  const cents = centsOf(amount)
  const share = shareOf(cents, rate)
  const least = centsOf(minCharge)
  const charge = share > least ? share : least
  return { charge: formatCents(charge), arrival: formatCents(cents - charge) }
}
