// Hands a file the console fetched (an export) to the browser as a download under its own name.
export function saveFile(file: { name: string; blob: Blob }): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started; the address is let go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
