import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { upiUri } from './upi';

/** A small QR image of the code's UPI URI, drawn in the browser. */
export function QrPreview({ upiId, payeeName, size = 72 }: { upiId: string; payeeName: string; size?: number }) {
  const [src, setSrc] = useState<string>();
  const translate = useTranslate();
  const uri = upiUri(upiId, payeeName);
  useEffect(() => {
    let live = true;
    // Loaded on demand: only this screen draws QR codes.
    import('qrcode')
      .then(({ toDataURL }) => toDataURL(uri, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [uri, size]);
  return src ? (
    <Box component="img" src={src} alt={translate('app.qr_codes.image_alt', { uri })} title={uri} sx={{ width: size, height: size, display: 'block' }} />
  ) : (
    <Box sx={{ width: size, height: size, bgcolor: 'action.hover' }} />
  );
}
