import type { ReactNode } from 'react';
import { Anchor, Card, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InfoTooltip } from './InfoTooltip';

export interface OverviewBoxProps {
  title: string;
  tooltip?: string;
  /** The box's link to its full list ('Expand', 'See All'); absent for roles without that list. */
  link?: { label: string; to: string };
  children: ReactNode;
}

/** One landing box; a labelled region so it can be found by its title. */
export function OverviewBox({ title, tooltip, link, children }: OverviewBoxProps) {
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {tooltip !== undefined && <InfoTooltip label={tooltip} about={title} />}
        </Group>
        {link !== undefined && (
          <Anchor component={Link} to={link.to} size="sm" fw={600}>
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}
