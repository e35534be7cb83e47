import type { ReactNode } from 'react';

/** Props of {@link FieldRefusal}. */
export interface FieldRefusalProps {
  children: ReactNode;
}

/**
 * A refusal a field shows without moving focus (the server's reason, given as the field's helper text): an alert, so
 * assistive technology reads it once when it appears (WCAG 4.1.3), while the field's `aria-describedby` still reads it
 * with the field. A field's own check on submit needs none: focus moves to the field, and its description is read.
 */
export function FieldRefusal({ children }: FieldRefusalProps) {
  return <span role="alert">{children}</span>;
}
