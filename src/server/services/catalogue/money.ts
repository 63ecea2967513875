// Prices typed in the filter compared exactly: "12.5" is 1250 cents, never a float.

export function centsOf(amount: string): bigint {
  const [whole, fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}
