import { useLayoutEffect, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { fitInViewport } from './menuPlacement';
import { useMenuFocus } from './useMenuFocus';
import { useSiteTime } from '../../../app/time/siteTime';

export interface ClickMenuProps {
  left: number;
  top: number;
  time: number;
  canAnnotate: boolean;
  /** Users who may calibrate, and demo users (who are shown the restriction notice instead of the form). */
  canCalibrate: boolean;
  /** Super users, on a graph showing single readings. */
  canDeletePoint: boolean;
  /** Super users on a bucketed graph: explain why Delete Data Point is not offered. */
  onAddComment: () => void;
  onAddUserData: () => void;
  onAddCalibration: () => void;
  onDeletePoint: () => void;
  onClose: () => void;
}

/**
 * The graph click menu (spec 2 §2.2): Add Comment, Add User Data, Add Calibration, Delete Data Point (super users).
 * Add Calibration is left out for users the server would refuse, rather than leading them into a form that fails.
 */
export function ClickMenu(p: ClickMenuProps) {
  const siteTime = useSiteTime();
  const focus = useMenuFocus(p.onClose);
  const act = focus.act;
  // measured once drawn, before it is painted or focused: a point near the screen's right or bottom edge (a phone's
  // graph fills the width, and a click low on it) opens the menu to its left or above it, inside the screen
  const [shift, setShift] = useState({ dx: 0, dy: 0 });
  useLayoutEffect(() => {
    const el = focus.ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const at = { left: r.left - shift.dx, top: r.top - shift.dy, width: r.width, height: r.height };
    const next = fitInViewport(at, { width: document.documentElement.clientWidth, height: window.innerHeight });
    if (next.dx !== shift.dx || next.dy !== shift.dy) setShift(next);
  }, [p.left, p.top, shift, focus.ref]);
  return (
    <Paper
      ref={focus.ref}
      onKeyDown={focus.onKeyDown}
      shadow="md"
      withBorder
      p={4}
      role="menu"
      aria-label="Graph point"
      style={{ position: 'absolute', left: p.left + shift.dx, top: p.top + shift.dy, zIndex: 20, minWidth: 170 }}
    >
      <Text size="xs" c="dimmed" px={8} py={2}>
        {siteTime(p.time)}
      </Text>
      <Stack gap={0}>
        {p.canAnnotate && (
          <>
            <Button variant="subtle" justify="flex-start" size="compact-sm" role="menuitem" onClick={act(p.onAddComment)}>
              Add Comment
            </Button>
            <Button variant="subtle" justify="flex-start" size="compact-sm" role="menuitem" onClick={act(p.onAddUserData)}>
              Add User Data
            </Button>
          </>
        )}
        {p.canCalibrate && (
          <Button variant="subtle" justify="flex-start" size="compact-sm" role="menuitem" onClick={act(p.onAddCalibration)}>
            Add Calibration
          </Button>
        )}
        {p.canDeletePoint && (
          <Button variant="subtle" color="red" justify="flex-start" size="compact-sm" role="menuitem" onClick={act(p.onDeletePoint)}>
            Delete Data Point
          </Button>
        )}
        <Button variant="subtle" color="gray" justify="flex-start" size="compact-sm" role="menuitem" onClick={act(p.onClose)}>
          Close
        </Button>
      </Stack>
    </Paper>
  );
}
