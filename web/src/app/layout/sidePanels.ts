import { lazyScreen } from '../routes/lazyScreen';

/** The sidebars, loaded with the first screen that shows one. */
export const SIDE_PANELS = {
  directory: lazyScreen(() => import('../../features/directory/DirectorySidebar'), 'DirectorySidebar'),
  team: lazyScreen(() => import('../../features/team/TeamSidebar'), 'TeamSidebar'),
};
