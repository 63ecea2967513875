// A picture chosen for a message, shown from the browser's memory until the server has it; the
// memory is given back when the message leaves the screen.
import { useEffect, useMemo } from 'react'

export function usePicturePreview(file: Blob | undefined): string | null {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview)
  }, [preview])
  return preview
}
