import type { Capabilities } from '@fieldwatch/domain';
import {
  IconActivity,
  IconAlarm,
  IconBattery2,
  IconAntennaBars5,
  IconClockExclamation,
  IconGhost,
  IconList,
  IconListCheck,
  IconRefresh,
  IconSparkles,
  IconTag,
  type Icon,
} from '@tabler/icons-react';

export interface SidebarLink {
  label: string;
  to: string;
  icon: Icon;
  visible: (caps: Capabilities) => boolean;
}

const everyone = (): boolean => true;

/** The directory sidebar's list links, in menu order, with who sees them (spec 1 §2 and §6). */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { label: 'Alarms', to: '/alarms', icon: IconAlarm, visible: (caps) => caps.alarmsList || caps.providerAlarms },
  { label: 'Tardy Devices', to: '/alerts', icon: IconClockExclamation, visible: (caps) => caps.tardyList },
  { label: 'Modem IPR Reset', to: '/ghost', icon: IconGhost, visible: (caps) => caps.admin },
  { label: 'Battery', to: '/battery', icon: IconBattery2, visible: (caps) => caps.admin },
  { label: 'Cellular', to: '/cellular', icon: IconAntennaBars5, visible: (caps) => caps.admin },
  { label: 'SKU', to: '/sku', icon: IconTag, visible: (caps) => caps.admin },
  { label: 'Activity', to: '/activity', icon: IconActivity, visible: (caps) => caps.admin },
  { label: 'Rebooting Devices', to: '/reboot', icon: IconRefresh, visible: everyone },
  { label: 'Tasks', to: '/tasks', icon: IconListCheck, visible: everyone },
  { label: 'All Devices', to: '/allDevices', icon: IconList, visible: everyone },
  { label: 'New Devices', to: '/newDevices', icon: IconSparkles, visible: everyone },
];
