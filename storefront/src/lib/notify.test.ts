import { afterEach, describe, expect, it, vi } from 'vitest';
import { seen, testNotifier } from '../test/setup';
import { notifierUnavailable, notify, onNotifierWanted, registerNotifier } from './notify';

afterEach(() => {
  onNotifierWanted(null);
  registerNotifier(testNotifier);
});

describe('notify before its host is loaded (the host is not in the entry)', () => {
  it('asks for the host once and shows the toasts asked for meanwhile, in order, when it registers', () => {
    registerNotifier(null);
    const wanted = vi.fn();
    onNotifierWanted(wanted);
    notify.error('Could not save', 'The server is busy');
    notify.success('Saved');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(seen.toasts).toEqual([]);

    registerNotifier(testNotifier);
    expect(seen.toasts).toEqual([
      { kind: 'error', title: 'Could not save', description: 'The server is busy' },
      { kind: 'success', title: 'Saved', description: undefined },
    ]);
    notify.info('Later');
    expect(seen.toasts).toHaveLength(3);
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  it("alerts the waiting toasts when the host's code cannot be loaded, and asks again for the next toast", () => {
    registerNotifier(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const wanted = vi.fn();
    onNotifierWanted(wanted);
    notify.error('Offline', 'No network');
    notifierUnavailable();
    expect(alert).toHaveBeenCalledWith('Offline\nNo network');
    notify.warning('Again');
    expect(wanted).toHaveBeenCalledTimes(2);
    notifierUnavailable();
  });

  it('asks for the host as soon as the providers listen, for a toast asked for before they mounted', () => {
    registerNotifier(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    notify.info('Too early');
    // No listener yet: told at once rather than lost.
    expect(alert).toHaveBeenCalledWith('Too early');
  });
});
