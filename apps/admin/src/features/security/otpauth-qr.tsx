import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The otpauth URI as a QR code, drawn to an SVG data URL in the browser (the CSP allows `data:`
 * images, never inline scripts), so the secret never leaves the page for a QR service.
 */
export function OtpauthQr({ uri, alt, size = 200 }: { uri: string; alt: string; size?: number }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toString(uri, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#0b1222', light: '#ffffff' },
    }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [uri]);
  if (!source) return <Skeleton.Image active style={{ width: size, height: size }} />;
  return (
    <img src={source} alt={alt} width={size} height={size} className="otpauth-qr" data-testid="totp-qr" />
  );
}
