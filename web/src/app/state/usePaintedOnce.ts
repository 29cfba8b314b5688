import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** False in a component's first render, true from the render after the browser has painted that one (afterNextPaint). */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
