import { render, screen, within } from '@testing-library/react';
import { CoreAdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../providers/api';
import { i18nProvider } from '../providers/i18nProvider';
import { SetupChecklist } from './SetupChecklist';

function show(left: Awaited<ReturnType<typeof api.dashboardSetup>>['left']) {
  vi.spyOn(api, 'dashboardSetup').mockResolvedValue({ left });
  return render(
    <MemoryRouter>
      <CoreAdminContext i18nProvider={i18nProvider}>
        <SetupChecklist />
      </CoreAdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => i18nProvider.changeLocale('en'));

describe('the dashboard’s “left to set up”', () => {
  it('says when no grievance officer is named, with a link to the legal section of the site settings', async () => {
    show(['contactDetails', 'grievanceOfficer']);
    const region = await screen.findByRole('region', { name: 'Left to set up' }, { timeout: 5_000 });
    expect(within(region).getByText(/No Grievance Officer's name and e-mail/)).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Name the grievance officer' }).getAttribute('href')).toBe('/site-settings/1#legal');
    // The support contact's own link keeps its name: each line's button is told apart by what it says.
    expect(within(region).getByRole('link', { name: 'Open site settings' }).getAttribute('href')).toBe('/site-settings/1');
  });

  it('in Hindi too', async () => {
    await i18nProvider.changeLocale('hi');
    show(['grievanceOfficer']);
    const region = await screen.findByRole('region', { name: 'अभी सेट करना बाकी है' }, { timeout: 5_000 });
    expect(within(region).getByRole('link', { name: 'शिकायत अधिकारी का नाम दें' })).toBeTruthy();
  });

  it('shows nothing once everything is set up', async () => {
    const { container } = show([]);
    await vi.waitFor(() => expect(api.dashboardSetup).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
