import { SignInFrame } from '@sfi/app-kit';
import { message } from '@sfi/domain';

export default function Login() {
  return <SignInFrame title={message('client.login.title')} intro={message('client.login.body')} />;
}
