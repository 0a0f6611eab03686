import { Card } from 'shared/ui/antd';
import { LoginForm } from 'shared/ui/form';
import { usePortalLogin } from './hooks';

/** The store portal's login page (/portal/login). */
export function LoginPage() {
  const handleSubmit = usePortalLogin();
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'center',
        padding: '64px 16px',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <h1 style={{ marginTop: 0, fontSize: 24 }}>Log in to your store</h1>
        <LoginForm onSubmit={handleSubmit} />
      </Card>
    </div>
  );
}
