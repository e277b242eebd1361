import { ChangePasswordCard } from './ChangePasswordCard';
import { EmailVerificationCard } from './EmailVerificationCard';
import { SessionsCard } from './SessionsCard';
import './account-security.css';

/** The account page's security part: the address's proof, the password, and the open sessions. */
export function AccountSecuritySection() {
  return (
    <>
      <EmailVerificationCard />
      <ChangePasswordCard />
      <SessionsCard />
    </>
  );
}
