// The shopper's recent searches, on this device only (local storage), newest first.
const KEY = 'search-history'
export const HISTORY_SIZE = 10

export function readHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(0, HISTORY_SIZE) : []
  } catch {
    return []
  }
}

export function rememberSearch(words: string): string[] {
  const next = [words, ...readHistory().filter((item) => item !== words)].slice(0, HISTORY_SIZE)
  localStorage.setItem(KEY, JSON.stringify(next))
  return next
}

export function clearHistory(): string[] {
  localStorage.removeItem(KEY)
  return []
}
