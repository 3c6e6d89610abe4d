import { Component, type ReactNode } from 'react';
import { messages } from '@portal/shared-types/messages';
import styles from './remote-route.module.css';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing remote inside its route: the header, menus and other pages go on working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RemoteLoadError
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

export function RemoteLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>{messages.remoteLoadFailed}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {messages.retry}
      </button>
    </div>
  );
}
