import Result from 'antd/es/result';
import { usePageMeta } from '../lib/page-meta';
import { ButtonLink } from './ButtonLink';

interface NotFoundProps {
  title?: string;
  message?: string;
}

export function NotFound({ title = 'Page not found', message = 'The page you are looking for does not exist or has been removed.' }: NotFoundProps) {
  usePageMeta({ title });
  return (
    <Result
      status="404"
      title={title}
      subTitle={message}
      extra={
        <ButtonLink to="/" type="primary">
          Back to home
        </ButtonLink>
      }
    />
  );
}

export default NotFound;
