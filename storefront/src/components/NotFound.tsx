import Result from 'antd/es/result';
import { usePageMeta } from '../lib/page-meta';
import { ButtonLink } from './ButtonLink';
import { useTranslation } from 'react-i18next';

interface NotFoundProps {
  title?: string;
  message?: string;
}

export function NotFound(props: NotFoundProps) {
  const { t } = useTranslation();
  const title = props.title ?? t('common.notFound.title');
  const message = props.message ?? t('common.notFound.message');
  usePageMeta({ title });
  return (
    <Result
      status="404"
      title={title}
      subTitle={message}
      extra={
        <ButtonLink to="/" type="primary">
          {t('common.notFound.home')}
        </ButtonLink>
      }
    />
  );
}

export default NotFound;
