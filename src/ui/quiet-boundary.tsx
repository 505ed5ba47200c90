/**
 * Leaves out a part of the page whose code or data failed (a chunk that could not be fetched, a block's
 * query that errored) instead of letting the error take the whole page to the route's error screen.
 */
import { Component, type ReactNode } from 'react';

export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
