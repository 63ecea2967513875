// The server's source of "now". Services take it as a dependency so tests can move time forward
// (session expiry, reset codes, rate-limit windows) without waiting.
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
