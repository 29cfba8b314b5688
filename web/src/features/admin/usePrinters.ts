import { useEffect, useState } from 'react';
import { availablePrinters, type Printer } from './printerService';

/** Printers of the local service, discovered once; a failure is logged and leaves the list empty (spec 3 §8). */
export function usePrinters(): { printers: Printer[]; discovering: boolean } {
  const [printers, setPrinters] = useState<Printer[]>([]);
  const [discovering, setDiscovering] = useState(true);
  useEffect(() => {
    let live = true;
    availablePrinters()
      .then((list) => live && setPrinters(list))
      .catch((err: unknown) => console.error('Printer discovery failed:', err))
      .finally(() => live && setDiscovering(false));
    return () => {
      live = false;
    };
  }, []);
  return { printers, discovering };
}
