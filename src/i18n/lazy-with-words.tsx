/**
 * A component loaded on demand with the words it shows (src/i18n/load-words.ts):
 * it renders nothing until both its code and its words are there, so it
 * never shows without words. If either fails to load (the network dropped),
 * the shopper sees the shop's error toast and the owner's `onFailed` runs, so
 * the owner can close what it opened and leave its trigger as it was; the
 * next time it is rendered, it loads afresh (React keeps a failed `lazy()`
 * failed, so a fresh one is made).
 */
import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { GroupName } from '~/i18n/catalogue.ts';
import { toasts } from '~/i18n/index.ts';
import { withWords } from './load-words.ts';

interface OnDemandProps {
  /** Runs when the code or the words did not load: close what was opened, so the trigger can ask again. */
  onFailed?: () => void;
  /** What shows while it loads (nothing unless given). */
  fallback?: ReactNode;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches the failed load below it, so it does not take the whole island down. */
class LoadFailure extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Tells the shopper that what they asked for did not load (the console keeps the reason). */
export function reportLoadFailure(error: unknown): void {
  console.error(error);
  void import('~/features/notifications/notify.ts').then(({ notifyError }) =>
    notifyError(toasts.loadFailed, toasts.loadFailedText),
  );
}

export function lazyWithWords<P extends object>(
  names: readonly GroupName[],
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & OnDemandProps> {
  const fresh = () => lazy(withWords(names, load));
  let Loaded: LazyExoticComponent<ComponentType<P>> = fresh();

  function OnDemand({ onFailed, fallback = null, ...props }: P & OnDemandProps) {
    const failed = (error: unknown) => {
      Loaded = fresh();
      reportLoadFailure(error);
      onFailed?.();
    };
    return (
      <LoadFailure onError={failed}>
        <Suspense fallback={fallback}>
          <Loaded {...(props as unknown as P)} />
        </Suspense>
      </LoadFailure>
    );
  }
  return OnDemand;
}
