// A short, readable name for the browser a session was started from ("Chrome on Android"), from
// its User-Agent. Only the few families a shopper would recognise; anything else reads as ''
// and the app shows "Unknown device". (A full UA parser would be a dependency for one label.)
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser/, 'Samsung Internet'], [/CocCoc/, 'Cốc Cốc'],
  [/Firefox\//, 'Firefox'], [/Chrome\/|Chromium\//, 'Chrome'], [/Safari\//, 'Safari'],
]
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'], [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/Linux/, 'Linux'],
]

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? ''
}
