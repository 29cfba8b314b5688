import { ActionIcon, Badge } from '@mantine/core';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { useCapabilities, useSession } from '../auth/MeContext';
import { toggleMenu } from '../state/menuStore';
import type { TabKind } from '../routes/routeTable';
import { DocumentationMenu } from './DocumentationMenu';
import { Logo } from './Logo';
import { TabLink } from './TabLink';
import { ToolsMenu } from './ToolsMenu';
import { ADMIN_LINKS, MANAGER_LINKS } from './toolLinks';
import { UserLink } from './UserLink';
import classes from './layout.module.css';

export interface TopBarProps {
  tab: TabKind | null;
  onToggleSearch: () => void;
}

export function TopBar({ tab, onToggleSearch }: TopBarProps) {
  const caps = useCapabilities();
  const { actingUser } = useSession();
  return (
    <header className={classes.topBar}>
      <ActionIcon variant="subtle" color="white" size="lg" aria-label="Toggle menu" onClick={toggleMenu}>
        <IconMenu2 size={22} />
      </ActionIcon>
      <Logo />
      <nav className={classes.tabs} aria-label="Main">
        <TabLink to="/directory" active={tab === 'directory'}>
          Directory
        </TabLink>
        {caps.manageTeam && (
          <TabLink to="/team" active={tab === 'team'}>
            Team
          </TabLink>
        )}
        {caps.admin && <ToolsMenu label="Admin menu" links={ADMIN_LINKS} active={tab === 'tools'} />}
        {caps.managerMenu && <ToolsMenu label="Manager menu" links={MANAGER_LINKS} active={tab === 'tools'} />}
      </nav>
      <div className={classes.spacer} />
      <div className={classes.rowBreak} />
      {actingUser !== null && (
        <Badge color="white" c="var(--fw-login-as-bg)" variant="filled" className={classes.loginAsBadge} visibleFrom="sm">
          Login As
        </Badge>
      )}
      <DocumentationMenu />
      <ActionIcon variant="subtle" color="white" size="lg" aria-label="Search" onClick={onToggleSearch}>
        <IconSearch size={22} />
      </ActionIcon>
      <UserLink />
    </header>
  );
}
