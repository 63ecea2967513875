// Editing the personal center's details (/profile/edit): the avatar (a picture uploaded here),
// family and given names, email and mobile, checked with the contract's rules and the messages of
// docs/product/rules.md#validation-messages ("Please fill correct email", "Please enter a correct
// mobile phone number"). Saved, the session holds the new profile and the shopper is back in the
// personal center.
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useNavigate } from '@tanstack/react-router'
import { upload } from '../../../contract/uploads'
import { updateProfile } from '../../../contract/user'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { useHttp, useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'
import { SinglePictureField } from '../../../ui/forms/picture-field'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'

interface ProfileValues extends Record<string, unknown> {
  avatar?: string
  family_name: string
  given_name: string
  email: string
  mobile: string
}

export function ProfileEditPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const navigate = useNavigate()
  const session = useSessionActor()
  const user = useSession((s) => s.context.userInfo)
  const { submitting, submit, edit } = useSubmission(
    ({ avatar, ...values }: ProfileValues) => http.call(updateProfile, { body: { ...values, avatar: avatar || null } }),
    (userInfo) => {
      session.send({ type: 'PROFILE_CHANGED', userInfo })
      showSuccess(t('msg.saveSuccess'))
      void navigate({ to: '/profile', replace: true })
    },
  )
  if (!user) return null
  const rule = (field: string) => [contractRule(updateProfile.body, field, () => ({ avatar: undefined }))]
  const uploadAvatar = (file: File) => http.call(upload, { body: { file } })
  return (
    <Page title={t('route.profileEdit')} className="profile-edit-page">
      <Form
        layout="vertical"
        mode="card"
        className="profile-edit-form"
        initialValues={{ avatar: user.avatar ?? '', family_name: user.family_name, given_name: user.given_name, email: user.email, mobile: user.mobile }}
        onValuesChange={edit}
        onFinish={(values: ProfileValues) => submit(values)}
        footer={
          <Button block type="submit" color="primary" size="large" className="profile-save" loading={submitting} disabled={submitting}>
            {t('ui.save')}
          </Button>
        }
      >
        <Form.Item name="avatar" label={t('ui.avatar')}>
          <SinglePictureField label={t('ui.avatar')} className="profile-avatar-field" upload={uploadAvatar} busy={submitting} showFailed={false} />
        </Form.Item>
        <Form.Item name="family_name" label={t('ui.familyName')} rules={rule('family_name')}>
          <Input className="profile-family-name" autoComplete="family-name" clearable />
        </Form.Item>
        <Form.Item name="given_name" label={t('ui.givenName')} rules={rule('given_name')}>
          <Input className="profile-given-name" autoComplete="given-name" clearable />
        </Form.Item>
        <Form.Item name="email" label={t('ui.email')} rules={rule('email')}>
          <Input className="profile-email" type="email" autoComplete="email" clearable />
        </Form.Item>
        <Form.Item name="mobile" label={t('ui.mobile')} rules={rule('mobile')}>
          <Input className="profile-mobile" type="tel" autoComplete="tel" clearable />
        </Form.Item>
      </Form>
    </Page>
  )
}
