import { messages } from '@portal/shared-types/messages';

/** The admin sign-in form arrives with the shell issue; the route already belongs to the shell. */
export function LoginPage() {
  return <p>{messages.preparing}</p>;
}
