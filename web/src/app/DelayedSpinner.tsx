import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { SPINNER_DELAY_MS } from '@fieldwatch/domain';

/** Quick loads finish before it shows, so fast screens do not flicker (spec 1 §2). */
export function DelayedSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), SPINNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Center h={fullScreen ? '100vh' : 200} w="100%">
      <Loader aria-label="Loading" />
    </Center>
  );
}
