import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGE_LOG_DEBOUNCE_MS } from '@fieldwatch/domain';

/** The device id input: what is typed, and a navigation to its route once typing has paused for 1 s. */
export function useDeviceIdNavigation(routeId: string | undefined): [string, (v: string) => void] {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(routeId ?? '');
  useEffect(() => setTyped(routeId ?? ''), [routeId]);
  useEffect(() => {
    const id = typed.trim();
    if (id === (routeId ?? '') || (id !== '' && !/^\d+$/.test(id))) return;
    const timer = setTimeout(() => navigate(id ? `/admin/messageLog/${id}` : '/admin/messageLog'), MESSAGE_LOG_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, routeId, navigate]);
  return [typed, setTyped];
}
