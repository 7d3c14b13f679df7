import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/page-meta';

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
        <Link to="/">
          <Button type="primary">Back to home</Button>
        </Link>
      }
    />
  );
}

export default NotFound;
