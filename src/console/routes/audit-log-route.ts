// The audit log: what operators did, newest first, read only (?subject=shop:3 keeps one thing's rows).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { shellRoute } from './root-route'

export const auditLogSearch = z.object({ subject: z.catch(z.optional(z.string().check(z.maxLength(40))), undefined) })
export type AuditLogSearch = z.output<typeof auditLogSearch>

export const auditLogRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'audit-log',
  staticData: { titleKey: 'console.auditLog.title', roles: ['operator'] },
  validateSearch: auditLogSearch,
  component: lazyRouteComponent(() => import('../views/management/audit-log-page'), 'AuditLogPage'),
})
