import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useInRouterContext } from 'react-router';
import { graphqlRequest } from '../../api/graphql';
import { DISABLE_SUBSCRIPTION } from './graphql/unsubscribe';
import { ACCOUNT_TEXTS } from './texts';
import { unsubscribeToken } from './unsubscribeToken';

/**
 * The unsubscribe page (spec 2 §2.4): on load it sends the link's token and shows 'Unsubscription Successful'
 * with a link to the account page. A failure is only logged (spec 2 §8).
 */
export function UnsubscribePage() {
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  const sent = useRef(false);
  // signed out, this page is shown without the router: opening the account page then needs a fresh start
  const inRouter = useInRouterContext();
  const openAccount = (e: MouseEvent) => {
    if (inRouter) return;
    e.preventDefault();
    window.location.hash = '#/account';
    window.location.reload();
  };

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const token = unsubscribeToken();
    if (!token) {
      console.error('unsubscribe: the link carries no token');
      setState('failed');
      return;
    }
    graphqlRequest(DISABLE_SUBSCRIPTION, { unsubscribeToken: token })
      .then(() => setState('done'))
      .catch((err) => {
        console.error('unsubscribe failed', err);
        setState('failed');
      });
  }, []);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Unsubscribe
        </Title>
        {state === 'pending' && <Loader size="sm" aria-label="Unsubscribing" />}
        {state === 'done' && <Text size="lg">{ACCOUNT_TEXTS.unsubscribed}</Text>}
        {state !== 'pending' && (
          <Anchor href="#/account" onClick={openAccount}>
            Go to your account
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
