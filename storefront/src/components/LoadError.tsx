import Button from 'antd/es/button';
import WarningOutlined from '@ant-design/icons/WarningOutlined';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  error: Error;
  onRetry?: () => void;
}

/**
 * Inline failure state for a data view; the API client has already shown the toast.
 * Plain markup rather than antd's Result, whose illustrations would weigh on the home page.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <WarningOutlined className="load-error__icon" aria-hidden />
      <p className="load-error__title">{t('common.loadError.title')}</p>
      <p className="load-error__message">{error.message}</p>
      {onRetry ? <Button onClick={onRetry}>{t('common.loadError.retry')}</Button> : null}
    </div>
  );
}
