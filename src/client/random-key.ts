// A random key for an Idempotency-Key header or a one-off id: 128 bits from crypto.getRandomValues,
// which every page has. crypto.randomUUID exists only in secure contexts (HTTPS, localhost): a page
// served over plain HTTP would throw on it.
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
