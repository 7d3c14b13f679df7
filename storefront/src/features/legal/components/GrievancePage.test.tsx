import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTexts } from '../../../i18n';
import { queryClient } from '../../../lib/query-client';
import '../../../test/jsdom-gaps';
import { apiServer, json } from '../../../test/api-server';
import GrievancePage from './GrievancePage';

function renderWith(settings: Record<string, string>) {
  apiServer.handle = (request, response) => (request.path === '/api/site-settings' ? json(response, 200, settings) : json(response, 404, { detail: 'Not found' }));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <GrievancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => withTexts('legal', Promise.resolve()));
afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('the grievance page (/grievance)', { timeout: 30_000 }, () => {
  it('names the Grievance Officer and the contacts the operator set, and only those', async () => {
    renderWith({
      legalEntityName: 'Bazaar Classifieds Private Limited',
      grievanceOfficerName: 'Meera Iyer',
      grievanceOfficerEmail: 'grievance@bazaar.example',
      grievanceOfficerAddress: '12 MG Road\nBengaluru 560001',
      dataProtectionEmail: 'privacy@bazaar.example',
    });
    expect(await screen.findByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grievance@bazaar.example' }).getAttribute('href')).toBe('mailto:grievance@bazaar.example');
    expect(screen.getByText(/12 MG Road/)).toBeTruthy();
    expect(screen.getByText('Bazaar Classifieds Private Limited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@bazaar.example' })).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull(); // not set
    expect(screen.queryByText(/have not been published yet/)).toBeNull();
    // The clocks of the IT Rules 2021, rule 3(2), and the way to the form.
    expect(screen.getByText(/within 24 hours of your complaint/)).toBeTruthy();
    expect(screen.getByText(/within 15 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe('/complaint');
  });

  it('says so in a sentence while no officer is set', async () => {
    renderWith({});
    expect(await screen.findByText(/have not been published yet/)).toBeTruthy();
    expect(screen.queryByText('Name')).toBeNull();
    expect(screen.getByRole('link', { name: 'File a complaint' })).toBeTruthy();
  });
});
