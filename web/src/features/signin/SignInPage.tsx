import { useState } from 'react';
import { Box, Card, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { isValidEmail, isValidPhone, isValidPin, MESSAGES, normalizeEmail } from '@fieldwatch/domain';
import { graphqlRequest } from '../../api/graphql';
import { storeAuthorization } from '../../app/auth/authStore';
import { REQUEST_PIN, type RequestPinVariables } from './graphql/requestPin';
import { LOGIN, type LoginVariables } from './graphql/login';
import { clearPinRequest, loadPinRequest, savePinRequest, type PinRequest } from './pinRequestStore';
import { SIGN_IN_TEXTS } from './texts';
import { PhoneStep } from './PhoneStep';
import { EmailStep } from './EmailStep';
import { PinStep } from './PinStep';
import { SignInError } from './SignInError';
import { SignInIllustration } from './SignInIllustration';
import classes from './signin.module.css';

type Method = 'phone' | 'email';

export function SignInPage() {
  const [pending, setPending] = useState<PinRequest | null>(loadPinRequest);
  const [method, setMethod] = useState<Method>(() => (pending !== null && 'email' in pending ? 'email' : 'phone'));
  const [phone, setPhone] = useState(() => (pending !== null && 'phoneNumber' in pending ? pending.phoneNumber : ''));
  const [email, setEmail] = useState(() => (pending !== null && 'email' in pending ? pending.email : ''));
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const requestPin = useMutation({
    mutationFn: (variables: RequestPinVariables) => graphqlRequest(REQUEST_PIN, variables),
  });
  const login = useMutation({ mutationFn: (variables: LoginVariables) => graphqlRequest(LOGIN, variables) });

  const sendRequest = async (request: PinRequest) => {
    setError(null);
    try {
      const result = (await requestPin.mutateAsync(request)).requestPin;
      if (result === null) {
        setError(MESSAGES.requestPinFailed);
      } else if (result.errorMessage) {
        setError(result.errorMessage);
      } else {
        savePinRequest(request);
        setPending(request);
        setPin('');
      }
    } catch {
      setError(MESSAGES.requestPinFailed);
    }
  };

  const submitPhone = () => {
    if (!isValidPhone(phone)) setError(SIGN_IN_TEXTS.invalidPhone);
    else void sendRequest({ phoneNumber: phone });
  };

  const submitEmail = () => {
    if (!isValidEmail(email)) setError(SIGN_IN_TEXTS.invalidEmail);
    else void sendRequest({ email: normalizeEmail(email) });
  };

  const submitPin = async () => {
    if (pending === null) return;
    if (!isValidPin(pin)) {
      setError(MESSAGES.invalidPin);
      return;
    }
    setError(null);
    try {
      const result = (await login.mutateAsync({ ...pending, pin: Number(pin) })).login;
      if (result?.errorMessage) {
        setError(result.errorMessage);
      } else if (!result?.authorization) {
        setError(MESSAGES.requestPinFailed);
      } else if (storeAuthorization(result.authorization)) {
        // The app replaces this screen once the session is stored.
        clearPinRequest();
      }
    } catch {
      setError(MESSAGES.requestPinFailed);
    }
  };

  const tryAgain = () => {
    clearPinRequest();
    setPending(null);
    setPin('');
    setError(null);
  };

  const switchMethod = (next: Method) => {
    setMethod(next);
    setError(null);
  };

  let step;
  if (pending !== null) {
    step = <PinStep pin={pin} onPinChange={setPin} onSubmit={() => void submitPin()} onTryAgain={tryAgain} busy={login.isPending} />;
  } else if (method === 'email') {
    step = (
      <EmailStep
        email={email}
        onEmailChange={setEmail}
        onSubmit={submitEmail}
        onUsePhone={() => switchMethod('phone')}
        busy={requestPin.isPending}
      />
    );
  } else {
    step = (
      <PhoneStep
        phone={phone}
        onPhoneChange={setPhone}
        onSubmit={submitPhone}
        onUseEmail={() => switchMethod('email')}
        busy={requestPin.isPending}
      />
    );
  }

  return (
    <main className={classes.page}>
      <div className={classes.picture}>
        <SignInIllustration />
      </div>
      <Card withBorder shadow="md" radius="md" padding="lg" className={classes.card}>
        <Card.Section withBorder inheritPadding py="md">
          <Title order={1} size="h3">
            {MESSAGES.signInHeader}
          </Title>
        </Card.Section>
        <Box py="lg">{step}</Box>
        {error !== null && (
          <Card.Section withBorder inheritPadding py="sm" bg="var(--fw-alarm-bg)">
            <SignInError message={error} />
          </Card.Section>
        )}
      </Card>
    </main>
  );
}
