import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/**
 * The private selfie: fetched with the admin's token (it has no public address) and shown from a blob URL, which is
 * revoked when the card goes.
 */
export function Selfie({ id, title }: { id: number; title: string }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | null = null;
    let gone = false;
    dataProvider.photoVerificationSelfie(id).then(
      (blob) => {
        if (gone) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [dataProvider, id]);

  if (failed) return <Typography color="text.secondary">{translate('app.photo_verification.selfie_gone')}</Typography>;
  if (!src) return <Typography color="text.secondary">{translate('app.photo_verification.selfie_loading')}</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('app.photo_verification.selfie_alt', { title })}
      sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', display: 'block', bgcolor: 'common.black', borderRadius: 1 }}
    />
  );
}
