import { Navigate } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { useT } from '../../../lib/i18n';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

/** /register */
export function RegisterPage() {
  const isLoggedIn = useAppSelector((state) => state.session.isLoggedIn);
  const t = useT();
  if (isLoggedIn) return <Navigate to="/" replace />;
  return (
    <AuthLayout
      banner="signup"
      wide
      title={t('login.register', 'Register your agency')}
      subtitle={t(
        'register.subtitle',
        'Create your agent account. After registering, upload your trade licence and tax certificate; our team approves new agencies after checking them.',
      )}
    >
      <RegisterForm />
    </AuthLayout>
  );
}
