import { useEffect, useRef } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { DIRECTORY_TEXTS } from './texts';

export interface LoadMoreMarkerProps {
  /** More may exist: the marker shows and loads when scrolled into view. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Changes after each page arrives, so a marker still in view asks for the next page. */
  pageCount: number;
}

/** The bottom marker of an infinite list: 'loading more...' while more may exist (spec 1 §4). */
export function LoadMoreMarker({ hasMore, loading, onLoadMore, pageCount }: LoadMoreMarkerProps) {
  const marker = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const el = marker.current;
    if (!el || !hasMore || loading) return;
    // a fresh observer reports the current state at once, which covers a short page that left the marker visible
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, pageCount]);

  if (!hasMore) return null;
  return (
    <Center ref={marker} py="md" data-testid="load-more" style={{ gap: 8 }}>
      {loading && <Loader size="xs" aria-hidden />}
      <Text size="sm" c="dimmed">
        {DIRECTORY_TEXTS.loadingMore}
      </Text>
    </Center>
  );
}
