// Small steps a person takes in the views: fill a labelled field, press a button, confirm a dialog.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

export const user = () => userEvent.setup({ delay: null })

export async function fill(label: string, value: string) {
  const input = await screen.findByLabelText(label, {}, { timeout: 5000 })
  fireEvent.change(input, { target: { value } })
}

export async function press(name: string) {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 })
  await act(async () => {
    fireEvent.click(button)
  })
}

export async function tap(text: string) {
  const element = await screen.findByText(text, {}, { timeout: 5000 })
  await act(async () => {
    fireEvent.click(element)
  })
}

export async function confirmDialog(confirmText = 'Confirm') {
  const button = await waitFor(() => {
    // The newest dialog is the last one in the document.
    const found = [...document.querySelectorAll('.adm-dialog-button')].reverse().find((b) => b.textContent === confirmText)
    if (!found) throw new Error('no dialog')
    return found
  })
  await act(async () => {
    fireEvent.click(button)
  })
}

export function hasCookie(name: string) {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`))
}

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`
}

/** A tap on an element, its effects flushed. */
export const click = (element: Element) => act(async () => void fireEvent.click(element))

/** The first element the selector finds now, or null. */
export const q = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)

/** The first element the selector finds, waiting for it to appear. */
export const found = <E extends Element = HTMLElement>(selector: string) =>
  waitFor(() => {
    const element = q<E>(selector)
    expect(element, selector).not.toBeNull()
    return element!
  })

/** An antd-mobile button showing its spinner. */
export const isLoading = (button: HTMLElement | null) => !!button && /adm-button-loading/.test(button.className)
