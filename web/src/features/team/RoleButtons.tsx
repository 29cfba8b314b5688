import { Button, Group, Text } from '@mantine/core';
import { assignableRoles, ROLE_LABELS, ROLES, type Role } from '@fieldwatch/domain';
import { useMe } from '../../app/auth/MeContext';

/**
 * The role buttons of the user page (spec 3 §4): one role at a time; Super User and Demo only for super users.
 */
export function RoleButtons({ value, onChange, editing }: { value: Role; onChange: (role: Role) => void; editing: boolean }) {
  const me = useMe();
  const allowed = assignableRoles(me);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Role
      </Text>
      <Group gap="xs" role="radiogroup" aria-label="Role">
        {ROLES.map((role) => (
          <Button
            key={role}
            role="radio"
            aria-checked={value === role}
            size="xs"
            variant={value === role ? 'filled' : 'default'}
            disabled={!editing || !allowed.includes(role)}
            onClick={() => onChange(role)}
          >
            {ROLE_LABELS[role]}
          </Button>
        ))}
      </Group>
    </div>
  );
}
