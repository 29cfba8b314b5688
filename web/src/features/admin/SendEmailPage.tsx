import { useState } from 'react';
import { Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { emailResultText, TEXT_LIMITS } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { SEND_EMAIL } from './graphql/sendEmail';
import { errorText } from './errorText';

/** Spec 3 Email Sending Tool: one message to every subscribed user; the outcome comes back as an alert. */
export function SendEmailPage() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useMutation({ mutationFn: (v: { subject: string; body: string }) => graphqlRequest(SEND_EMAIL, v) });
  const submit = async () => {
    try {
      const { sendEmail } = await send.mutateAsync({ subject, body });
      // an answer without its counts reads as nothing sent
      window.alert(
        emailResultText({
          total: sendEmail?.total ?? 0,
          successCount: sendEmail?.successCount ?? 0,
          failedCount: sendEmail?.failedCount ?? 0,
          failed: sendEmail?.failed ?? [],
        }),
      );
    } catch (err) {
      window.alert(`Error sending emails: ${errorText(err)}`);
    }
  };
  return (
    <ScreenHeader title="Email Sending Tool">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm">
          <TextInput label="Subject" maxLength={TEXT_LIMITS.subject} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} />
          <Textarea
            label="Body"
            maxLength={TEXT_LIMITS.body}
            autosize
            minRows={8}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
          />
          <Button onClick={() => void submit()} loading={send.isPending}>
            Send
          </Button>
        </Stack>
      </Paper>
    </ScreenHeader>
  );
}
