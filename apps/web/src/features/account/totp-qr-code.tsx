import { QRCodeSVG } from 'qrcode.react'

/** The authenticator app's otpauth:// address as a QR code to scan (its own chunk: loaded only while setting up). */
export default function TotpQrCode({ totpURI }: { totpURI: string }) {
  return (
    <QRCodeSVG
      value={totpURI}
      size={192}
      marginSize={2}
      role="img"
      aria-label="QR code to scan with your authenticator app"
      className="rounded-box bg-white"
    />
  )
}
