/** A row's state as the screen says it: 未通过（理由） when a reason was given, else the state's name alone. */
export function stateWithReason(label: string, reason: string | null | undefined): string {
  return reason ? `${label}（${reason}）` : label;
}
