import { ActionIcon, Anchor, Breadcrumbs } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { pathCrumbs } from '@fieldwatch/domain';
import { DIRECTORY_TEXTS } from './texts';
import { useDirectoryPlace, useGoToDirectory } from './useDirectoryPlace';

/** Root icon, then one crumb per folder of the shown path; every crumb opens its folder. */
export function DirectoryBreadcrumbs() {
  const { path } = useDirectoryPlace();
  const goTo = useGoToDirectory();
  const crumbs = pathCrumbs(path);
  const go = (target: string) => goTo({ path: target });
  return (
    <nav aria-label="Breadcrumbs">
      <Breadcrumbs separatorMargin={4} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <ActionIcon
          variant={crumbs.length === 0 ? 'light' : 'subtle'}
          aria-label={DIRECTORY_TEXTS.rootLabel}
          aria-current={crumbs.length === 0 ? 'location' : undefined}
          onClick={() => go('')}
        >
          <IconHome size={18} aria-hidden />
        </ActionIcon>
        {crumbs.map((crumb, i) => {
          const current = i === crumbs.length - 1;
          return (
            <Anchor
              key={crumb.path}
              component="button"
              type="button"
              size="sm"
              fw={current ? 700 : undefined}
              c={current ? 'dark' : undefined}
              aria-current={current ? 'location' : undefined}
              onClick={() => go(crumb.path)}
            >
              {crumb.label}
            </Anchor>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
