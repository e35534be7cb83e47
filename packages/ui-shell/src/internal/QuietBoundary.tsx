import { Component, type ReactNode } from 'react';

/**
 * Shows nothing instead of a part that failed (its code could not be fetched), so that the page around it stays;
 * the part comes back with the next page.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
