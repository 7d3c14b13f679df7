import Button, { type ButtonProps } from 'antd/es/button';
import { Link } from 'react-router-dom';

/** An antd button that navigates within the app: a router link around the button, as the pages have always drawn it. */
export function ButtonLink({ to, linkClassName, ...button }: ButtonProps & { to: string; linkClassName?: string }) {
  return (
    <Link to={to} className={linkClassName}>
      <Button {...button} />
    </Link>
  );
}
