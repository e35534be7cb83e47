import { LoadingIndicator } from '@art-portal/ui-shell/feedback';

/** The shell's loading bar, in its own module so that the layout can load it lazily. */
export function LoadingBar() {
  return <LoadingIndicator active />;
}
