import App from 'antd/es/app';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from '../app/providers/theme';
import { t } from '../i18n';

const KEY = 'bazaar-update';

function UpdateNotice({ activate }: { activate: () => void }) {
  const { notification } = App.useApp();
  useEffect(() => {
    notification.open({
      key: KEY,
      title: t('common.update.available'),
      duration: 0,
      placement: 'bottomRight',
      actions: (
        <Button
          type="primary"
          onClick={() => {
            notification.destroy(KEY);
            activate();
          }}
        >
          {t('common.update.reload')}
        </Button>
      ),
    });
  }, [notification, activate]);
  return null;
}

let root: Root | undefined;

/**
 * Tells the visitor a new version is ready; "Reload" activates it (the page reloads when it takes over). It stays until
 * answered. A small root of its own with the site's theme: antd's static `notification` would cost the home page's
 * entry about 5 KB (the bundler splits the antd code it shares with the app into more chunks), this almost nothing.
 */
export function showUpdateNotice(activate: () => void): void {
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  root.render(
    <ConfigProvider theme={theme}>
      <App component={false}>
        <UpdateNotice activate={activate} />
      </App>
    </ConfigProvider>,
  );
}
