import { ScreenHeader } from '../../ui/ScreenHeader';

export function SendEmailPage() {
  return <ScreenHeader title="Email Sending Tool" />;
}
