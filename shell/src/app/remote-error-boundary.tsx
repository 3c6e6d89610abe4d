import { Component, type ReactNode } from 'react';
import { messages } from '@portal/shared-types/common/messages';
import { Loading } from './loading';
import styles from './remote-route.module.css';

interface Props {
  onRetry: () => void;
  /** answers true when it handles the error by reloading the page */
  onError?: (error: unknown) => boolean;
  children: ReactNode;
}

/** Keeps a failing remote inside its route: the header, menus and other pages go on working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; reloading: boolean }> {
  override state = { failed: false, reloading: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (this.props.onError?.(error)) this.setState({ reloading: true });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <Loading />;
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
