// The recharge machine bound to the server and the browser: each actor slot a contract call or the
// clipboard, each action a toast. The evidence uploader waits on the machine's upload through
// `uploadEvidence`; one idempotency key per visit of the page, so a repeated submit makes one recharge.
import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { rechargeMachine } from '../../../../machines/recharge.machine'
import { randomKey } from '../../../client/random-key'
import { recharge, rechargeChannels } from '../../../contract/recharges'
import { upload } from '../../../contract/uploads'
import { showFailure, showSuccess } from '../../../ui/feedback'
import { t } from '../../../ui/i18n'
import { useHttp } from '../../session/use-session'
import { useMachineUpload } from '../../../ui/forms/picture-field'

/** Reading the channels stores nothing: Retry right after a failed load must go out. */
const readOnly = { headers: { 'repeat-submit': 'false' }, silent: true }

/** Writes to the clipboard; a page without the Clipboard API (or a refusal) fails. */
async function writeClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('msg.copyFail')
  await navigator.clipboard.writeText(text)
}

export function useRecharge() {
  const http = useHttp()
  const uploads = useMachineUpload()
  const [idempotencyKey] = useState(randomKey)
  const [state, send, actor] = useMachine(
    rechargeMachine.provide({
      actors: {
        loadChannels: fromPromise(() => http.call(rechargeChannels, {}, readOnly)),
        uploadEvidence: fromPromise(({ input }) =>
          uploads.settle(
            http.call(upload, { body: { file: input.file } }).then((answer) => {
              // docs/api-conventions.md#uploads: a success message follows upload.
              showSuccess(t('msg.uploadSuccess'))
              return answer
            }),
          ),
        ),
        copyText: fromPromise(({ input }) => writeClipboard(input.text)),
        // The machine takes no second tap while sending, and a retry must go out: the key, not the guard, makes one recharge.
        submitRecharge: fromPromise(({ input }) =>
          http.call(recharge, { body: input.values }, { headers: { 'Idempotency-Key': input.idempotencyKey, 'repeat-submit': 'false' } }),
        ),
      },
      actions: {
        tellCopyNotAllowed: () => showFailure(t('msg.notAllowCopy')),
        announceCopied: () => showSuccess(t('ui.rechargeCopied')),
        tellCopyFailed: () => showFailure(t('msg.copyFail')),
        announceSubmitted: () => showSuccess(t('msg.rechargeSubmitted')),
      },
    }),
    { input: { idempotencyKey } },
  )

  /** The uploader's `upload`: the machine uploads the picture and answers its URL. */
  const uploadEvidence = (file: File) => uploads.start(() => send({ type: 'UPLOAD', file }))

  return { state, send, actor, uploadEvidence }
}
