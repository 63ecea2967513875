// Uploading pictures: the call of src/contract/uploads.ts.
import * as calls from '../../contract/uploads'
import { mountCall, type CallRouter } from '../http/mount-call'
import type { Services } from '../services/create-services'

export function mountUploadRoutes(router: CallRouter, services: Services): void {
  mountCall(router, calls.upload, async ({ body }, ctx) => {
    ctx.requireUser()
    return services.uploads.store(body.file)
  }, { successMsg: 'msg.uploadSuccess' })
}
