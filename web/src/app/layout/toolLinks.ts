/** Admin gear entries in the order spec 3 §2 lists them. */
export const ADMIN_LINKS = [
  { label: 'New P.O.', to: '/admin/newPO' },
  { label: 'Stickers', to: '/admin/stickers' },
  { label: 'Device IDs', to: '/admin/deviceIDs' },
  { label: 'Billing', to: '/admin/billing' },
  { label: 'Message Log', to: '/admin/messageLog' },
  { label: 'FOTA Management', to: '/admin/fota' },
  { label: 'Update Devices', to: '/manager/update' },
  { label: 'Check Alarms Set', to: '/manager/alarmsSet' },
  { label: 'Send Emails', to: '/admin/sendEmail' },
] as const;

export const MANAGER_LINKS = [
  { label: 'Update Devices', to: '/manager/update' },
  { label: 'Check Alarms Set', to: '/manager/alarmsSet' },
] as const;
