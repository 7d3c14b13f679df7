import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueueKeys } from './useQueueKeys';

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => void target.dispatchEvent(event));
  return event;
};

/** Cards in the page, as the list renders them (focusable, scrollable). */
function mountCards(count: number, cardRef: (index: number) => (element: HTMLElement | null) => void) {
  return Array.from({ length: count }, (_, index) => {
    const card = document.createElement('div');
    card.tabIndex = 0;
    card.scrollIntoView = vi.fn();
    document.body.append(card);
    cardRef(index)(card);
    return card;
  });
}

afterEach(() => document.body.replaceChildren());

describe('useQueueKeys', () => {
  it('moves between the cards with j/k and the arrows, focusing each, never past either end', () => {
    const approve = vi.fn();
    const { result } = renderHook(() => useQueueKeys(3, { paused: false, approve, reject: vi.fn() }));
    const cards = mountCards(3, result.current.cardRef);

    expect(press('j').defaultPrevented).toBe(true);
    expect(result.current.focused).toBe(1);
    expect(document.activeElement).toBe(cards[1]);
    expect(cards[1].scrollIntoView).toHaveBeenCalled();
    press('ArrowDown');
    press('J'); // Caps Lock
    expect(result.current.focused).toBe(2);
    press('k');
    press('ArrowUp');
    press('ArrowUp');
    expect(result.current.focused).toBe(0);
  });

  it('approves the focused card with a, opens its rejection with r, once per press', () => {
    const approve = vi.fn();
    const reject = vi.fn();
    const { result } = renderHook(() => useQueueKeys(2, { paused: false, approve, reject }));
    mountCards(2, result.current.cardRef);
    press('j');
    press('a');
    press('a', document.body, { repeat: true });
    press('r');
    expect(approve.mock.calls).toEqual([[1]]);
    expect(reject.mock.calls).toEqual([[1]]);
  });

  it('leaves keys to fields, dialogs and shortcuts of the browser, and does nothing while paused', () => {
    const approve = vi.fn();
    const { result, rerender } = renderHook(({ paused }) => useQueueKeys(2, { paused, approve, reject: vi.fn() }), { initialProps: { paused: false } });
    mountCards(2, result.current.cardRef);
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const button = document.createElement('button');
    dialog.append(button);
    document.body.append(input, dialog);

    expect(press('a', input).defaultPrevented).toBe(false);
    press('a', button);
    press('a', document.body, { ctrlKey: true });
    expect(approve).not.toHaveBeenCalled();

    rerender({ paused: true });
    press('a');
    press('j');
    expect(approve).not.toHaveBeenCalled();
    expect(result.current.focused).toBe(0);
  });

  it('keeps the focus in the list when the decided last card leaves it', () => {
    const { result, rerender } = renderHook(({ count }) => useQueueKeys(count, { paused: false, approve: vi.fn(), reject: vi.fn() }), { initialProps: { count: 3 } });
    mountCards(3, result.current.cardRef);
    press('j');
    press('j');
    expect(result.current.focused).toBe(2);
    rerender({ count: 2 });
    expect(result.current.focused).toBe(1);
  });
});
