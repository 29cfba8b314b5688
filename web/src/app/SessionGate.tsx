import { Suspense, useEffect } from 'react';
import { SignInPage } from '../features/signin/SignInPage';
import { authStore, signedInUserID, useStoredUser } from './auth/authStore';
import { requestSessionData } from './auth/requestSessionData';
import { SignedInScreen } from './auth/signedInScreen';
import { DelayedSpinner } from './DelayedSpinner';
import { lazyScreen } from './routes/lazyScreen';

// An e-mail's unsubscribe link carries its own credential (the token), so it works without signing in.
const UnsubscribePage = lazyScreen(() => import('../features/account/UnsubscribePage'), 'UnsubscribePage', { fullScreen: true });
// So does an alarm message's acknowledgement link (its code).
const AcknowledgePage = lazyScreen(() => import('../features/alarms/ackFromMessage/AcknowledgePage'), 'AcknowledgePage', {
  fullScreen: true,
});

export function SessionGate() {
  const user = useStoredUser();
  const identity = user === null ? null : `${signedInUserID(user) ?? ''}:${user.loginAsUserID ?? ''}`;

  // Ask who we are while the shell's code downloads instead of after (main.tsx may have asked already).
  useEffect(() => {
    if (identity === null || authStore.get() === null) return;
    void requestSessionData();
  }, [identity]);

  if (identity === null) {
    if (window.location.hash.startsWith('#/acknowledge'))
      return (
        <Suspense fallback={<DelayedSpinner fullScreen />}>
          <AcknowledgePage />
        </Suspense>
      );
    if (!window.location.hash.startsWith('#/unsubscribe')) return <SignInPage />;
    return (
      <Suspense fallback={<DelayedSpinner fullScreen />}>
        <UnsubscribePage />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<DelayedSpinner fullScreen />}>
      {/* A new identity remounts the app, so no screen keeps state or query observers from the previous one. */}
      <SignedInScreen key={identity} />
    </Suspense>
  );
}
