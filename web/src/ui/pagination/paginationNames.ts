type Control = 'first' | 'previous' | 'last' | 'next';

const CONTROL_NAMES: Record<Control, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/**
 * Names for Mantine's Pagination buttons, which draw only arrows and numbers: a screen reader would announce "button"
 * for the arrows and a bare number for the pages. Spread into `<Pagination>`; `current` marks the page shown.
 */
export function paginationNames(current: number) {
  return {
    getControlProps: (control: Control) => ({ 'aria-label': CONTROL_NAMES[control] }),
    getItemProps: (page: number) => ({ 'aria-label': `Page ${page}`, 'aria-current': page === current ? 'page' : undefined }),
  };
}
