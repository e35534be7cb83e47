/**
 * The type of a field's error that is the server's refusal (`setError(name, { type: REFUSAL, message })`): it appears
 * without moving focus, so the field announces it.
 */
export const REFUSAL = 'refusal';
