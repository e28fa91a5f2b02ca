import { SignInFrame } from '@sfi/app-kit';
import { message } from '@sfi/domain';

export default function Login() {
  return <SignInFrame title={message('dealer.login.title')} intro={message('dealer.login.body')} />;
}
