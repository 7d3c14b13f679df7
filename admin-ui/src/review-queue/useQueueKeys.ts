import { useEffect, useRef, useState } from 'react';

/** Keys typed into a field, or pressed in a menu or a dialog, are theirs; a closed select opens with the arrow keys. */
function belongsToControl(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  if (target.closest('[role="dialog"], [role="listbox"], [role="menu"]')) return true;
  return event.key.startsWith('Arrow') && target.getAttribute('role') === 'combobox';
}

interface Actions {
  /** While a dialog is open, nothing is a shortcut (Escape is the dialog's own) */
  paused: boolean;
  approve: (index: number) => void;
  reject: (index: number) => void;
}

/**
 * Working through the queue from the keyboard: j or ↓ and k or ↑ move between the cards (scrolled into
 * view and focused), a approves the focused one and r opens its reject dialog. A decided card leaves the
 * list, and the focus stays at its place: on the next ad.
 */
export function useQueueKeys(count: number, { paused, approve, reject }: Actions) {
  const [focus, setFocus] = useState(0);
  const focused = Math.min(focus, count - 1);
  const cards = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (paused || !count) return;
    const moveTo = (index: number) => {
      const next = Math.max(0, Math.min(count - 1, index));
      setFocus(next);
      const card = cards.current[next];
      if (!card) return;
      card.focus({ preventScroll: true });
      card.scrollIntoView({ block: card.offsetHeight > window.innerHeight - 64 ? 'start' : 'nearest' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || belongsToControl(event)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === 'j' || key === 'ArrowDown') moveTo(focused + 1);
      else if (key === 'k' || key === 'ArrowUp') moveTo(focused - 1);
      else if (key === 'a' && !event.repeat) approve(focused);
      else if (key === 'r' && !event.repeat) reject(focused);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return {
    focused,
    setFocused: setFocus,
    cardRef: (index: number) => (element: HTMLElement | null) => {
      cards.current[index] = element;
    },
  };
}
