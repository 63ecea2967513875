// The interface language on i18next (src/ui/i18n.ts): the namespaces a view reads, plural forms by
// each language's rules, and a change of language through i18next re-rendering a view that uses
// react-i18next's useTranslation.
import { act, render, screen } from '@testing-library/react'
import { useTranslation } from 'react-i18next'
import { afterAll, describe, expect, it } from 'vitest'
import { currentLanguage, i18n, switchLanguage, t } from '../../src/ui/i18n'
import { CONSOLE_GROUP, TEXT_GROUPS } from '../../locales/engine-options'

afterAll(async () => {
  await act(() => switchLanguage('en'))
})

function Fans({ count }: { count: number }) {
  const { t: translate, i18n: instance } = useTranslation()
  return <p data-lang={instance.language}>{translate('ui.fansCount', { count })}</p>
}

describe('src/ui/i18n.ts on i18next', () => {
  it('has the first page namespace, each group of the files and the console namespace loaded', () => {
    for (const ns of ['home', ...TEXT_GROUPS, CONSOLE_GROUP]) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true)
    expect(t('ui.tabHome')).toBe('Home')
    expect(t('msg.loginFirst')).not.toBe('msg.loginFirst')
    expect(t(`${CONSOLE_GROUP}.title`)).not.toBe(`${CONSOLE_GROUP}.title`)
  })

  it('reads plural forms by the language: "1 fan", "2 fans" in English; one text in Vietnamese', async () => {
    expect(t('ui.fansCount', { count: 1 })).toBe('1 fan')
    expect(t('ui.fansCount', { count: 2 })).toBe('2 fans')
    expect(t('msg.paymentCodeWrong', { count: 1 })).toBe('Wrong payment code, 1 attempt left')
    await act(() => switchLanguage('vi'))
    expect(t('ui.fansCount', { count: 1 })).toBe('1 người theo dõi')
    expect(t('ui.fansCount', { count: 2 })).toBe('2 người theo dõi')
    await act(() => switchLanguage('en'))
  })

  it('switches the language through i18next: the view re-renders in it, <html lang> follows', async () => {
    render(<Fans count={2} />)
    expect(screen.getByText('2 fans').dataset.lang).toBe('en')
    await act(() => switchLanguage('ja'))
    expect(i18n.language).toBe('ja')
    expect(currentLanguage()).toBe('ja')
    expect(document.documentElement.lang).toBe('ja')
    expect(screen.getByText('フォロワー 2').dataset.lang).toBe('ja')
  })
})
