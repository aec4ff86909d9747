import { QRCodeSVG } from 'qrcode.react'
import { useT } from '../../lib/i18n/use-t.ts'

/** The authenticator app's otpauth:// address as a QR code to scan (its own chunk: loaded only while setting up). */
export default function TotpQrCode({ totpURI }: { totpURI: string }) {
  const t = useT('auth')
  return (
    <QRCodeSVG
      value={totpURI}
      size={192}
      marginSize={2}
      role="img"
      aria-label={t('setup.qrCode')}
      className="rounded-box bg-white"
    />
  )
}
