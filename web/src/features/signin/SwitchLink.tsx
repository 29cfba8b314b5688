import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';

/** A text link that changes the sign-in step without touching the URL (which holds the deep link to restore). */
export function SwitchLink({ children, onClick }: { children: string; onClick: () => void }) {
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    onClick();
  };
  return (
    <Anchor href="#" size="sm" onClick={handleClick}>
      {children}
    </Anchor>
  );
}
