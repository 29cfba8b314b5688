import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';

export interface LoadMoreMarkerProps {
  /** More pages may exist. */
  hasMore: boolean;
  /** A page is on its way; asking again would load it twice. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The bottom marker of an infinite list (spec 1 §4): while more may exist it reads 'loading more...' and asks
 * for the next page whenever it is in view. The in-view state is kept, not just the crossing, so a page too
 * short to push the marker out of view still leads to the next one.
 */
export function LoadMoreMarker({ hasMore, loading, onLoadMore }: LoadMoreMarkerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (element === null || !hasMore) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), {
      rootMargin: '0px 0px 200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  useEffect(() => {
    if (inView && hasMore && !loading) onLoadMore();
  }, [inView, hasMore, loading, onLoadMore]);

  if (!hasMore) return null;
  return (
    <Text ref={ref} c="dimmed" ta="center" py="md" data-load-more>
      loading more...
    </Text>
  );
}
