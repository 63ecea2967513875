// Security headers of every answer (API and SPA). The CSP allows only our own origin; styles may
// be inline because antd-mobile injects its styles at runtime.
import { secureHeaders } from 'hono/secure-headers'

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // A route that sets one of these itself keeps its own (uploaded SVGs get a stricter CSP).
    overwrite: false,
  })
}
