import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';

interface AuthResultProps {
  status: 'success' | 'error';
  /** What happened, in the API's words (`detail`). */
  children: ReactNode;
  /** Where to go next. */
  actions?: ReactNode;
}

/** How an account flow ends inside the auth card (link sent, password changed, e-mail verified, link refused). */
export function AuthResult({ status, children, actions }: AuthResultProps) {
  const Icon = status === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <div className={`auth-result auth-result--${status}`}>
      <Icon className="auth-result__icon" aria-hidden />
      <p className="auth-result__detail" role={status === 'error' ? 'alert' : 'status'}>
        {children}
      </p>
      {actions ? <div className="auth-result__actions">{actions}</div> : null}
    </div>
  );
}

/** While a mailed link's request runs. */
export function AuthPending({ children }: { children: ReactNode }) {
  return (
    <div className="auth-result">
      <Spin size="large" />
      <p className="auth-result__detail" role="status">
        {children}
      </p>
    </div>
  );
}
