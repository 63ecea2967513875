// A list's CSV export as a button: the file is fetched with the list's own search and handed to the
// browser under the name the server gave it; the button waits while it comes.
import { useState } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { saveFile } from './save-file'

/** Downloads a list's rows as a CSV file; a refusal is told by the client. */
export function ExportButton({ exportFile }: { exportFile(): Promise<{ name: string; blob: Blob }> }) {
  const { t } = useTranslation()
  const [exporting, setExporting] = useState(false)
  const run = async () => {
    setExporting(true)
    try {
      saveFile(await exportFile())
    } catch {
      // The client has said why.
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button size="small" className="console-export" loading={exporting} disabled={exporting} onClick={() => void run()}>
      {t('console.seller.exportCsv')}
    </Button>
  )
}
