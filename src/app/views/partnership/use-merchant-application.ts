// The merchantApplication machine bound to the server: each actor slot a contract call, each action
// a toast or the profile read again. The logo uploader waits on the machine's upload through
// `uploadLogo`. A refusal of the form is shown in it, so the submit call is silent.
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { merchantApplicationMachine } from '../../../../machines/merchant-application.machine'
import { merchantApply, myMerchantApplication } from '../../../contract/merchant-applications'
import { upload } from '../../../contract/uploads'
import { getUserInfo } from '../../../contract/user'
import { showSuccess } from '../../../ui/feedback'
import { t } from '../../../ui/i18n'
import { useHttp, useSessionActor } from '../../session/use-session'
import { useMachineUpload } from '../../../ui/forms/picture-field'

/** Reading stores nothing: Retry or Check again right after another read must go out. */
const readOnly = { headers: { 'repeat-submit': 'false' }, silent: true }

export function useMerchantApplication() {
  const http = useHttp()
  const session = useSessionActor()
  const uploads = useMachineUpload()
  const [state, send, actor] = useMachine(
    merchantApplicationMachine.provide({
      actors: {
        loadApplication: fromPromise(() => http.call(myMerchantApplication, {}, readOnly)),
        // One upload at a time (the machine waits for it); the same picture chosen again after removing it must go out.
        uploadLogo: fromPromise(({ input }) =>
          uploads.settle(
            http.call(upload, { body: { file: input.file } }, { headers: { 'repeat-submit': 'false' } }).then((answer) => {
              // docs/api-conventions.md#uploads: a success message follows upload.
              showSuccess(t('msg.uploadSuccess'))
              return answer
            }),
          ),
        ),
        // The machine takes no second tap while sending, and the server keeps one waiting per shopper:
        // a try again after a refusal must go out even within the duplicate-submit window.
        submitApplication: fromPromise(({ input }) => http.call(merchantApply, { body: input.values }, readOnly)),
      },
      actions: {
        announceSubmitted: () => showSuccess(t('msg.applySuccess')),
        readProfile: () => {
          void http.call(getUserInfo, {}, { silent: true }).then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }), () => {})
        },
      },
    }),
  )

  /** The uploader's `upload`: the machine uploads the logo and answers its URL. */
  const uploadLogo = (file: File) => uploads.start(() => send({ type: 'UPLOAD', file }))

  return { state, send, actor, uploadLogo }
}
