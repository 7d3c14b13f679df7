import Button, { type ButtonProps } from 'antd/es/button';
import { Link } from 'react-router-dom';

/** An antd button that navigates within the app: a router link around the button, as the pages have always drawn it. */
export function ButtonLink({ to, state, linkClassName, ...button }: ButtonProps & { to: string; state?: unknown; linkClassName?: string }) {
  return (
    <Link to={to} state={state} className={linkClassName}>
      <Button {...button} />
    </Link>
  );
}
