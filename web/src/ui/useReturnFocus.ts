import { useEffect, useState } from 'react';

/**
 * For a modal that is mounted open and unmounted to close (`{open && <XModal opened />}`): Mantine returns the focus
 * only when `opened` changes, never for such a modal, so the keyboard user was left on the page's body. This keeps
 * what had the focus when the modal mounted (the button that opened it) and focuses it again after the modal is gone,
 * unless the focus went somewhere on purpose meanwhile.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      // after the modal's own clean-up (its focus trap lets go once it is removed)
      setTimeout(() => {
        const now = document.activeElement;
        if (opener?.isConnected && (now === null || now === document.body)) opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
