import type { ReactNode } from 'react';

interface ChoiceCardProps {
  name: string;
  value: number;
  checked: boolean;
  onChange: (value: number) => void;
  children: ReactNode;
}

/** A radio button drawn as a card: whole card is the touch target, keyboard works as for radios. */
export function ChoiceCard({ name, value, checked, onChange, children }: ChoiceCardProps) {
  return (
    <label className={`choice-card${checked ? ' choice-card--checked' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} className="choice-card__input" />
      {children}
    </label>
  );
}
