import { maxLength as maxLengthOf, TextInput, type TextInputProps } from 'react-admin';

type HindiNameInputProps = Omit<TextInputProps, 'validate' | 'slotProps'> & {
  /** The API's limit for the field (its DTO's OptionalHindiName(n)). */
  maxLength: number;
};

/**
 * An optional name in Devanagari beside an English one (`titleHi`, `stateHi`, `districtHi`). The input is
 * marked lang="hi" so screen readers read it as Hindi and the browser chooses its font and spell-checking
 * for Hindi. Emptied, it clears the name and the storefront shows the English one.
 */
export function HindiNameInput({ maxLength, ...props }: HindiNameInputProps) {
  return <TextInput validate={maxLengthOf(maxLength)} slotProps={{ htmlInput: { lang: 'hi' } }} {...props} />;
}

/** A Hindi name in a list cell, in its language; a dash where there is none (the storefront shows the English name). */
export const hindiName = (name: string | null | undefined) => (name ? <span lang="hi">{name}</span> : '—');
