import { useCallback, useEffect, useRef, useState } from 'react';
import { ADD_DEVICE_POLL_MS, ADD_DEVICE_WAIT_MS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { ADD_DEVICE } from './graphql/addDevice';

export interface AddDeviceFlow {
  step: 0 | 1;
  pending: boolean;
  /** The last request failed: the ID and pin fields show the error style (spec 3 §8: no message). */
  failed: boolean;
  online: boolean;
  /** Milliseconds left of the wait; 0 once timed out. */
  remainingMs: number;
  timedOut: boolean;
  saved: boolean;
  saving: boolean;
  start: (deviceID: number, pin: number) => void;
  saveInfo: (name: string, path: string) => void;
  reset: () => void;
}

/**
 * Add Device (spec 3 §4): the claim is sent, then repeated every 5 s until the device is online; while offline a
 * 60.5 s countdown runs, after which the page shows Timed Out. Any failure returns to step 0.
 */
export function useAddDeviceFlow(): AddDeviceFlow {
  const [step, setStep] = useState<0 | 1>(0);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [online, setOnline] = useState(false);
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const claim = useRef<{ deviceID: number; pin: number } | null>(null);
  // a reply from before Go back must not revive the old attempt
  const generation = useRef(0);

  const remainingMs = step === 1 && !online ? Math.max(0, deadline - now) : 0;
  const timedOut = step === 1 && !online && remainingMs === 0;

  const fail = useCallback(() => {
    setStep(0);
    setFailed(true);
    setOnline(false);
  }, []);

  const ask = useCallback(
    async (variables: { deviceID: number; pin: number; name?: string; path?: string }) => {
      const gen = generation.current;
      try {
        const data = await graphqlRequest(ADD_DEVICE, variables);
        if (gen !== generation.current) return false;
        setStep(1);
        setOnline(data.addDevice.device?.isOnline === true);
        return true;
      } catch (err) {
        console.error(err);
        if (gen === generation.current) fail();
        return false;
      }
    },
    [fail],
  );

  const start = (deviceID: number, pin: number) => {
    claim.current = { deviceID, pin };
    setFailed(false);
    setPending(true);
    setDeadline(Date.now() + ADD_DEVICE_WAIT_MS);
    setNow(Date.now());
    void ask({ deviceID, pin }).finally(() => setPending(false));
  };

  // the countdown runs for the wait; asking goes on after Timed Out, so a late device still turns Online
  const counting = step === 1 && !online && !timedOut;
  useEffect(() => {
    if (!counting) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, [counting]);
  const waiting = step === 1 && !online;
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(() => {
      if (claim.current) void ask(claim.current);
    }, ADD_DEVICE_POLL_MS);
    return () => clearInterval(poll);
  }, [waiting, ask]);

  const saveInfo = (name: string, path: string) => {
    if (!claim.current) return;
    setSaving(true);
    void ask({ ...claim.current, name, path })
      .then((ok) => setSaved(ok))
      .finally(() => setSaving(false));
  };

  const reset = () => {
    generation.current += 1;
    claim.current = null;
    setStep(0);
    setPending(false);
    setFailed(false);
    setOnline(false);
    setSaved(false);
    setSaving(false);
  };

  return { step, pending, failed, online, remainingMs, timedOut, saved, saving, start, saveInfo, reset };
}
