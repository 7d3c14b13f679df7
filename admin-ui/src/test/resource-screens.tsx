import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { session } from '../providers/session';
import { startApiServer, type ApiServer } from './api-server';

/**
 * The file's API server (test/api-server.ts), started once and reset before each test with an admin signed in:
 * read `api.server` inside the tests.
 */
export function apiServerForTests(): { readonly server: ApiServer } {
  const api = {} as { server: ApiServer };
  beforeAll(async () => {
    api.server = await startApiServer();
  });
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.server.reset();
    localStorage.clear();
    session.save({ token: 'admin-token', email: 'ops@bazaar.test', fullName: 'Ops', role: 'ADMIN', mustChangePassword: false });
  });
  return api;
}

/** A resource's screens at `path`, in the console's contexts against `server`: `routes` maps paths to their screens. */
export function renderResource(server: ApiServer, resource: string, path: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={createDataProvider(server.url)} i18nProvider={i18nProvider}>
        <ResourceContextProvider value={resource}>
          <Routes>
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}
